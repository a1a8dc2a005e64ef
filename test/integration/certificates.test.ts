/**
 * Certificates (docs/product/certificates.md): issue on the criteria or by hand, one valid per
 * type, signatures that catch an altered row and survive a key rotation, public verification,
 * revocation, e-mails, counts; every endpoint signed out, by role, for another school, with bad
 * input and on the happy path.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Certificate,
  CertificateCandidates,
  CertificateKeys,
  CertificateVerification,
  IssueCertificatesResult,
  SchoolCertificates,
} from '../../src/shared/api/certificates.js';
import {
  canonicalContent,
  decodeSignedPayload,
  encodeSignedPayload,
  parseCertificateNumber,
  verificationLink,
} from '../../src/shared/certificates.js';
import { rawPublicKey } from '../../src/server/features/certificates/keyring.js';
import { contentOf } from '../../src/server/features/certificates/repository.js';
import { ANSWER_FLOOR_MS } from '../../src/server/features/certificates/verify-certificate.js';
import { expectError, expectOk, mailsTo } from '../helpers/expect.js';
import { createPerson, createSchool } from '../helpers/fixtures.js';
import { createTestApp, DEMO_SCHOOL_ID, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
let jamie: string;
let riley: string;
let ready: string;
let otherSchool: string;
let otherStudent: string;
let otherOwner: string;
let texasAdmin: string;
const cookies = new Map<string, string>();

async function as(who?: string): Promise<string | undefined> {
  if (!who) return undefined;
  if (!cookies.has(who)) cookies.set(who, await t.signIn(who));
  return cookies.get(who);
}
const school = `/api/organizations/${DEMO_SCHOOL_ID}`;

/** Approved drives straight into the table. */
async function approvedDrive(studentId: string, minutes: number, night = 0) {
  const start = new Date(Date.now() - 10 * 86_400_000 - Math.random() * 1e9);
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
      timeZone: 'America/Los_Angeles',
      durationMinutes: minutes,
      nightMinutes: night,
      nightMinutesComputed: night,
      weather: '[]',
      roadTypes: '[]',
      skills: '[]',
      notes: '',
      startLabel: '',
      endLabel: '',
      status: 'approved',
      source: 'manual',
      createdBy: studentId,
      updatedAt: new Date(),
    })
    .execute();
}

async function issue(who: string, body: Record<string, unknown>, orgUrl = school) {
  return t.request({ method: 'POST', url: `${orgUrl}/certificates`, cookie: await as(who), payload: body });
}

async function verify(number: string) {
  return t.request({ method: 'GET', url: `/api/certificate-verification/${encodeURIComponent(number)}` });
}

beforeAll(async () => {
  t = await createTestApp();
  [jamie, riley] = await Promise.all([t.userId('student'), t.userId('student2')]);
  ready = (
    await createPerson(t.app, {
      role: 'student',
      organizationId: DEMO_SCHOOL_ID,
      state: 'CA',
      firstName: 'Reza',
      lastName: 'Ready',
      email: 'reza.ready@example.test',
    })
  ).id;
  // California: 50 hours, 10 of them at night.
  await approvedDrive(ready, 40 * 60, 0);
  await approvedDrive(ready, 10 * 60, 10 * 60);
  otherSchool = await createSchool(t.app, { state: 'CA' });
  otherOwner = (await createPerson(t.app, { role: 'organization', organizationId: otherSchool, state: 'CA' })).email;
  otherStudent = (await createPerson(t.app, { role: 'student', organizationId: otherSchool, state: 'CA' })).id;
  texasAdmin = (await createPerson(t.app, { role: 'state-admin', state: 'TX' })).email;
});
afterAll(() => t?.close());

