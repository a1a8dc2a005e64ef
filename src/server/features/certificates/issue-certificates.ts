/**
 * Issuing certificates (docs/product/certificates.md#issuing): to one or many of a school's
 * students at once, on the criteria, or by hand with a recorded reason. Each certificate's content
 * is signed with the active key and stored with its audit row in one transaction; a student never
 * holds two valid certificates of one type (a partial unique index decides between two issuers).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../shared/access.js';
import { canIssueCertificates } from '../../../shared/access.js';
import type { IssueCertificatesBody, IssueCertificatesResult } from '../../../shared/api/certificates.js';
import {
  base64UrlEncode,
  canonicalContent,
  makeCertificateNumber,
  type CertificateContent,
} from '../../../shared/certificates.js';
import { writeAudits } from '../../audit.js';
import { notFound } from '../../errors.js';
import { safeTimeZone } from '../organizations/organization-stats.js';
import { findOrganization } from '../organizations/repository.js';
import { findCandidates, findCriteria } from './candidates.js';
import { notifyCertificate } from './notify.js';
import { findCertificates } from './repository.js';

/** Today's date (YYYY-MM-DD) in `zone`. */
export function localDate(now: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: safeTimeZone(zone), dateStyle: 'short' }).format(now);
}

export function newCertificateNumber(): string {
  return makeCertificateNumber(crypto.randomBytes(24));
}

export async function issueCertificates(
  app: FastifyInstance,
  actor: Actor,
  organizationId: string,
  body: IssueCertificatesBody,
): Promise<IssueCertificatesResult> {
  const org = await findOrganization(app.db, organizationId);
  if (!org || !canIssueCertificates(actor, org)) throw notFound('School');
  const studentIds = [...new Set(body.studentIds)];
  const issuedOn = localDate(new Date(), body.timeZone ?? 'UTC');
  const keyring = app.certificateKeys;

  const outcome = await app.db.transaction().execute(async (trx) => {
    const criteria = (await findCriteria(trx, org.id))!;
    const candidates = new Map((await findCandidates(trx, org.id, criteria, studentIds)).map((c) => [c.studentId, c]));
    const rows = [];
    for (const id of studentIds) {
      const c = candidates.get(id);
      if (!c || c.types[body.type].certificate || (!c.types[body.type].eligible && !body.manualReason)) continue;
      const content: CertificateContent = {
        v: 1,
        number: newCertificateNumber(),
        type: body.type,
        student: c.name,
        school: org.name,
        state: c.state?.toUpperCase() ?? null,
        issuedOn,
        minutes: c.approvedMinutes,
        nightMinutes: c.nightMinutes,
        keyId: keyring.activeKeyId,
      };
      rows.push({
        id: crypto.randomUUID(),
        number: content.number,
        type: content.type,
        studentId: id,
        organizationId: org.id,
        studentName: content.student,
        schoolName: content.school,
        state: content.state,
        issuedOn: content.issuedOn,
        minutes: content.minutes,
        nightMinutes: content.nightMinutes,
        keyId: content.keyId,
        signature: base64UrlEncode(keyring.sign(canonicalContent(content))),
        // Recorded only where it was needed: a student who met the criteria got it on them.
        manualReason: c.types[body.type].eligible ? null : (body.manualReason ?? null),
        issuedBy: actor.id,
      });
    }
    const inserted = rows.length
      ? await trx
          .insertInto('certificate')
          .values(rows)
          // Another issuer got there first (between our read and this insert): theirs stands.
          .onConflict((oc) => oc.columns(['studentId', 'type']).where('status', '=', 'valid').doNothing())
          .returning(['id', 'studentId'])
          .execute()
      : [];
    const issued = new Set(inserted.map((r) => r.id));
    await writeAudits(
      trx,
      rows
        .filter((r) => issued.has(r.id))
        .map((r) => ({
          actorId: actor.id,
          action: 'certificate.issue',
          entity: 'certificate',
          entityId: r.id,
          after: { ...r, signature: undefined },
        })),
    );
    return { candidates, issuedIds: [...issued] };
  });

  const known = studentIds.filter((id) => outcome.candidates.has(id));
  const certificates = known.length
    ? await findCertificates(app.db, { studentIds: known, status: 'valid', type: body.type })
    : [];
  const byStudent = new Map(certificates.map((c) => [c.studentId, c]));
  const issuedSet = new Set(outcome.issuedIds);
  const results = studentIds.map((studentId) => {
    const c = outcome.candidates.get(studentId);
    if (!c) return { studentId, outcome: 'not-found' as const, gaps: [], certificate: null };
    const held = byStudent.get(studentId);
    if (held && issuedSet.has(held.id)) return { studentId, outcome: 'issued' as const, gaps: [], certificate: held };
    if (c.types[body.type].certificate || held)
      return { studentId, outcome: 'already-issued' as const, gaps: [], certificate: held ?? null };
    return { studentId, outcome: 'not-eligible' as const, gaps: c.types[body.type].gaps, certificate: null };
  });
  for (const r of results) if (r.outcome === 'issued' && r.certificate) notifyCertificate(app, 'issued', r.certificate);
  return { results };
}
