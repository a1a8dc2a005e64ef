/**
 * The school dashboard's own endpoints (docs/product/schools.md): statistics, settings and the logo.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization, OrganizationStats } from '../../src/shared/api/organizations.js';
import { expectError, expectOk } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let jamie: string;
let riley: string;
let otherSchool: string;
let otherOwner: string;
let texasAdmin: string;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  [jamie, riley] = await Promise.all([t.userId('student'), t.userId('student2')]);
  otherSchool = await createSchool(t.app, { state: 'CA' });
  otherOwner = (await createPerson(t.app, { role: 'organization', organizationId: otherSchool, state: 'CA' })).email;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
});
afterAll(() => t?.close());

async function as(who?: string): Promise<string | undefined> {
  if (!who) return undefined;
  if (!cookies.has(who)) cookies.set(who, await t.signIn(who));
  return cookies.get(who);
}
const school = `/api/organizations/${DEMO_SCHOOL_ID}`;

/** A drive straight into the table: `daysAgo` days before now, `minutes` long. */
async function drive(
  studentId: string,
  {
    daysAgo,
    minutes,
    night = 0,
    status = 'approved' as 'approved' | 'submitted' | 'rejected',
    archived = false,
  }: {
    daysAgo: number;
    minutes: number;
    night?: number;
    status?: 'approved' | 'submitted' | 'rejected';
    archived?: boolean;
  },
) {
  const start = new Date(Date.now() - daysAgo * 86_400_000);
  await t.db
    .insertInto('driveLog')
    .values({
      id: crypto.randomUUID(),
      studentId,
      organizationId: DEMO_SCHOOL_ID,
      supervisorType: 'other',
      supervisorName: 'Alex Doe',
      startedAt: start,
      endedAt: new Date(start.getTime() + minutes * 60_000),
      timeZone: 'UTC',
      durationMinutes: minutes,
      nightMinutes: night,
      nightMinutesComputed: night,
      weather: '[]',
      roadTypes: '[]',
      skills: '[]',
      notes: '',
      startLabel: '',
      endLabel: '',
      source: 'manual',
      status,
      archivedAt: archived ? new Date() : null,
      createdBy: studentId,
      updatedAt: new Date(),
    })
    .execute();
}

describe('GET /api/organizations/:id/stats', () => {
  it('counts learners, this month’s time, pending drives and who met the state rule', async () => {
    const empty = expectOk<OrganizationStats>(
      await t.request({ method: 'GET', url: `${school}/stats`, cookie: await as('owner') }),
    );
    expect(empty).toMatchObject({
      students: 3,
      teachers: 2,
      minutesThisMonth: 0,
      drivesPending: 0,
      metRequirement: 0,
      noRequirement: 0,
    });

    // Jamie meets California's 50 hours with 10 at night (old drives); Riley has this month's drives.
    await drive(jamie, { daysAgo: 90, minutes: 2400, night: 0 });
    await drive(jamie, { daysAgo: 80, minutes: 600, night: 600 });
    await drive(riley, { daysAgo: 0, minutes: 60 });
    await drive(riley, { daysAgo: 0, minutes: 30, status: 'submitted' });
    await drive(riley, { daysAgo: 0, minutes: 45, status: 'rejected' });
    await drive(riley, { daysAgo: 0, minutes: 500, archived: true });
    const stats = expectOk<OrganizationStats>(
      await t.request({
        method: 'GET',
        url: `${school}/stats?timeZone=America/Los_Angeles`,
        cookie: await as('owner'),
      }),
    );
    expect(stats).toMatchObject({
      students: 3,
      minutesThisMonth: 90,
      approvedMinutesThisMonth: 60,
      drivesThisMonth: 2,
      drivesPending: 1,
      metRequirement: 1,
    });
    expect(Date.parse(stats.monthStart)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(stats.monthStart)).toBeLessThan(32 * 86_400_000);
  });

  it('shows to the school’s admins, admins and its state admin; hides it from others', async () => {
    for (const who of ['owner', 'orgadmin', 'admin', 'state'])
      expectOk(await t.request({ method: 'GET', url: `${school}/stats`, cookie: await as(who) }));
    for (const who of [otherOwner, texasAdmin])
      expectError(await t.request({ method: 'GET', url: `${school}/stats`, cookie: await as(who) }), 404, 'not-found');
    for (const who of ['teacher', 'student', 'parent'])
      expectError(await t.request({ method: 'GET', url: `${school}/stats`, cookie: await as(who) }), 403, 'forbidden');
    expectError(await t.request({ method: 'GET', url: `${school}/stats` }), 401, 'unauthenticated');
    expectError(
      await t.request({ method: 'GET', url: '/api/organizations/no-such-school/stats', cookie: await as('admin') }),
      404,
      'not-found',
    );
  });

  it('falls back to UTC for an unknown time zone and refuses an over-long one', async () => {
    expectOk(
      await t.request({ method: 'GET', url: `${school}/stats?timeZone=Mars/Olympus`, cookie: await as('owner') }),
    );
    expectError(
      await t.request({ method: 'GET', url: `${school}/stats?timeZone=${'x'.repeat(80)}`, cookie: await as('owner') }),
      400,
      'validation-failed',
    );
  });
});

