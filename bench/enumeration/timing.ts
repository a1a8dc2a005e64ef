/**
 * How long the answers take for an address that has an account and for one that has none:
 * password reset requests and parent and school registrations (security issue, finding 9).
 * Prints figures; asserts nothing (the tests check the structure instead: test/integration/
 * enumeration.test.ts).
 *
 *   node --import tsx bench/enumeration/timing.ts [rounds]          # embedded PGlite
 *   TEST_DATABASE=postgres node --import tsx bench/enumeration/timing.ts [rounds]
 *
 * Requests go through app.inject (no network). Known and unknown alternate, the order flipping
 * every round; work left for after an answer is waited for between requests, untimed.
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../../test/helpers/test-app.js';

const rounds = Number(process.argv[2] ?? 100);
const t = await createTestApp();
const idle = async () => {
  const background = (t.app as { background?: { idle(): Promise<void> } }).background;
  await background?.idle();
};

let n = 0;
const parent = (email: string) => ({ firstName: 'Casey', lastName: 'Jordan', email, password: 'a-good-password', contactPhone: '(555) 010-2030', state: 'CA' });
const school = (email: string) => ({
  schoolName: 'Bay Area Driving Academy', state: 'CA', address: '200 Market St', cityCounty: 'San Francisco', zip: '94105',
  contactEmail: 'office@bayarea-driving.test', contactPhone: '(415) 555-0199', firstName: 'Robin', lastName: 'Owner', email, password: 'a-good-password',
});

const cases = {
  'POST /api/auth/request-password-reset': {
    url: '/api/auth/request-password-reset',
    body: (known: boolean) => ({ email: known ? 'orgadmin@roadlog.test' : `nobody-${++n}@example.test`, redirectTo: '/reset-password' }),
  },
  'POST /api/registrations/parent': {
    url: '/api/registrations/parent',
    body: (known: boolean) => parent(known ? 'parent2@roadlog.test' : `new-parent-${++n}@example.test`),
  },
  'POST /api/registrations/organization': {
    url: '/api/registrations/organization',
    body: (known: boolean) => school(known ? 'owner@roadlog.test' : `new-owner-${++n}@example.test`),
  },
};

async function time(url: string, payload: object): Promise<number> {
  const start = performance.now();
  const response = await t.app.inject({ method: 'POST', url, payload, headers: { origin: 'http://localhost:3000' } });
  const ms = performance.now() - start;
  if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  await idle();
  return ms;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const f = (x: number) => x.toFixed(2).padStart(7);

console.log(`${t.database.kind}, ${rounds} rounds per address kind (first 10 rounds are warm-up, not counted)\n`);
console.log(`${'endpoint'.padEnd(40)} ${'known med'.padStart(9)} ${'new med'.padStart(9)} ${'known avg'.padStart(9)} ${'new avg'.padStart(9)}   (ms)`);
for (const [name, c] of Object.entries(cases)) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < rounds + 10; i++) {
    const order = i % 2 === 0 ? [true, false] : [false, true];
    for (const isKnown of order) {
      const ms = await time(c.url, c.body(isKnown));
      if (i >= 10) (isKnown ? known : unknown).push(ms);
    }
  }
  console.log(`${name.padEnd(40)} ${f(median(known))}   ${f(median(unknown))}   ${f(mean(known))}   ${f(mean(unknown))}`);
}
await t.close();
