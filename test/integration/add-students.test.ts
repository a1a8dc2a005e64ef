/** Adding students: one at a time (invitation or temporary password) and CSV import, all or nothing. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';
import { invitationLinkToken } from '../../src/server/features/invitations/repository.js';

let t: TestApp;
let otherOwner: string;
const url = `/api/organizations/${DEMO_SCHOOL_ID}/students`;
const stamp = Date.now().toString(36);
const mail = (name: string) => `${name}-${stamp}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  const otherSchool = await createSchool(t.app, { state: 'CA' });
  otherOwner = (await createPerson(t.app, { role: 'organization', organizationId: otherSchool, state: 'CA' })).email;
});
afterAll(() => t?.close());

const add = async (who: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, cookie: await t.signIn(who), payload });
const importCsv = async (who: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `${url}/import`, cookie: await t.signIn(who), payload });
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('user')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/organizations/:id/students', () => {
  it('creates an account with a temporary password shown once, records parentEmail and asks the parent for consent', async () => {
    const email = mail('ava');
    const { student } = expectOk(
      await add('owner', {
        mode: 'create',
        email,
        firstName: 'Ava',
        lastName: 'Lane',
        parentEmail: mail('ava-parent'),
      }),
      201,
    );
    expect(student).toMatchObject({ email, name: 'Ava Lane', invitationId: null });
    expect(student.temporaryPassword).toMatch(/^.{14}$/);
    const row = await t.db.selectFrom('user').selectAll().where('id', '=', student.studentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      role: 'student',
      organizationId: DEMO_SCHOOL_ID,
      parentEmail: mail('ava-parent'),
      temporaryPassword: true,
      emailVerified: true,
      state: 'CA',
    });
    // The temporary password works once, and must be replaced before anything else.
    const cookie = await t.signIn(email, student.temporaryPassword);
    expectError(
      await t.request({ method: 'GET', url: `/api/students/${student.studentId}/progress`, cookie }),
      403,
      'password-change-required',
    );
    const consent = await t.db
      .selectFrom('parentConsent')
      .selectAll()
      .where('studentId', '=', student.studentId)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      status: 'pending',
      parentEmail: mail('ava-parent'),
      requestedBy: await t.userId('owner'),
    });
    const [request] = await mailsTo(t.db, mail('ava-parent'), 'consent-request');
    expect(request?.link).toBe(`http://localhost:3000/parent-consent?token=${consent.token}`);
    expect(await mailsTo(t.db, email, 'account-created')).toHaveLength(1);
  });

  it('invites a student by e-mail; completing creates the account and then asks the parent', async () => {
    const email = mail('ben');
    const { student } = expectOk(
      await add('orgadmin', {
        mode: 'invite',
        email,
        firstName: 'Ben',
        lastName: 'Ortiz',
        parentEmail: mail('ben-parent'),
      }),
      201,
    );
    expect(student).toMatchObject({ studentId: null, temporaryPassword: null });
    expect(await mailsTo(t.db, mail('ben-parent'), 'consent-request')).toHaveLength(0);
    const [invitation] = await mailsTo(t.db, email, 'invitation-student');
    expect(invitation?.link).toContain(`/accept-invitation/${student.invitationId}`);
    const done = expectOk(
      await t.request({
        method: 'POST',
        url: `/api/invitations/${await invitationLinkToken(t.app, student.invitationId)}/complete`,
        payload: { firstName: 'Ben', lastName: 'Ortiz', password: 'a-good-password' },
      }),
    );
    expect(done.homePath).toBe('/user');
    const row = await t.db
      .selectFrom('user')
      .select(['id', 'role', 'parentEmail', 'organizationId'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'student', parentEmail: mail('ben-parent'), organizationId: DEMO_SCHOOL_ID });
    expect(await mailsTo(t.db, mail('ben-parent'), 'consent-request')).toHaveLength(1);
  });

  it('refuses an e-mail that has an account or an open invitation, and a parent e-mail equal to the student’s', async () => {
    expectError(
      await add('owner', { mode: 'create', email: 'student@roadlog.test', firstName: 'J', lastName: 'P' }),
      409,
      'conflict',
    );
    const email = mail('cleo');
    expectOk(await add('owner', { mode: 'invite', email, firstName: 'Cleo', lastName: 'Ray' }), 201);
    expectError(
      await add('owner', { mode: 'create', email, firstName: 'Cleo', lastName: 'Ray' }),
      409,
      'already-invited',
    );
    expectError(
      await add('owner', {
        mode: 'create',
        email: mail('dan'),
        firstName: 'Dan',
        lastName: 'Ray',
        parentEmail: mail('dan'),
      }),
      400,
      'validation-failed',
    );
  });

  it('refuses bad input, signed-out callers, other roles and other schools', async () => {
    expectError(
      await add('owner', { mode: 'create', email: 'nope', firstName: 'A', lastName: 'B' }),
      400,
      'validation-failed',
    );
    expectError(
      await add('owner', { mode: 'teleport', email: mail('x'), firstName: 'A', lastName: 'B' }),
      400,
      'validation-failed',
    );
    expectError(
      await add('owner', { mode: 'create', email: mail('x'), firstName: '', lastName: 'B' }),
      400,
      'validation-failed',
    );
    expectError(
      await t.request({
        method: 'POST',
        url,
        payload: { mode: 'create', email: mail('x'), firstName: 'A', lastName: 'B' },
      }),
      401,
      'unauthenticated',
    );
    for (const who of ['teacher', 'student', 'parent', 'state'])
      expectError(
        await add(who, { mode: 'create', email: mail('x'), firstName: 'A', lastName: 'B' }),
        403,
        'forbidden',
      );
    expectError(
      await add(otherOwner, { mode: 'create', email: mail('x'), firstName: 'A', lastName: 'B' }),
      404,
      'not-found',
    );
    // A platform admin may add students for any school (from /admin/organization/{orgId}).
    expectOk(await add('admin', { mode: 'invite', email: mail('by-admin'), firstName: 'A', lastName: 'Admin' }), 201);
  });
});

describe('POST /api/organizations/:id/students/import', () => {
  const good = () =>
    `\uFEFFE-mail;First name;Last name;Parent email\r\n${mail('eve')};Eve;"Quote ""Q"" Smith";${mail('eve-parent')}\r\n${mail('finn')};Finn;"Doe; Jr.";\r\n`;

  it('previews per-row problems without writing anything', async () => {
    const csv = [
      'email,firstName,lastName,parentEmail',
      `${mail('gia')},Gia,Ok,${mail('gia-parent')}`,
      'not-an-email,Bad,Email,',
      `${mail('gia').toUpperCase()},Gia,Twice,`,
      'student@roadlog.test,Jamie,Parker,',
      `${mail('hal')},,NoFirst,`,
      `${mail('ivy')},Ivy,Ng,broken@`,
      `${mail('jo')},Jo,Same,${mail('jo')}`,
      ',No,Email,',
    ].join('\n');
    const before = await userCount();
    const preview = expectOk(await importCsv('owner', { mode: 'create', csv, dryRun: true }));
    expect(preview.valid).toBe(false);
    expect(preview.fileErrors).toEqual([]);
    expect(preview.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors])).toEqual([
      [2, []],
      [3, ['email-invalid']],
      [4, ['email-duplicate-in-file']],
      [5, ['email-has-account']],
      [6, ['first-name-missing']],
      [7, ['parent-email-invalid']],
      [8, ['parent-email-same-as-student']],
      [9, ['email-missing']],
    ]);
    expect(await userCount()).toBe(before);
    expectError(await importCsv('owner', { mode: 'create', csv, dryRun: false }), 400, 'import-has-errors');
    expect(await userCount()).toBe(before);
  });

  it('reports file problems: no header columns, no rows, an unclosed quote', async () => {
    expect(
      expectOk(await importCsv('owner', { mode: 'create', csv: 'name,phone\nA,1', dryRun: true })).fileErrors,
    ).toEqual(['missing-header']);
    expect(
      expectOk(await importCsv('owner', { mode: 'create', csv: 'email,firstName\nx@example.test,A', dryRun: true }))
        .fileErrors,
    ).toEqual(['missing-column']);
    expect(
      expectOk(await importCsv('owner', { mode: 'create', csv: 'email,firstName,lastName\n', dryRun: true }))
        .fileErrors,
    ).toEqual(['no-rows']);
    expect(
      expectOk(
        await importCsv('owner', { mode: 'create', csv: `email,firstName,lastName\n${mail('q')},"A,B`, dryRun: true }),
      ).fileErrors,
    ).toContain('unclosed-quote');
  });

  it('commits every row (semicolons, BOM, CRLF, quotes) with temporary passwords and consent requests', async () => {
    const preview = expectOk(await importCsv('owner', { mode: 'create', csv: good(), dryRun: true }));
    expect(preview.valid).toBe(true);
    expect(preview.rows.map((r: { lastName: string }) => r.lastName)).toEqual(['Quote "Q" Smith', 'Doe; Jr.']);
    const result = expectOk(await importCsv('owner', { mode: 'create', csv: good(), dryRun: false }));
    expect(result.created).toHaveLength(2);
    expect(
      result.created.every(
        (c: { temporaryPassword: string | null }) => c.temporaryPassword && c.temporaryPassword.length === 14,
      ),
    ).toBe(true);
    const eve = await t.db
      .selectFrom('user')
      .select(['role', 'parentEmail', 'temporaryPassword'])
      .where('email', '=', mail('eve'))
      .executeTakeFirstOrThrow();
    expect(eve).toEqual({ role: 'student', parentEmail: mail('eve-parent'), temporaryPassword: true });
    expect(await mailsTo(t.db, mail('eve-parent'), 'consent-request')).toHaveLength(1);
    // The same file again: every row now has an account.
    const again = expectOk(await importCsv('owner', { mode: 'create', csv: good(), dryRun: true }));
    expect(again.rows.every((r: { errors: string[] }) => r.errors.includes('email-has-account'))).toBe(true);
  });

  it('imports invitations in invite mode', async () => {
    const csv = `email,first name,last name\n${mail('kai')},Kai,Lee\n${mail('lu')},Lu,Wen\n`;
    const result = expectOk(await importCsv('orgadmin', { mode: 'invite', csv, dryRun: false }));
    expect(result.created.map((c: { invitationId: string | null }) => Boolean(c.invitationId))).toEqual([true, true]);
    expect(await mailsTo(t.db, mail('kai'), 'invitation-student')).toHaveLength(1);
  });

  it('writes nothing when a row fails in the middle of the commit', async () => {
    // Make the database refuse the third student, after two have been written in the transaction.
    await sql`create or replace function refuse_boom() returns trigger language plpgsql as $$ begin if new.email like 'boom-%' then raise exception 'refused'; end if; return new; end $$`.execute(
      t.db,
    );
    await sql`create trigger refuse_boom before insert on "user" for each row execute function refuse_boom()`.execute(
      t.db,
    );
    try {
      const csv = `email,firstName,lastName,parentEmail\n${mail('mo')},Mo,One,${mail('mo-parent')}\n${mail('ned')},Ned,Two,\nboom-${mail('x')},Boom,Three,\n`;
      const before = await userCount();
      const response = await importCsv('owner', { mode: 'create', csv, dryRun: false });
      expect(response.statusCode).toBe(500);
      expect(await userCount()).toBe(before);
      expect(
        await t.db
          .selectFrom('parentConsent')
          .select('studentId')
          .where('parentEmail', '=', mail('mo-parent'))
          .execute(),
      ).toEqual([]);
      expect(await mailsTo(t.db, mail('mo-parent'))).toEqual([]);
    } finally {
      await sql`drop trigger refuse_boom on "user"`.execute(t.db);
    }
  });

  it('refuses bad input, signed-out callers, other roles and other schools', async () => {
    expectError(await importCsv('owner', { mode: 'create', csv: '', dryRun: true }), 400, 'validation-failed');
    expectError(await importCsv('owner', { mode: 'create', csv: 'email', dryRun: 'yes' }), 400, 'validation-failed');
    expectError(
      await t.request({ method: 'POST', url: `${url}/import`, payload: { mode: 'create', csv: good(), dryRun: true } }),
      401,
      'unauthenticated',
    );
    for (const who of ['teacher', 'student', 'parent'])
      expectError(await importCsv(who, { mode: 'create', csv: good(), dryRun: true }), 403, 'forbidden');
    expectError(await importCsv(otherOwner, { mode: 'create', csv: good(), dryRun: true }), 404, 'not-found');
  });
});