describe('PATCH /api/organizations/:id (settings)', () => {
  it('lets the owner change the details, audited with before and after', async () => {
    const body = {
      name: 'Golden State Driving Academy',
      address: '500 Capitol Mall',
      cityCounty: 'Sacramento',
      zip: '95814',
      contactEmail: 'hello@goldenstate.test',
      contactPhone: '(916) 555-0199',
    };
    const org = expectOk<{ organization: Organization }>(
      await t.request({ method: 'PATCH', url: school, cookie: await as('owner'), payload: body }),
    ).organization;
    expect(org).toMatchObject({ ...body, state: 'CA', status: 'approved' });
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'organization')
      .where('action', '=', 'update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ name: 'Golden State Driving Academy' });
    expect(audit[0]!.before).toMatchObject({ name: 'Golden State Driving School' });
  });

  it('lets an org-admin and an admin change it too; refuses teachers, state admins and other schools', async () => {
    for (const who of ['orgadmin', 'admin'])
      expectOk(
        await t.request({
          method: 'PATCH',
          url: school,
          cookie: await as(who),
          payload: { contactPhone: '916-555-0100' },
        }),
      );
    for (const who of ['teacher', 'state', 'student', 'parent'])
      expectError(
        await t.request({ method: 'PATCH', url: school, cookie: await as(who), payload: { name: 'Hijacked' } }),
        403,
        'forbidden',
      );
    expectError(
      await t.request({ method: 'PATCH', url: school, cookie: await as(otherOwner), payload: { name: 'Hijacked' } }),
      404,
      'not-found',
    );
    expectError(
      await t.request({ method: 'PATCH', url: school, payload: { name: 'Hijacked' } }),
      401,
      'unauthenticated',
    );
  });

  it.each([
    ['a bad zip', { zip: 'ABCDE' }],
    ['a bad e-mail', { contactEmail: 'not-an-email' }],
    ['an empty change', {}],
    ['a one-letter name', { name: 'X' }],
  ])('refuses %s with 400', async (_what, payload) => {
    expectError(
      await t.request({ method: 'PATCH', url: school, cookie: await as('owner'), payload }),
      400,
      'validation-failed',
    );
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3a4d1a10000000049454e44ae426082',
  'hex',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('the logo', () => {
  const url = `${school}/logo`;
  const upload = async (who: string | undefined, body: Buffer, type = 'image/png') =>
    t.request({ method: 'PUT', url, cookie: await as(who), payload: body, headers: { 'content-type': type } });

  it('stores a PNG checked by its bytes and serves it back with its type', async () => {
    expectError(await t.request({ method: 'GET', url, cookie: await as('owner') }), 404, 'not-found');
    // The declared type is ignored: the bytes are a PNG.
    const saved = expectOk<{ contentType: string }>(await upload('owner', PNG, 'application/octet-stream'));
    expect(saved.contentType).toBe('image/png');
    for (const who of ['owner', 'teacher', 'state', 'admin']) {
      const got = await t.request({ method: 'GET', url, cookie: await as(who) });
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/png');
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      expect(got.rawPayload.equals(PNG)).toBe(true);
    }
    const org = expectOk<{ organization: Organization }>(
      await t.request({ method: 'GET', url: school, cookie: await as('owner') }),
    ).organization;
    expect(org.logoUpdatedAt).not.toBeNull();
  });

  it('refuses SVG and other non-images, and files over 512 KB', async () => {
    expectError(await upload('owner', SVG, 'image/svg+xml'), 400, 'unsupported-image');
    expectError(await upload('owner', Buffer.from('hello'), 'image/png'), 400, 'unsupported-image');
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    expectError(await upload('owner', big), 400, 'image-too-large');
  });

  it('lets only the school’s admins and admins change it', async () => {
    for (const who of ['teacher', 'state', 'student']) expectError(await upload(who, PNG), 403, 'forbidden');
    expectError(await upload(otherOwner, PNG), 404, 'not-found');
    expectError(await upload(undefined, PNG), 401, 'unauthenticated');
    expectError(await t.request({ method: 'GET', url, cookie: await as(otherOwner) }), 404, 'not-found');
    expectError(await t.request({ method: 'GET', url, cookie: await as('student') }), 403, 'forbidden');
  });

  it('removes the logo (audited)', async () => {
    expectOk(await upload('orgadmin', PNG));
    expectError(await t.request({ method: 'DELETE', url, cookie: await as('teacher') }), 403, 'forbidden');
    expectOk(await t.request({ method: 'DELETE', url, cookie: await as('orgadmin') }));
    expectError(await t.request({ method: 'GET', url, cookie: await as('owner') }), 404, 'not-found');
    const actions = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'organization')
      .where('entityId', '=', DEMO_SCHOOL_ID)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['set-logo', 'delete-logo']));
  });
});
