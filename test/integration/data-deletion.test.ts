/**
 * Data deletion (docs/product/data-deletion.md, decision 020): the public request answers alike for
 * every address, the 24-hour links (used, expired, made up), who may ask for whom, a linked
 * parent's confirmation for a student, the admins' review, and the erasure itself: a fully active
 * student and parent are deleted, then every text and jsonb column of every table is scanned for
 * their ids, addresses and names.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDeletionRequest, DeletionSubject } from '../../src/shared/api/deletion.js';
import type { CertificateVerification } from '../../src/shared/api/certificates.js';
import { DELETION_LIMITS } from '../../src/server/features/deletion/routes.js';
import { clearCounters } from '../../src/server/rate-limit.js';
import { driveApi, straightTrack, nextSlot } from '../helpers/drives.js';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let api: ReturnType<typeof driveApi>;

beforeAll(async () => {
  t = await createTestApp();
  api = driveApi(t);
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (link: string | null, param = 'token') => new URL(link!).searchParams.get(param)!;

async function lastLink(to: string, kind: 'deletion-confirm' | 'deletion-parent-confirm') {
  const mails = await mailsTo(t.db, to, kind);
  expect(mails.length, `a ${kind} mail to ${to}`).toBeGreaterThan(0);
  return mails.at(-1)!.link;
}

async function confirm(token: string) {
  return t.request({ method: 'POST', url: '/api/deletion-requests/confirm', payload: { token } });
}

async function pending(): Promise<AdminDeletionRequest[]> {
  return expectOk<{ requests: AdminDeletionRequest[] }>(await api.get('admin', '/api/admin/deletion-requests'))
    .requests;
}

async function person(role: 'student' | 'parent', extra: Record<string, unknown> = {}) {
  const tag = crypto.randomBytes(3).toString('hex');
  return createPerson(t.app, {
    role,
    organizationId: role === 'student' ? DEMO_SCHOOL_ID : null,
    state: 'CA',
    firstName: `First${tag}`,
    lastName: `Last${tag}`,
    ...extra,
  } as never);
}

describe('public request', () => {
  it('answers alike for an address with and without an account, and e-mails a link only to the account', async () => {
    const someone = await person('parent');
    const known = await t.request({
      method: 'POST',
      url: '/api/deletion-requests',
      payload: { email: someone.email, reason: 'Moving away' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/deletion-requests',
      payload: { email: 'nobody-here@example.test' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(t.db, 'nobody-here@example.test')).toHaveLength(0);
    const link = await lastLink(someone.email, 'deletion-confirm');
    expect(link).toMatch(/\/data-deletion-request\?token=/);
    // Only the token's SHA-256 is stored.
    const token = tokenOf(link);
    const stored = await t.db.selectFrom('deletionRequest').selectAll().where('subjectId', '=', someone.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(crypto.createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("e-mails the link in the recipient's language", async () => {
    const someone = await person('parent');
    await t.db.updateTable('user').set({ preferredLanguage: 'es' }).where('id', '=', someone.id).execute();
    expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: someone.email } }));
    const [mail] = await mailsTo(t.db, someone.email, 'deletion-confirm');
    expect(mail!.subject).toBe('Confirme su solicitud de eliminación de datos');
  });

  it('refuses bad input with a code', async () => {
    expectError(
      await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: 'not-an-address' } }),
      400,
      'validation-failed',
    );
    expectError(
      await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: 'a@b.test', extra: 1 } }),
      400,
      'validation-failed',
    );
    expectError(
      await t.request({ method: 'POST', url: '/api/deletion-requests/confirm', payload: { token: 'short' } }),
      400,
      'validation-failed',
    );
  });

  it('is limited per e-mail address', async () => {
    const email = `limited-${crypto.randomBytes(3).toString('hex')}@example.test`;
    for (let i = 0; i < DELETION_LIMITS.perEmail.max; i++)
      expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email } }));
    expectError(
      await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email } }),
      429,
      'rate-limited',
    );
    await clearCounters(t.db, [], ['ip:deletion-request:', 'account:deletion-request:']);
  });
});

describe('confirmation links', () => {
  it('one click confirms; a used, expired or made-up link gets its own code', async () => {
    const someone = await person('parent');
    expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: someone.email } }));
    const token = tokenOf(await lastLink(someone.email, 'deletion-confirm'));
    expect(expectOk(await confirm(token))).toEqual({ status: 'confirmed' });
    expectError(await confirm(token), 409, 'deletion-link-used');
    expectError(await confirm('x'.repeat(43)), 404, 'deletion-link-invalid');

    const late = await person('parent');
    expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: late.email } }));
    const lateToken = tokenOf(await lastLink(late.email, 'deletion-confirm'));
    await t.db
      .updateTable('deletionRequest')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('subjectId', '=', late.id)
      .execute();
    expectError(await confirm(lateToken), 410, 'deletion-link-expired');
    // The one confirmed request is waiting for the admins; the expired one is not.
    const ids = (await pending()).map((r) => r.subject.id);
    expect(ids).toContain(someone.id);
    expect(ids).not.toContain(late.id);
  });

  it('a student with a linked parent waits for the parent, who confirms by e-mail', async () => {
    const student = await person('student');
    const parent = await person('parent', { studentIds: [student.id] });
    expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: student.email } }));
    const token = tokenOf(await lastLink(student.email, 'deletion-confirm'));
    expect(expectOk(await confirm(token))).toEqual({ status: 'awaiting-parent' });
    expect((await pending()).map((r) => r.subject.id)).not.toContain(student.id);
    const parentLink = await lastLink(parent.email, 'deletion-parent-confirm');
    const parentToken = tokenOf(parentLink, 'parentToken');
    // The requester's own token does not stand in for the parent's.
    expectError(
      await t.request({ method: 'POST', url: '/api/deletion-requests/parent-confirm', payload: { token } }),
      404,
      'deletion-link-invalid',
    );
    expect(
      expectOk(
        await t.request({
          method: 'POST',
          url: '/api/deletion-requests/parent-confirm',
          payload: { token: parentToken },
        }),
      ),
    ).toEqual({ status: 'confirmed' });
    expectError(
      await t.request({
        method: 'POST',
        url: '/api/deletion-requests/parent-confirm',
        payload: { token: parentToken },
      }),
      409,
      'deletion-link-used',
    );
    expect((await pending()).map((r) => r.subject.id)).toContain(student.id);
  });

  it('a student without a linked parent goes straight to review', async () => {
    const student = await person('student');
    expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: student.email } }));
    expect(expectOk(await confirm(tokenOf(await lastLink(student.email, 'deletion-confirm'))))).toEqual({
      status: 'confirmed',
    });
  });
});

describe('who may ask for whom (account page)', () => {
  const ask = (who: string | null, body: Record<string, unknown>) =>
    api.post(who, '/api/deletion-requests/account', body);

  it('signed out: 401', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/deletion-requests/subjects' }), 401, 'unauthenticated');
    expectError(
      await t.request({ method: 'POST', url: '/api/deletion-requests/account', payload: {} }),
      401,
      'unauthenticated',
    );
  });

  it('anyone for themselves, without retyping their address', async () => {
    const me = await person('parent');
    const answer = expectOk(await ask(me.email, { reason: 'No longer needed' }));
    expect(answer).toEqual({ ok: true, email: me.email });
    expect(await lastLink(me.email, 'deletion-confirm')).toBeTruthy();
    const subjects = expectOk<{ subjects: DeletionSubject[] }>(
      await api.get(me.email, '/api/deletion-requests/subjects'),
    ).subjects;
    expect(subjects).toEqual([expect.objectContaining({ id: me.id, relation: 'self', pending: true })]);
  });

  it('a parent for a linked student, not for another one; the link goes to the parent', async () => {
    const child = await person('student');
    const stranger = await person('student');
    const mom = await person('parent', { studentIds: [child.id] });
    const subjects = expectOk<{ subjects: DeletionSubject[] }>(
      await api.get(mom.email, '/api/deletion-requests/subjects'),
    ).subjects;
    expect(subjects.map((s) => [s.id, s.relation])).toEqual([
      [mom.id, 'self'],
      [child.id, 'parent'],
    ]);
    expectError(await ask(mom.email, { subjectId: stranger.id }), 404, 'not-found');
    expectOk(await ask(mom.email, { subjectId: child.id }));
    const token = tokenOf(await lastLink(mom.email, 'deletion-confirm'));
    // The parent asked: no second confirmation.
    expect(expectOk(await confirm(token))).toEqual({ status: 'confirmed' });
    const request = (await pending()).find((r) => r.subject.id === child.id)!;
    expect(request.relation).toBe('parent');
  });

  it("a school's owner for a student who has left the school, not for a current one or another school's", async () => {
    const leaver = await person('student');
    const current = await person('student');
    await api.log('teacher', leaver.id, nextSlot());
    await api.log('teacher', current.id, nextSlot());
    await t.db.updateTable('user').set({ organizationId: null }).where('id', '=', leaver.id).execute();
    const subjects = expectOk<{ subjects: DeletionSubject[] }>(
      await api.get('owner', '/api/deletion-requests/subjects'),
    ).subjects;
    expect(subjects.find((s) => s.id === leaver.id)?.relation).toBe('former-school');
    expect(subjects.find((s) => s.id === current.id)).toBeUndefined();
    expectError(await ask('owner', { subjectId: current.id }), 404, 'not-found');
    // Staff who do not own the school may not.
    expectError(await ask('teacher', { subjectId: leaver.id }), 404, 'not-found');
    // Another school's owner may not.
    const other = await createSchool(t.app, { name: 'Elsewhere Driving' });
    const otherOwner = await createPerson(t.app, { role: 'organization', organizationId: other });
    await t.db.updateTable('organization').set({ ownerId: otherOwner.id }).where('id', '=', other).execute();
    expectError(await ask(otherOwner.email, { subjectId: leaver.id }), 404, 'not-found');
    expectOk(await ask('owner', { subjectId: leaver.id }));
    const ownerEmail = 'owner@roadlog.test';
    expect(expectOk(await confirm(tokenOf(await lastLink(ownerEmail, 'deletion-confirm'))))).toEqual({
      status: 'confirmed',
    });
  });

  it('refuses bad input with a code', async () => {
    expectError(await ask('parent', { subjectId: '' }), 400, 'validation-failed');
    expectError(await ask('parent', { reason: 'x'.repeat(1001) }), 400, 'validation-failed');
    expectError(await ask('parent', { other: true }), 400, 'validation-failed');
  });
});

describe('admin review', () => {
  it('only admins see and decide requests', async () => {
    for (const who of ['owner', 'teacher', 'student', 'parent', 'state'])
      expectError(await api.get(who, '/api/admin/deletion-requests'), 403, 'forbidden');
    expectError(await t.request({ method: 'GET', url: '/api/admin/deletion-requests' }), 401, 'unauthenticated');
    expectError(
      await t.request({ method: 'POST', url: '/api/admin/deletion-requests/x/carry-out', payload: {} }),
      401,
      'unauthenticated',
    );
    expectError(await api.post('owner', '/api/admin/deletion-requests/x/carry-out'), 403, 'forbidden');
    expectError(await api.post('admin', '/api/admin/deletion-requests/nope/carry-out'), 404, 'not-found');
    expectError(
      await api.post('admin', '/api/admin/deletion-requests/nope/decline', { reason: 'x' }),
      400,
      'validation-failed',
    );
  });

  it('declining tells the requester the reason; the request is closed', async () => {
    const someone = await person('parent');
    expectOk(await t.request({ method: 'POST', url: '/api/deletion-requests', payload: { email: someone.email } }));
    expectOk(await confirm(tokenOf(await lastLink(someone.email, 'deletion-confirm'))));
    const request = (await pending()).find((r) => r.subject.id === someone.id)!;
    expectOk(
      await api.post('admin', `/api/admin/deletion-requests/${request.id}/decline`, {
        reason: 'An open payment dispute',
      }),
    );
    const [mail] = await mailsTo(t.db, someone.email, 'deletion-declined');
    expect(mail!.text).toContain('An open payment dispute');
    expectError(
      await api.post('admin', `/api/admin/deletion-requests/${request.id}/carry-out`),
      409,
      'deletion-request-closed',
    );
    expect(await t.db.selectFrom('user').select('id').where('id', '=', someone.id).executeTakeFirst()).toBeTruthy();
  });

  it('a staff account is anonymized, not deleted: its lessons and reviews stay', async () => {
    const teacher = await createPerson(t.app, {
      role: 'teacher',
      organizationId: DEMO_SCHOOL_ID,
      firstName: 'Ottoline',
      lastName: 'Vanderquast',
    });
    const learner = await person('student');
    const drive = await api.log(teacher.email, learner.id, {
      ...nextSlot(),
      supervisor: { type: 'teacher', userId: teacher.id },
    });
    await api.review(teacher.email, [drive.id]);
    expectOk(await api.post(teacher.email, '/api/deletion-requests/account', {}));
    expectOk(await confirm(tokenOf(await lastLink(teacher.email, 'deletion-confirm'))));
    const request = (await pending()).find((r) => r.subject.id === teacher.id)!;
    expect(request.mode).toBe('anonymize');
    expectOk(await api.post('admin', `/api/admin/deletion-requests/${request.id}/carry-out`));
    const row = await t.db.selectFrom('user').selectAll().where('id', '=', teacher.id).executeTakeFirstOrThrow();
    expect(row.name).toBe('Deleted user');
    expect(row.email).not.toContain('vanderquast');
    expect(row.firstName).toBeNull();
    expect(row.status).toBe('disabled');
    const reviewed = await t.db.selectFrom('driveLog').selectAll().where('id', '=', drive.id).executeTakeFirstOrThrow();
    expect(reviewed.reviewedBy).toBe(teacher.id);
    expect(reviewed.supervisorName).toBe('Deleted user');
    expect(await t.db.selectFrom('session').select('id').where('userId', '=', teacher.id).execute()).toHaveLength(0);
    await expectNowhere([teacher.email, 'Ottoline', 'Vanderquast']);
  });
});

/** Every text, varchar and jsonb column of every table: none may contain any of `needles`. */
async function expectNowhere(needles: string[]) {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
    where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'character')`.execute(t.db);
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const { table_name, column_name } of columns)
    for (const needle of needles) {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table_name)}
        where strpos(lower(${sql.ref(column_name)}::text), lower(${needle}::text)) > 0`.execute(t.db);
      if (rows[0]!.n > 0) found.push(`${table_name}.${column_name} holds ${needle} (${rows[0]!.n} rows)`);
    }
  expect(found).toEqual([]);
}

