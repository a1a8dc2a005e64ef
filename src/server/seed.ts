/**
 * The demo data `npm start` creates on an empty database: an approved school in California with
 * its staff, students and parents, plus an admin and California's state admin.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../shared/roles.js';
import { createAccount } from './features/accounts/create-account.js';
import { seedDemoBoard } from './features/board/demo-board.js';
import { seedDemoLessons } from './features/calendar/demo-lessons.js';
import { seedSkillLevels } from './features/skills/seed-levels.js';

export const DEMO_PASSWORD = 'Roadlog-demo-2026';
export const DEMO_SCHOOL_ID = 'demo-school-sacramento';

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  note: string;
}

interface Person {
  key: string;
  role: Role;
  first: string;
  last: string;
  note: string;
  school?: boolean;
  parentOf?: string[];
  parentEmail?: string;
}

const PEOPLE: Person[] = [
  { key: 'admin', role: 'admin', first: 'Avery', last: 'Admin', note: 'platform admin' },
  { key: 'state', role: 'state-admin', first: 'Sam', last: 'Rivera', note: 'state admin for California' },
  {
    key: 'owner',
    role: 'organization',
    first: 'Olivia',
    last: 'Chen',
    note: 'school owner (Golden State Driving School)',
    school: true,
  },
  { key: 'orgadmin', role: 'org-admin', first: 'Marcus', last: 'Green', note: 'school admin', school: true },
  { key: 'teacher', role: 'teacher', first: 'Tara', last: 'Nguyen', note: 'instructor', school: true },
  { key: 'teacher2', role: 'teacher', first: 'Diego', last: 'Alvarez', note: 'instructor', school: true },
  {
    key: 'student',
    role: 'student',
    first: 'Jamie',
    last: 'Parker',
    note: 'student (linked to parent@)',
    school: true,
    parentEmail: 'parent@roadlog.test',
  },
  {
    key: 'student2',
    role: 'student',
    first: 'Riley',
    last: 'Parker',
    note: 'student (linked to parent@)',
    school: true,
    parentEmail: 'parent@roadlog.test',
  },
  {
    key: 'student3',
    role: 'student',
    first: 'Noah',
    last: 'Kim',
    note: 'student',
    school: true,
    parentEmail: 'kim.family@roadlog.test',
  },
  {
    key: 'parent',
    role: 'parent',
    first: 'Pat',
    last: 'Parker',
    note: 'parent of Jamie and Riley',
    parentOf: ['student', 'student2'],
  },
  { key: 'parent2', role: 'parent', first: 'Lee', last: 'Morgan', note: 'parent with no linked student' },
];

export async function seedDemo(app: FastifyInstance): Promise<DemoAccount[] | null> {
  const any = await app.db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  if (any) return null;

  await app.db
    .insertInto('organization')
    .values({
      id: DEMO_SCHOOL_ID,
      name: 'Golden State Driving School',
      state: 'CA',
      address: '1500 Capitol Ave',
      cityCounty: 'Sacramento',
      zip: '95814',
      contactEmail: 'office@goldenstate-driving.test',
      contactPhone: '(916) 555-0142',
      status: 'approved',
      statusChangedAt: new Date(),
      updatedAt: new Date(),
    })
    .execute();

  const ids = new Map<string, string>();
  const accounts: DemoAccount[] = [];
  for (const p of PEOPLE) {
    const email = `${p.key}@roadlog.test`;
    const { id } = await createAccount(app, {
      email,
      firstName: p.first,
      lastName: p.last,
      role: p.role,
      organizationId: p.school ? DEMO_SCHOOL_ID : null,
      state: 'CA',
      parentEmail: p.parentEmail ?? null,
      studentIds: (p.parentOf ?? []).map((k) => ids.get(k) ?? ''),
      contactPhone: `(916) 555-${String(crypto.randomInt(1000, 9999))}`,
      password: DEMO_PASSWORD,
      emailVerified: true,
    });
    ids.set(p.key, id);
    accounts.push({ role: p.role, email, password: DEMO_PASSWORD, note: p.note });
  }
  await app.db
    .updateTable('organization')
    .set({ ownerId: ids.get('owner') ?? null })
    .where('id', '=', DEMO_SCHOOL_ID)
    .execute();
  // The demo instructor's week on the InstructorCalendar (docs/product/schools.md).
  await seedDemoLessons(app, DEMO_SCHOOL_ID, ids);
  await seedConsent(app, ids);
  // The platform team's project board (docs/product/project-board.md).
  await seedDemoBoard(app, ids.get('admin') ?? null);
  // Jamie has made a start on the skills tree (docs/product/skills.md), marked by their parent.
  await seedSkillLevels(app.db, ids.get('student') ?? '', ids.get('parent') ?? null, {
    'mirrors-and-seat': 'mastered',
    'vehicle-controls': 'mastered',
    'pre-drive-checks': 'mastered',
    'moving-off-and-stopping': 'mastered',
    'steering-control': 'practising',
    'mirror-and-blind-spot-checks': 'practising',
    'low-speed-turns': 'introduced',
  });
  return accounts;
}

/**
 * The demo students can log drives: their parents' consent is on record (Jamie's and Riley's from
 * their linked parent; Noah's family gave it on paper, recorded by the school).
 */
async function seedConsent(app: FastifyInstance, ids: Map<string, string>): Promise<void> {
  const now = new Date();
  for (const p of PEOPLE.filter((x) => x.role === 'student' && x.parentEmail)) {
    const studentId = ids.get(p.key);
    if (!studentId || !p.parentEmail) continue;
    const parent = PEOPLE.find((x) => x.parentOf?.includes(p.key));
    const parentId = parent ? (ids.get(parent.key) ?? null) : null;
    const decidedBy = parentId ?? ids.get('owner') ?? null;
    await app.db
      .insertInto('parentConsent')
      .values({
        studentId,
        organizationId: DEMO_SCHOOL_ID,
        parentEmail: p.parentEmail,
        status: 'granted',
        token: crypto.randomBytes(24).toString('base64url'),
        requestedBy: ids.get('owner') ?? null,
        requestedAt: now,
        decidedBy,
        decidedByEmail: parentId ? p.parentEmail : 'owner@roadlog.test',
        decidedAt: now,
        updatedAt: now,
      })
      .execute();
    await app.db
      .insertInto('parentConsentEvent')
      .values({
        studentId,
        action: 'granted',
        actorId: decidedBy,
        actorEmail: parentId ? p.parentEmail : 'owner@roadlog.test',
        parentEmail: p.parentEmail,
      })
      .execute();
  }
}