describe('signed out', () => {
  it('answers 401 on every private route and serves the public ones', async () => {
    for (const [method, url] of [
      ['GET', `${school}/certificates`],
      ['GET', `${school}/certificate-candidates`],
      ['PUT', `${school}/certificate-criteria`],
      ['POST', `${school}/certificates`],
      ['POST', '/api/certificates/x/revoke'],
      ['GET', `/api/students/${jamie}/certificates`],
      ['GET', '/api/certificate-counts'],
    ] as const)
      expectError(await t.request({ method, url, payload: method === 'GET' ? undefined : {} }), 401, 'unauthenticated');
    const keys = expectOk<CertificateKeys>(await t.request({ method: 'GET', url: '/api/certificate-keys' }));
    expect(keys.algorithm).toBe('Ed25519');
    expect(keys.keys.filter((k) => k.active)).toHaveLength(1);
    expect(keys.keys[0]!.pem).toContain('BEGIN PUBLIC KEY');
    expect(keys.keys[0]!.keyId).toBe(t.app.certificateKeys.activeKeyId);
  });
});

describe('candidates and criteria', () => {
  it('shows each student what they lack, by type', async () => {
    const body = expectOk<CertificateCandidates>(
      await t.request({ method: 'GET', url: `${school}/certificate-candidates`, cookie: await as('owner') }),
    );
    expect(body.criteria).toEqual({ lessonsRequired: 0, mockExamRequired: true });
    const reza = body.students.find((s) => s.studentId === ready)!;
    expect(reza).toMatchObject({
      approvedMinutes: 3000,
      nightMinutes: 600,
      requiredMinutes: 3000,
      requiredNightMinutes: 600,
    });
    expect(reza.types['supervised-hours']).toEqual({ eligible: true, gaps: [], certificate: null });
    expect(reza.types['driver-education'].gaps).toEqual(['mock-exam']);
    expect(body.students.every((s) => s.studentId !== otherStudent)).toBe(true);
  });

  it('refuses other roles and other schools', async () => {
    const url = `${school}/certificate-candidates`;
    expectError(await t.request({ method: 'GET', url, cookie: await as('teacher') }), 403, 'forbidden');
    expectError(await t.request({ method: 'GET', url, cookie: await as('student') }), 403, 'forbidden');
    expectError(await t.request({ method: 'GET', url, cookie: await as(otherOwner) }), 404, 'not-found');
    expectOk(await t.request({ method: 'GET', url, cookie: await as('admin') }));
  });

  it('lets the school set its driver-education criteria, audited', async () => {
    const url = `${school}/certificate-criteria`;
    const payload = { lessonsRequired: 0, mockExamRequired: false };
    expectError(await t.request({ method: 'PUT', url, cookie: await as('teacher'), payload }), 403, 'forbidden');
    expectError(await t.request({ method: 'PUT', url, cookie: await as('admin'), payload }), 403, 'forbidden');
    expectError(
      await t.request({
        method: 'PUT',
        url: `/api/organizations/${otherSchool}/certificate-criteria`,
        cookie: await as('owner'),
        payload,
      }),
      404,
      'not-found',
    );
    expectError(
      await t.request({
        method: 'PUT',
        url,
        cookie: await as('owner'),
        payload: { lessonsRequired: -1, mockExamRequired: true },
      }),
      400,
      'validation-failed',
    );
    expect(expectOk(await t.request({ method: 'PUT', url, cookie: await as('orgadmin'), payload })).criteria).toEqual(
      payload,
    );
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'organization.certificate-criteria')
      .execute();
    expect(audit).toHaveLength(1);
    // Back to the default for the rest of the file.
    expectOk(
      await t.request({
        method: 'PUT',
        url,
        cookie: await as('owner'),
        payload: { lessonsRequired: 0, mockExamRequired: true },
      }),
    );
  });
});