describe('carrying out: a fully active student and parent leave no trace', () => {
  it('erases everything, keeps an anonymous revoked certificate and correct school counts', async () => {
    const student = await createPerson(t.app, {
      role: 'student',
      organizationId: DEMO_SCHOOL_ID,
      state: 'CA',
      firstName: 'Zephyrine',
      lastName: 'Quillfeather',
      consent: 'none',
    } as never);
    const parent = await createPerson(t.app, {
      role: 'parent',
      state: 'CA',
      firstName: 'Bartholomew',
      lastName: 'Nightingale',
    });
    await t.db.updateTable('user').set({ parentEmail: parent.email }).where('id', '=', student.id).execute();

    // Consent: requested by the school, accepted by the parent (links them; mails name the student).
    expectOk(await api.post('owner', `/api/students/${student.id}/consent/request`, { parentEmail: parent.email }));
    const consent = await t.db
      .selectFrom('parentConsent')
      .select('token')
      .where('studentId', '=', student.id)
      .executeTakeFirstOrThrow();
    expectOk(await api.post(parent.email, '/api/consent/accept', { token: consent.token }));
    // A fresh session now that the parent is linked.
    const parentCookie = await t.signIn(parent.email);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.request({ method, url, cookie: parentCookie, ...(payload ? { payload } : {}) });

    // Drives with GPS, logged by the parent as supervisor and by the student; approvals.
    const slot = nextSlot();
    const withGps = expectOk<{ drive: { id: string } }>(
      await as('POST', '/api/drive-logs', {
        id: crypto.randomUUID(),
        studentId: student.id,
        source: 'live',
        ...slot,
        timeZone: 'America/Los_Angeles',
        supervisor: { type: 'parent', userId: parent.id },
        start: { label: 'Home', latitude: 38.58, longitude: -121.49 },
        end: { label: 'School', latitude: 38.6, longitude: -121.49 },
        weather: ['clear'],
        roadTypes: ['residential'],
        skills: ['steering-control'],
        notes: 'Zephyrine drove well',
        track: straightTrack(slot.startedAt, 20),
      }),
      201,
    ).drive;
    const byStudent = await api.log(student.email, student.id, nextSlot());
    await api.review('teacher', [byStudent.id]);
    expectOk(await as('POST', '/api/drive-logs/review', { driveIds: [withGps.id], decision: 'approve' }));

    // Exam attempt, skills, plan, lesson, certificate, invitation, log export, page views.
    expectOk(
      await api.post(student.email, '/api/exams/attempts', {
        kind: 'category',
        category: 'road-signs',
        mode: 'exam',
        language: 'en',
      }),
      201,
    );
    expectOk(
      await as('PUT', `/api/students/${student.id}/skills/parallel-parking`, { level: 'mastered', reason: 'Twice' }),
    );
    expectOk(
      await as('POST', '/api/plans', {
        title: 'Zephyrine night loop',
        studentId: student.id,
        skills: ['steering-control'],
        targetMinutes: 60,
        conditions: ['night'],
        routeNotes: 'Loop',
        instructions: 'Slow',
        plannedFor: '2031-02-03',
      }),
      201,
    );
    expectOk(
      await api.post('teacher', '/api/lessons', {
        studentId: student.id,
        startsAt: '2031-02-03T18:00:00Z',
        endsAt: '2031-02-03T19:00:00Z',
        timeZone: 'America/Los_Angeles',
        pickupPlace: 'School',
        notes: 'Freeway',
      }),
      201,
    );
    const issued = expectOk<{ results: { certificate: { number: string } }[] }>(
      await api.post('owner', `/api/organizations/${DEMO_SCHOOL_ID}/certificates`, {
        type: 'supervised-hours',
        studentIds: [student.id],
        manualReason: 'Hours logged on paper',
        timeZone: 'America/Los_Angeles',
      }),
    );
    const number = issued.results[0]!.certificate.number;
    expectOk(
      await api.post('owner', `/api/organizations/${DEMO_SCHOOL_ID}/invitations`, {
        email: `guardian-${crypto.randomBytes(3).toString('hex')}@example.test`,
        role: 'parent',
        studentId: student.id,
      }),
      201,
    );
    expect((await as('GET', `/api/students/${student.id}/drive-log.pdf?timeZone=America/Los_Angeles`)).statusCode).toBe(
      200,
    );
    await t.request({ method: 'POST', url: '/api/analytics/page-view', payload: { path: `/student/${student.id}` } });
    await t.signIn(student.email); // one more session

    const needles = [
      student.id,
      parent.id,
      student.email,
      parent.email,
      'Zephyrine',
      'Quillfeather',
      'Bartholomew',
      'Nightingale',
    ];
    // Everything is really there before.
    for (const table of [
      'driveLog',
      'examAttempt',
      'skillLevel',
      'drivePlan',
      'lesson',
      'logExport',
      'invitation',
    ] as const) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}
        where ${sql.ref(table === 'examAttempt' ? 'userId' : 'studentId')} = ${student.id}`.execute(t.db);
      expect(rows[0]!.n, table).toBeGreaterThan(0);
    }
    expect((await mailsTo(t.db, parent.email)).length).toBeGreaterThan(0);
    const statsBefore = expectOk<{ students: number }>(
      await api.get('owner', `/api/organizations/${DEMO_SCHOOL_ID}/stats?timeZone=UTC`),
    ).students;

    // The parent asks for the student's deletion and then their own, from the account page.
    expectOk(await as('POST', '/api/deletion-requests/account', { subjectId: student.id, reason: 'Moved abroad' }));
    expectOk(await confirm(tokenOf(await lastLink(parent.email, 'deletion-confirm'))));
    const forStudent = (await pending()).find((r) => r.subject.id === student.id)!;
    expect(forStudent.mode).toBe('delete');
    expect(forStudent.counts).toMatchObject({
      accounts: 1,
      drives: 2,
      gpsTracks: 1,
      certificates: 1,
      lessons: 1,
      plans: 1,
    });
    expect(forStudent.counts.examAttempts).toBeGreaterThan(0);
    expect(forStudent.counts.sessions).toBeGreaterThan(0);
    expect(forStudent.counts.emails).toBeGreaterThan(0);
    const done = expectOk<{ removed: Record<string, number> }>(
      await api.post('admin', `/api/admin/deletion-requests/${forStudent.id}/carry-out`),
    );
    expect(done.removed.drives).toBe(2);
    expect(await mailsTo(t.db, parent.email, 'deletion-completed')).toHaveLength(1);

    expectOk(await as('POST', '/api/deletion-requests/account', {}));
    expectOk(await confirm(tokenOf(await lastLink(parent.email, 'deletion-confirm'))));
    const forParent = (await pending()).find((r) => r.subject.id === parent.id)!;
    expectOk(await api.post('admin', `/api/admin/deletion-requests/${forParent.id}/carry-out`));

    await expectNowhere(needles);

    // The certificate stays, revoked and nameless; verification says so and nothing more.
    const certificate = await t.db
      .selectFrom('certificate')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(certificate).toMatchObject({ status: 'revoked', studentId: null, studentName: '' });
    expect(certificate.anonymizedAt).not.toBeNull();
    const verification = expectOk<CertificateVerification>(
      await t.request({ method: 'GET', url: `/api/certificate-verification/${number}` }),
    );
    expect(verification.result).toBe('revoked');
    expect(verification.certificate).toBeNull();
    // The school's figures lose exactly the one student.
    const statsAfter = expectOk<{ students: number }>(
      await api.get('owner', `/api/organizations/${DEMO_SCHOOL_ID}/stats?timeZone=UTC`),
    ).students;
    expect(statsAfter).toBe(statsBefore - 1);
    // Both requests are closed records without personal data.
    const closed = await t.db
      .selectFrom('deletionRequest')
      .selectAll()
      .where('id', 'in', [forStudent.id, forParent.id])
      .execute();
    expect(closed.map((r) => r.status)).toEqual(['completed', 'completed']);
  });
});
