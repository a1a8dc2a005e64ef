/**
 * The public check of a certificate number (docs/product/certificates.md#verification). It shows
 * what the paper shows and whether it still holds: valid, revoked (with the date), not found, or
 * an invalid signature when the stored record no longer matches what was signed. Every answer
 * takes at least ANSWER_FLOOR_MS, found or not, so its timing does not tell which numbers exist.
 */
import type { FastifyInstance } from 'fastify';
import type { CertificateVerification } from '../../../shared/api/certificates.js';
import { parseCertificateNumber } from '../../../shared/certificates.js';
import { AppError } from '../../errors.js';
import { canonicalOf } from './repository.js';

/** Far above the work itself (one indexed read and one Ed25519 check, a few ms). */
export const ANSWER_FLOOR_MS = 150;

/** 64 zero bytes: a well-formed signature that never checks, so the dummy check does the full work. */
const DUMMY_SIGNATURE = 'A'.repeat(86);
const DUMMY = {
  number: '222-222-222',
  type: 'supervised-hours' as const,
  studentName: '',
  schoolName: '',
  state: null,
  issuedOn: '2000-01-01',
  minutes: 0,
  nightMinutes: 0,
  keyId: '',
};

export async function verifyCertificate(
  app: FastifyInstance,
  input: string,
  floorMs = ANSWER_FLOOR_MS,
): Promise<CertificateVerification> {
  const started = performance.now();
  const parsed = parseCertificateNumber(input);
  if (!parsed.ok)
    throw new AppError('certificate-number-invalid', 'This is not a valid certificate number: check each character.');
  const row = await app.db.selectFrom('certificate').selectAll().where('number', '=', parsed.number).executeTakeFirst();
  // The same work either way: a signature check runs whether or not the number exists.
  const keys = app.certificateKeys;
  const signed = keys.verify(
    row?.keyId ?? keys.activeKeyId,
    canonicalOf(row ?? DUMMY),
    row?.signature ?? DUMMY_SIGNATURE,
  );
  const answer: CertificateVerification = !row
    ? { number: parsed.number, result: 'not-found', certificate: null, revokedOn: null }
    : row.anonymizedAt
      ? // The student's data was erased (docs/product/data-deletion.md): revoked, and nothing about them.
        {
          number: parsed.number,
          result: 'revoked',
          certificate: null,
          revokedOn: row.revokedAt ? new Date(row.revokedAt).toISOString().slice(0, 10) : null,
        }
      : {
          number: parsed.number,
          result: !signed ? 'invalid-signature' : row.status === 'revoked' ? 'revoked' : 'valid',
          // An altered record's details are not repeated: nothing in them can be trusted.
          certificate: !signed
            ? null
            : {
                type: row.type,
                student: row.studentName,
                school: row.schoolName,
                state: row.state,
                issuedOn: row.issuedOn,
                minutes: row.minutes,
                nightMinutes: row.nightMinutes,
                keyId: row.keyId,
              },
          revokedOn: row.revokedAt ? new Date(row.revokedAt).toISOString().slice(0, 10) : null,
        };
  const wait = floorMs - (performance.now() - started);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return answer;
}