describe('issuing', () => {
  let rezaCertificate: Certificate;

  it('issues on the criteria, refuses who lacks them, and reports every student', async () => {
    const result = expectOk<IssueCertificatesResult>(
      await issue('owner', {
        type: 'supervised-hours',
        studentIds: [ready, jamie, otherStudent, 'nobody'],
        timeZone: 'America/Los_Angeles',
      }),
    );
    const by = new Map(result.results.map((r) => [r.studentId, r]));
    expect(by.get(ready)!.outcome).toBe('issued');
    expect(by.get(jamie)!.outcome).toBe('not-eligible');
    expect(by.get(jamie)!.gaps.length).toBeGreaterThan(0);
    expect(by.get(otherStudent)!.outcome).toBe('not-found');
    expect(by.get('nobody')!.outcome).toBe('not-found');
    rezaCertificate = by.get(ready)!.certificate!;
    expect(rezaCertificate).toMatchObject({
      type: 'supervised-hours',
      studentName: 'Reza Ready',
      minutes: 3000,
      nightMinutes: 600,
      state: 'CA',
      status: 'valid',
      manualReason: null,
      keyId: t.app.certificateKeys.activeKeyId,
    });
    expect(parseCertificateNumber(rezaCertificate.number)).toEqual({ ok: true, number: rezaCertificate.number });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('entityId', '=', rezaCertificate.id).execute();
    expect(audit.map((a) => a.action)).toEqual(['certificate.issue']);
  });

  it('never gives a student two valid certificates of one type', async () => {
    const again = expectOk<IssueCertificatesResult>(
      await issue('orgadmin', { type: 'supervised-hours', studentIds: [ready] }),
    );
    expect(again.results[0]).toMatchObject({ outcome: 'already-issued', certificate: { id: rezaCertificate.id } });
    // Two issuers at the same moment: one certificate.
    const student = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID })).id;
    const both = await Promise.all(
      [1, 2, 3].map(() =>
        issue('owner', {
          type: 'driver-education',
          studentIds: [student],
          manualReason: 'Completed the course elsewhere',
        }),
      ),
    );
    const outcomes = both.map((r) => expectOk<IssueCertificatesResult>(r).results[0]!.outcome).sort();
    expect(outcomes).toEqual(['already-issued', 'already-issued', 'issued']);
    const rows = await t.db.selectFrom('certificate').select('id').where('studentId', '=', student).execute();
    expect(rows).toHaveLength(1);
  });

  it('issues by hand with a recorded reason', async () => {
    const result = expectOk<IssueCertificatesResult>(
      await issue('owner', {
        type: 'driver-education',
        studentIds: [jamie],
        manualReason: 'Course completed at our Elk Grove branch',
      }),
    );
    expect(result.results[0]).toMatchObject({
      outcome: 'issued',
      certificate: { manualReason: 'Course completed at our Elk Grove branch', studentId: jamie },
    });
  });

  it('e-mails the student and linked parents in their language', async () => {
    await t.app.background.idle();
    const student = await mailsTo(t.db, 'reza.ready@example.test', 'certificate-issued');
    expect(student).toHaveLength(1);
    expect(student[0]!.text).toContain(rezaCertificate.number);
    const parent = await mailsTo(t.db, 'parent@roadlog.test', 'certificate-issued');
    expect(parent.some((m) => m.subject.includes('Jamie'))).toBe(true);
  });

  it('refuses bad input, other roles and other schools', async () => {
    expectError(await issue('owner', { type: 'supervised-hours', studentIds: [] }), 400, 'validation-failed');
    expectError(await issue('owner', { type: 'gold-star', studentIds: [ready] }), 400, 'validation-failed');
    expectError(
      await issue('owner', { type: 'driver-education', studentIds: [ready], manualReason: ' ' }),
      400,
      'validation-failed',
    );
    expectError(
      await issue('owner', { type: 'driver-education', studentIds: Array.from({ length: 501 }, (_, i) => `s${i}`) }),
      400,
      'validation-failed',
    );
    expectError(await issue('teacher', { type: 'supervised-hours', studentIds: [ready] }), 403, 'forbidden');
    expectError(await issue('admin', { type: 'supervised-hours', studentIds: [ready] }), 403, 'forbidden');
    expectError(await issue('student', { type: 'supervised-hours', studentIds: [ready] }), 403, 'forbidden');
    expectError(
      await issue(
        otherOwner,
        { type: 'supervised-hours', studentIds: [ready] },
        `/api/organizations/${DEMO_SCHOOL_ID}`,
      ),
      404,
      'not-found',
    );
  });

  it('lists them for the school, the student, linked parents, and nobody else', async () => {
    const list = expectOk<SchoolCertificates>(
      await t.request({ method: 'GET', url: `${school}/certificates`, cookie: await as('owner') }),
    );
    expect(list.counts.valid).toBe(3);
    expect(list.counts.byType['supervised-hours'].valid).toBe(1);
    const filtered = expectOk<SchoolCertificates>(
      await t.request({
        method: 'GET',
        url: `${school}/certificates?type=driver-education`,
        cookie: await as('admin'),
      }),
    );
    expect(filtered.certificates.every((c) => c.type === 'driver-education')).toBe(true);
    expectError(
      await t.request({ method: 'GET', url: `${school}/certificates?status=lost`, cookie: await as('owner') }),
      400,
      'validation-failed',
    );
    expectError(
      await t.request({ method: 'GET', url: `${school}/certificates`, cookie: await as('teacher') }),
      403,
      'forbidden',
    );
    expectError(
      await t.request({ method: 'GET', url: `${school}/certificates`, cookie: await as(otherOwner) }),
      404,
      'not-found',
    );
    expectError(
      await t.request({ method: 'GET', url: `${school}/certificates`, cookie: await as(texasAdmin) }),
      404,
      'not-found',
    );
    expectOk(await t.request({ method: 'GET', url: `${school}/certificates`, cookie: await as('state') }));

    const own = expectOk(
      await t.request({ method: 'GET', url: `/api/students/${jamie}/certificates`, cookie: await as('student') }),
    );
    expect(own.certificates.map((c: Certificate) => c.type)).toEqual(['driver-education']);
    expectOk(
      await t.request({ method: 'GET', url: `/api/students/${jamie}/certificates`, cookie: await as('parent') }),
    );
    expectError(
      await t.request({ method: 'GET', url: `/api/students/${riley}/certificates`, cookie: await as('student') }),
      404,
      'not-found',
    );
    expectError(
      await t.request({ method: 'GET', url: `/api/students/${jamie}/certificates`, cookie: await as(otherOwner) }),
      404,
      'not-found',
    );
  });
});

