/** The demo accounts the server seeds (src/server/seed.ts) and fresh addresses for new ones. */
export const DEMO_PASSWORD = 'Roadlog-demo-2026';

export type DemoKey =
  | 'admin'
  | 'state'
  | 'owner'
  | 'orgadmin'
  | 'teacher'
  | 'teacher2'
  | 'student'
  | 'student2'
  | 'student3'
  | 'parent'
  | 'parent2';

export const demoEmail = (key: DemoKey): string => `${key}@roadlog.test`;

/** A password that satisfies any reasonable policy (length, cases, digit, symbol). */
export const NEW_PASSWORD = 'Safe-Driver-2026!';

let counter = 0;
/** An address no earlier run (nor another test of this run) has used. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

/**
 * Where each role lands after signing in (docs/product/accounts.md#sign-in-states-and-redirects). The
 * parent's path ends with a student id.
 */
export const HOME_OF: Record<Exclude<DemoKey, 'teacher2' | 'student2' | 'student3' | 'parent2'>, RegExp> = {
  admin: /\/admin$/,
  state: /\/state-admin\/CA$/,
  owner: /\/dashboard$/,
  orgadmin: /\/dashboard$/,
  teacher: /\/instructor-dashboard$/,
  student: /\/user$/,
  parent: /\/student\/[^/?#]+$/,
};
