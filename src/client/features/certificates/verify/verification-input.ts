/**
 * What the verification page checks, read from its address, a pasted text or a scanned QR code
 * (docs/product/certificates.md): the number, checked before any request, and the signed payload
 * when the text is a certificate's link.
 */
import {
  decodeSignedPayload,
  parseCertificateNumber,
  readVerificationText,
  type NumberProblem,
} from '../../../../shared/certificates';

export interface VerificationRequest {
  /** What the number field shows. */
  input: string;
  /** Why the number cannot be checked, or null. */
  problem: NumberProblem | null;
  /** The number to look up (formatted), when it is one. */
  number: string | null;
  /** The signed payload from the link's fragment, when there is one. */
  payload: string | null;
}

/**
 * Reads a link (`…/verify-certificate?number=K7M-Q9X-T4C#c=…`, or just its `?number=…#c=…` part)
 * or a bare number. A link whose number is missing takes the one its signed content names.
 */
export function readVerificationRequest(text: string): VerificationRequest {
  const { number: raw, payload } = readVerificationText(text);
  const candidate = raw ?? (payload ? decodeSignedPayload(payload)?.content.number : null) ?? '';
  if (!candidate.trim()) return { input: '', problem: null, number: null, payload: null };
  const parsed = parseCertificateNumber(candidate);
  if (!parsed.ok)
    return { input: candidate.trim().toUpperCase(), problem: parsed.problem, number: null, payload: null };
  return { input: parsed.number, problem: null, number: parsed.number, payload };
}

/** True when a text typed or pasted into the number field is a verification link rather than a number. */
export function isVerificationLink(text: string): boolean {
  return /[?&]number=/.test(text) || readVerificationText(text).payload !== null;
}