describe('verification, tampering, revocation', () => {
  let certificate: Certificate;

  beforeAll(async () => {
    const student = (
      await createPerson(t.app, {
        role: 'student',
        organizationId: DEMO_SCHOOL_ID,
        firstName: 'Vera',
        lastName: 'Fied',
      })
    ).id;
    const result = expectOk<IssueCertificatesResult>(
      await issue('owner', {
        type: 'driver-education',
        studentIds: [student],
        manualReason: 'Transfer student, course done',
      }),
    );
    certificate = result.results[0]!.certificate!;
  });

  it('answers valid with what the paper shows and nothing else', async () => {
    const body = expectOk<CertificateVerification>(await verify(certificate.number));
    expect(body).toEqual({
      number: certificate.number,
      result: 'valid',
      certificate: {
        type: 'driver-education',
        student: 'Vera Fied',
        school: certificate.schoolName,
        state: certificate.state,
        issuedOn: certificate.issuedOn,
        minutes: 0,
        nightMinutes: 0,
        keyId: certificate.keyId,
      },
      revokedOn: null,
    });
    // Typed in lower case, with spaces: the same certificate.
    expect(
      expectOk<CertificateVerification>(await verify(certificate.number.toLowerCase().replace(/-/g, ' '))).result,
    ).toBe('valid');
  });

  it('catches a typo before any lookup, and answers not found in the same time', async () => {
    const symbols = certificate.number.replace(/-/g, '');
    const typo = `${symbols[1]}${symbols[0]}${symbols.slice(2)}`;
    if (typo !== symbols) expectError(await verify(typo), 400, 'certificate-number-invalid');
    expectError(await verify('ABC'), 400, 'certificate-number-invalid');
    expectError(await verify('0OI-1LZ-000'), 400, 'certificate-number-invalid');
    const missing = (() => {
      for (;;) {
        const n = parseCertificateNumber(
          `222-222-22${'23456789ABCDEFGHJKMNPQRSTVWXY'[Math.floor(Math.random() * 29)]}`,
        );
        if (n.ok) return n.number;
      }
    })();
    const started = performance.now();
    const body = expectOk<CertificateVerification>(await verify(missing));
    expect(performance.now() - started).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    expect(body).toEqual({ number: missing, result: 'not-found', certificate: null, revokedOn: null });
  });

  it('reports an altered row as an invalid signature', async () => {
    await t.db.updateTable('certificate').set({ minutes: 6000 }).where('id', '=', certificate.id).execute();
    const body = expectOk<CertificateVerification>(await verify(certificate.number));
    expect(body).toMatchObject({ result: 'invalid-signature', certificate: null });
    await t.db.updateTable('certificate').set({ minutes: 0 }).where('id', '=', certificate.id).execute();
    expect(expectOk<CertificateVerification>(await verify(certificate.number)).result).toBe('valid');
  });

  it('signs content that the published key checks offline', async () => {
    const row = await t.db
      .selectFrom('certificate')
      .selectAll()
      .where('id', '=', certificate.id)
      .executeTakeFirstOrThrow();
    const canonical = canonicalContent(contentOf(row));
    const payload = encodeSignedPayload(canonical, Buffer.from(row.signature, 'base64url'));
    const decoded = decodeSignedPayload(payload)!;
    expect(decoded.content.number).toBe(certificate.number);
    const keys = expectOk<CertificateKeys>(await t.request({ method: 'GET', url: '/api/certificate-keys' }));
    const key = crypto.createPublicKey(keys.keys.find((k) => k.keyId === decoded.content.keyId)!.pem);
    expect(crypto.verify(null, Buffer.from(decoded.canonical), key, decoded.signature)).toBe(true);

    // The documented command, with nothing but the QR text and the published keys.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-cert-'));
    try {
      const keysFile = path.join(dir, 'keys.json');
      fs.writeFileSync(keysFile, JSON.stringify(keys));
      const link = verificationLink('https://roadlog.example', certificate.number, payload);
      const run = (text: string) =>
        spawnSync(process.execPath, ['scripts/verify-certificate.mjs', text, keysFile], { encoding: 'utf8' });
      const good = run(link);
      expect(good.status).toBe(0);
      expect(good.stdout).toContain(`Signature: valid (Ed25519, key ${certificate.keyId})`);
      const forged = encodeSignedPayload(
        canonical.replace('"minutes":0', '"minutes":3000'),
        Buffer.from(row.signature, 'base64url'),
      );
      const bad = run(verificationLink('https://roadlog.example', certificate.number, forged));
      expect(bad.status).toBe(1);
      expect(bad.stdout).toContain('INVALID');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('revokes with a reason, for its school and admins only, and verification says so at once', async () => {
    const url = `/api/certificates/${certificate.id}/revoke`;
    const payload = { reason: 'Issued to the wrong student' };
    expectError(await t.request({ method: 'POST', url, cookie: await as('teacher'), payload }), 403, 'forbidden');
    expectError(await t.request({ method: 'POST', url, cookie: await as('state'), payload }), 403, 'forbidden');
    expectError(await t.request({ method: 'POST', url, cookie: await as(otherOwner), payload }), 404, 'not-found');
    expectError(
      await t.request({ method: 'POST', url, cookie: await as('owner'), payload: { reason: '' } }),
      400,
      'validation-failed',
    );
    expectError(
      await t.request({ method: 'POST', url: '/api/certificates/nope/revoke', cookie: await as('owner'), payload }),
      404,
      'not-found',
    );
    const revoked = expectOk(await t.request({ method: 'POST', url, cookie: await as('owner'), payload }))
      .certificate as Certificate;
    expect(revoked).toMatchObject({ status: 'revoked', revokedReason: payload.reason });
    expect(revoked.revokedByName).toBeTruthy();
    expectError(
      await t.request({ method: 'POST', url, cookie: await as('admin'), payload }),
      409,
      'certificate-already-revoked',
    );
    const body = expectOk<CertificateVerification>(await verify(certificate.number));
    expect(body.result).toBe('revoked');
    expect(body.revokedOn).toBe(new Date().toISOString().slice(0, 10));
    const audit = await t.db.selectFrom('auditLog').select('action').where('entityId', '=', certificate.id).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['certificate.issue', 'certificate.revoke']);
    // Revoked, the student may get a new one.
    const again = expectOk<IssueCertificatesResult>(
      await issue('owner', {
        type: 'driver-education',
        studentIds: [certificate.studentId!],
        manualReason: 'Reissued correctly',
      }),
    );
    expect(again.results[0]!.outcome).toBe('issued');
  });

  it('lets a platform admin revoke any school’s certificate', async () => {
    const other = (await createPerson(t.app, { role: 'student', organizationId: DEMO_SCHOOL_ID })).id;
    const issued = expectOk<IssueCertificatesResult>(
      await issue('owner', { type: 'driver-education', studentIds: [other], manualReason: 'Course done' }),
    ).results[0]!.certificate!;
    const revoked = expectOk(
      await t.request({
        method: 'POST',
        url: `/api/certificates/${issued.id}/revoke`,
        cookie: await as('admin'),
        payload: { reason: 'Fraud report' },
      }),
    );
    expect(revoked.certificate.status).toBe('revoked');
  });
});

describe('counts', () => {
  it('counts by state for admins and state admins only', async () => {
    const all = expectOk(await t.request({ method: 'GET', url: '/api/certificate-counts', cookie: await as('admin') }));
    expect(all.counts.valid + all.counts.revoked).toBeGreaterThanOrEqual(5);
    const ca = expectOk(
      await t.request({ method: 'GET', url: '/api/certificate-counts?state=CA', cookie: await as('admin') }),
    );
    expect(ca.counts).toEqual(all.counts);
    const tx = expectOk(
      await t.request({ method: 'GET', url: '/api/certificate-counts?state=CA', cookie: await as(texasAdmin) }),
    );
    expect(tx.counts.valid + tx.counts.revoked).toBe(0);
    const state = expectOk(
      await t.request({ method: 'GET', url: '/api/certificate-counts', cookie: await as('state') }),
    );
    expect(state.counts).toEqual(all.counts);
    expectError(
      await t.request({ method: 'GET', url: '/api/certificate-counts', cookie: await as('owner') }),
      403,
      'forbidden',
    );
    expectError(
      await t.request({ method: 'GET', url: '/api/certificate-counts?state=California', cookie: await as('admin') }),
      400,
      'validation-failed',
    );
  });
});

describe('key rotation', () => {
  it('keeps older certificates valid with their published key, and refuses them once it is dropped', async () => {
    const old = await t.db
      .selectFrom('certificate')
      .selectAll()
      .where('status', '=', 'valid')
      .executeTakeFirstOrThrow();
    const oldKey = rawPublicKey(crypto.createPublicKey(t.app.certificateKeys.publish().keys[0]!.pem)).toString(
      'base64url',
    );
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const rotated = await createTestApp({
      database: t.database,
      seed: false,
      env: { CERTIFICATE_SIGNING_KEY: pem.replace(/\n/g, '\\n'), CERTIFICATE_VERIFY_KEYS: oldKey },
    });
    try {
      expect(rotated.app.certificateKeys.activeKeyId).not.toBe(old.keyId);
      const keys = expectOk<CertificateKeys>(await rotated.request({ method: 'GET', url: '/api/certificate-keys' }));
      expect(keys.keys.map((k) => [k.keyId, k.active])).toEqual(
        expect.arrayContaining([
          [old.keyId, false],
          [rotated.app.certificateKeys.activeKeyId, true],
        ]),
      );
      const body = expectOk<CertificateVerification>(
        await rotated.request({ method: 'GET', url: `/api/certificate-verification/${old.number}` }),
      );
      expect(body.result).toBe('valid');
      const owner = await rotated.signIn('owner');
      const student = (await createPerson(rotated.app, { role: 'student', organizationId: DEMO_SCHOOL_ID })).id;
      const fresh = expectOk<IssueCertificatesResult>(
        await rotated.request({
          method: 'POST',
          url: `${school}/certificates`,
          cookie: owner,
          payload: { type: 'driver-education', studentIds: [student], manualReason: 'After rotation' },
        }),
      ).results[0]!.certificate!;
      expect(fresh.keyId).toBe(rotated.app.certificateKeys.activeKeyId);
    } finally {
      await rotated.close();
    }
    const forgetful = await createTestApp({
      database: t.database,
      seed: false,
      env: { CERTIFICATE_SIGNING_KEY: pem.replace(/\n/g, '\\n') },
    });
    try {
      const body = expectOk<CertificateVerification>(
        await forgetful.request({ method: 'GET', url: `/api/certificate-verification/${old.number}` }),
      );
      expect(body.result).toBe('invalid-signature');
    } finally {
      await forgetful.close();
    }
  });
});
