/**
 * The certificate as a PDF (docs/product/certificates.md#the-pdf): for whoever may see the student,
 * and for the school's admins and platform admins (who may revoke it). The QR code holds the
 * verification link with the signed content in its fragment, so the paper checks without Roadlog.
 */
import type { FastifyInstance } from 'fastify';
import { canRevokeCertificate, canViewStudent } from '../../../shared/access.js';
import { base64UrlDecode, encodeSignedPayload, verificationLink } from '../../../shared/certificates.js';
import type { CurrentUser } from '../../auth/session.js';
import { notFound } from '../../errors.js';
import { exportFileName } from '../drive-logs/export/document-text.js';
import { requirementFor } from '../requirements/requirements.js';
import { findStudent, studentRef } from '../students/load-student.js';
import { buildCertificatePdf } from './pdf/build-certificate-pdf.js';
import { canonicalOf } from './repository.js';

export async function certificatePdf(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
  lang: string | undefined,
): Promise<{ fileName: string; body: Buffer }> {
  const row = await app.db.selectFrom('certificate').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Certificate');
  const student = row.studentId ? await findStudent(app.db, row.studentId) : null;
  const allowed = canRevokeCertificate(actor, row) || (student !== null && canViewStudent(actor, studentRef(student)));
  if (!allowed) throw notFound('Certificate');
  const [issuer, logo, studentProfile] = await Promise.all([
    row.issuedBy
      ? app.db.selectFrom('user').select('name').where('id', '=', row.issuedBy).executeTakeFirst()
      : undefined,
    row.organizationId
      ? app.db
          .selectFrom('organizationLogo')
          .select(['contentType', 'data'])
          .where('organizationId', '=', row.organizationId)
          .executeTakeFirst()
      : undefined,
    row.studentId
      ? app.db.selectFrom('user').select('preferredLanguage').where('id', '=', row.studentId).executeTakeFirst()
      : undefined,
  ]);
  const payload = encodeSignedPayload(canonicalOf(row), base64UrlDecode(row.signature) ?? new Uint8Array());
  const requirement = requirementFor(row.state);
  const bytes = await buildCertificatePdf({
    certificate: {
      number: row.number,
      type: row.type,
      studentName: row.studentName,
      schoolName: row.schoolName,
      state: row.state,
      stateName: requirement?.name ?? null,
      issuedOn: row.issuedOn,
      minutes: row.minutes,
      nightMinutes: row.nightMinutes,
      issuedByName: issuer?.name ?? null,
      manualReason: row.manualReason,
      status: row.status,
      revokedOn: row.revokedAt ? new Date(row.revokedAt).toISOString().slice(0, 10) : null,
    },
    logo: logo ? { contentType: logo.contentType, data: new Uint8Array(logo.data) } : null,
    verifyUrl: verificationLink(app.config.baseUrl, row.number, payload),
    verifyUrlShort: verificationLink(app.config.baseUrl, row.number),
    lng: lang ?? studentProfile?.preferredLanguage ?? actor.profile.preferredLanguage ?? 'en',
    keyId: row.keyId,
  });
  const fileName = exportFileName(row.studentName, row.issuedOn, 'pdf').replace(/^roadlog-/, 'roadlog-certificate-');
  return { fileName, body: Buffer.from(bytes) };
}
