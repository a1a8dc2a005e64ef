/**
 * Schools: lists for admins and state admins, a school for its own staff, approval and
 * suspension. Fixtures: the demo school (CA, approved), a pending CA school with an owner, a Texas
 * school with a teacher, and Texas's state admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

type Organization = {
  id: string;
  name: string;
  state: string;
  status: string;
  studentCount: number;
  staffCount: number;
  createdAt: string;
};

let t: TestApp;
let pendingCa: string;
let pendingOwner: { id: string; email: string };
let texas: string;
let texasTeacher: string;
let texasAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  pendingOwner = await createPerson(t.app, { role: 'organization', email: 'pending.owner@example.test', state: 'CA' });
  pendingCa = await createSchool(t.app, {
    name: 'Coastal Driving Co',
    state: 'CA',
    status: 'pending',
    ownerId: pendingOwner.id,
  });
  await t.db.updateTable('user').set({ organizationId: pendingCa }).where('id', '=', pendingOwner.id).execute();
  texas = await createSchool(t.app, { name: 'Lone Star Driving', state: 'TX', status: 'approved' });
  texasTeacher = (await createPerson(t.app, { role: 'teacher', organizationId: texas, state: 'TX' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
});
afterAll(() => t?.close());

const get = async (url: string, who: string) => t.request({ method: 'GET', url, cookie: await t.signIn(who) });
const list = async (who: string, query = '') =>
  expectOk<{ organizations: Organization[] }>(await get(`/api/organizations${query}`, who)).organizations;

describe('GET /api/organizations', () => {
  it('gives an admin every school, by name, with counts', async () => {
    const organizations = await list('admin');
    expect(organizations.map((o) => o.name)).toEqual([
      'Coastal Driving Co',
      'Golden State Driving School',
      'Lone Star Driving',
    ]);
    expect(organizations.find((o) => o.id === DEMO_SCHOOL_ID)).toMatchObject({
      state: 'CA',
      status: 'approved',
      studentCount: 3,
      staffCount: 4,
      zip: '95814',
    });
  });

  it('filters by state, status and name for an admin', async () => {
    expect((await list('admin', '?state=tx')).map((o) => o.id)).toEqual([texas]);
    expect((await list('admin', '?status=pending')).map((o) => o.id)).toEqual([pendingCa]);
    expect((await list('admin', '?q=golden')).map((o) => o.id)).toEqual([DEMO_SCHOOL_ID]);
    expect(await list('admin', '?q=%25')).toEqual([]);
  });

  it('keeps a state admin to their own state, whatever the query says', async () => {
    expect((await list('state')).map((o) => o.id).sort()).toEqual([DEMO_SCHOOL_ID, pendingCa].sort());
    expect((await list('state', '?state=TX')).map((o) => o.id).sort()).toEqual([DEMO_SCHOOL_ID, pendingCa].sort());
    expect((await list(texasAdmin)).map((o) => o.id)).toEqual([texas]);
  });

  it.each(['owner', 'orgadmin', 'teacher', 'student', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(await get('/api/organizations', who), 403, 'forbidden');
  });

  it.each(['?status=closed', '?state=California'])('refuses %s with validation-failed', async (query) => {
    expectError(await get(`/api/organizations${query}`, 'admin'), 400, 'validation-failed');
  });
});

describe('GET /api/my-organization', () => {
  it.each(['owner', 'orgadmin', 'teacher'])('gives %s the demo school', async (who) => {
    const { organization } = expectOk<{ organization: Organization }>(await get('/api/my-organization', who));
    expect(organization).toMatchObject({
      id: DEMO_SCHOOL_ID,
      name: 'Golden State Driving School',
      studentCount: 3,
      staffCount: 4,
    });
  });

  it('gives a teacher of another school that school', async () => {
    expect(expectOk(await get('/api/my-organization', texasTeacher)).organization).toMatchObject({
      id: texas,
      state: 'TX',
    });
  });

  it('answers 404 for school staff without a school', async () => {
    const { email } = await createPerson(t.app, { role: 'teacher', organizationId: null });
    expectError(await get('/api/my-organization', email), 404, 'not-found');
  });

  it.each(['admin', 'state', 'student', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(await get('/api/my-organization', who), 403, 'forbidden');
  });
});

describe('GET /api/organizations/:id and /people', () => {
  const paths = (id: string) => [`/api/organizations/${id}`, `/api/organizations/${id}/people`];

  it.each(['admin', 'state', 'owner', 'orgadmin', 'teacher'])('lets %s see the demo school', async (who) => {
    const { organization } = expectOk<{ organization: Organization }>(
      await get(`/api/organizations/${DEMO_SCHOOL_ID}`, who),
    );
    expect(organization).toMatchObject({ id: DEMO_SCHOOL_ID, state: 'CA' });
  });

  it("lists the school's staff and students", async () => {
    const people = expectOk<{
      staff: { email: string; role: string }[];
      students: { email: string; parentEmail: string | null }[];
    }>(await get(`/api/organizations/${DEMO_SCHOOL_ID}/people`, 'teacher'));
    expect(people.staff.map((p) => `${p.role} ${p.email}`).sort()).toEqual([
      'org-admin orgadmin@roadlog.test',
      'organization owner@roadlog.test',
      'teacher teacher2@roadlog.test',
      'teacher teacher@roadlog.test',
    ]);
    expect(people.students.map((p) => [p.email, p.parentEmail]).sort()).toEqual([
      ['student2@roadlog.test', 'parent@roadlog.test'],
      ['student3@roadlog.test', 'kim.family@roadlog.test'],
      ['student@roadlog.test', 'parent@roadlog.test'],
    ]);
    expect(people.staff[0]).not.toHaveProperty('password');
  });

  // Existence of a school outside one's reach is not revealed: 404, as for a missing one.
  it.each([
    ['a teacher of another school', () => texasTeacher, () => DEMO_SCHOOL_ID],
    ["another state's admin", () => texasAdmin, () => DEMO_SCHOOL_ID],
    ['a state admin, for a school of another state', () => 'state', () => texas],
    ['school staff, for another school of their state', () => 'owner', () => pendingCa],
    ['an admin, for a school that does not exist', () => 'admin', () => 'no-such-school'],
  ])('answers 404 to %s', async (_label, who, id) => {
    for (const path of paths(id())) expectError(await get(path, who()), 404, 'not-found');
  });

  // Roles the route does not admit are refused before any school is looked up: 403 whatever the id.
  it.each(['parent', 'student'])('refuses %s with 403 forbidden, for any id', async (who) => {
    for (const id of [DEMO_SCHOOL_ID, 'no-such-school'])
      for (const path of paths(id)) expectError(await get(path, who), 403, 'forbidden');
  });

  it('refuses an over-long or badly encoded id with validation-failed', async () => {
    expectError(await get(`/api/organizations/${'x'.repeat(101)}`, 'admin'), 414, 'uri-too-long');
    expectError(await get('/api/organizations/%E0%A4%A', 'admin'), 400, 'validation-failed');
  });
});

describe('POST /api/organizations/:id/status', () => {
  const setStatus = async (id: string, status: string, who: string, reason: string | null = 'Unpaid invoices') =>
    t.request({
      method: 'POST',
      url: `/api/organizations/${id}/status`,
      cookie: await t.signIn(who),
      payload: status === 'suspended' && reason !== null ? { status, reason } : { status },
    });
  const statusOf = async (id: string) =>
    (await t.db.selectFrom('organization').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('lets an admin approve a pending school: audited, and the owner is told', async () => {
    expect(expectOk(await setStatus(pendingCa, 'approved', 'admin'))).toEqual({ ok: true });
    expect(await statusOf(pendingCa)).toBe('approved');
    const row = await t.db
      .selectFrom('organization')
      .select(['statusChangedBy', 'statusChangedAt'])
      .where('id', '=', pendingCa)
      .executeTakeFirstOrThrow();
    expect(row.statusChangedBy).toBe(await t.userId('admin'));
    expect(row.statusChangedAt).not.toBeNull();
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'organization')
      .where('entityId', '=', pendingCa)
      .execute();
    expect(audit).toEqual([{ action: 'approve', before: { status: 'pending' }, after: { status: 'approved' } }]);
    const mails = await mailsTo(t.db, pendingOwner.email);
    expect(mails.map((m) => [m.kind, m.link])).toEqual([['organization-approved', 'http://localhost:3000/dashboard']]);
  });

  it('does nothing (and mails nobody) when the status is already that', async () => {
    expectOk(await setStatus(pendingCa, 'approved', 'admin'));
    expect(await mailsTo(t.db, pendingOwner.email)).toHaveLength(1);
  });

  it('refuses a suspension without a reason (400 suspension-reason-required) and changes nothing', async () => {
    expectError(await setStatus(pendingCa, 'suspended', 'state', null), 400, 'suspension-reason-required');
    expect(await statusOf(pendingCa)).toBe('approved');
  });

  it.each([
    ['too short once trimmed', '  ab  '],
    ['too long', 'x'.repeat(501)],
    ['not text', 42],
  ])('refuses a reason %s with validation-failed', async (_name, reason) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/organizations/${pendingCa}/status`,
      cookie: await t.signIn('admin'),
      payload: { status: 'suspended', reason },
    });
    expectError(res, 400, 'validation-failed');
    expect(await statusOf(pendingCa)).toBe('approved');
  });

  it('lets the state admin of its state suspend it with a reason: stored, audited, and mailed to the owner in their language', async () => {
    await t.db.updateTable('user').set({ preferredLanguage: 'es' }).where('id', '=', pendingOwner.id).execute();
    expectOk(await setStatus(pendingCa, 'suspended', 'state', '  Seguro vencido  '));
    expect(await statusOf(pendingCa)).toBe('suspended');
    const org = expectOk<{ organization: { statusReason: string | null } }>(
      await get(`/api/organizations/${pendingCa}`, 'admin'),
    ).organization;
    expect(org.statusReason).toBe('Seguro vencido');
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'before', 'after'])
      .where('entity', '=', 'organization')
      .where('entityId', '=', pendingCa)
      .where('action', '=', 'suspend')
      .execute();
    expect(audit).toEqual([
      { action: 'suspend', before: { status: 'approved' }, after: { status: 'suspended', reason: 'Seguro vencido' } },
    ]);
    const mails = await mailsTo(t.db, pendingOwner.email);
    expect(mails.map((m) => m.kind)).toEqual(['organization-approved', 'organization-suspended']);
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['subject', 'text'])
      .where('to', '=', pendingOwner.email)
      .where('kind', '=', 'organization-suspended')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('Seguro vencido');
    expect(mail.subject).toContain('suspendida');
  });

  it("shows the reason to the suspended school's owner, and approving clears it", async () => {
    const mine = async () =>
      expectOk<{ organization: { status: string; statusReason: string | null } }>(
        await get('/api/my-organization', pendingOwner.email),
      ).organization;
    expect(await mine()).toMatchObject({ status: 'suspended', statusReason: 'Seguro vencido' });
    expectOk(await setStatus(pendingCa, 'approved', 'admin'));
    expect(await mine()).toMatchObject({ status: 'approved', statusReason: null });
    expectOk(await setStatus(pendingCa, 'suspended', 'admin', 'Again'));
    expect(await mine()).toMatchObject({ status: 'suspended', statusReason: 'Again' });
  });

  it('answers 404 to a state admin of another state and changes nothing', async () => {
    expectError(await setStatus(pendingCa, 'approved', texasAdmin), 404, 'not-found');
    expect(await statusOf(pendingCa)).toBe('suspended');
  });

  it('answers 404 for a school that does not exist', async () => {
    expectError(await setStatus('no-such-school', 'approved', 'admin'), 404, 'not-found');
  });

  it.each(['owner', 'orgadmin', 'teacher', 'parent'])('refuses %s with 403 forbidden', async (who) => {
    expectError(await setStatus(DEMO_SCHOOL_ID, 'suspended', who), 403, 'forbidden');
    expect(await statusOf(DEMO_SCHOOL_ID)).toBe('approved');
  });

  it.each(['pending', 'closed', ''])('refuses status %j with validation-failed', async (status) => {
    expectError(await setStatus(DEMO_SCHOOL_ID, status, 'admin'), 400, 'validation-failed');
  });
});
