/**
 * The check a verification page makes on the device (docs/product/certificates.md): the signed
 * content a certificate's QR code carries, against Roadlog's published Ed25519 keys, with the
 * browser's WebCrypto. No request and no database: a printed certificate checks even when the
 * online lookup fails (revocation, though, only the online check can see).
 */
import type { CertificateKeys, CertificateVerification } from '../../../../shared/api/certificates';
import {
  base64UrlDecode,
  parseCanonicalContent,
  utf8Encode,
  type CertificateContent,
} from '../../../../shared/certificates';

export type SignatureCheck =
  /** The content is exactly what Roadlog signed with the published key `keyId`. */
  | { status: 'valid'; keyId: string }
  /** The signature does not match the content under the published key: altered or forged. */
  | { status: 'invalid'; keyId: string }
  /** The content names a key Roadlog has not published. */
  | { status: 'unknown-key'; keyId: string }
  /** The content is not a canonical certificate content. */
  | { status: 'malformed' }
  /** This browser has no Ed25519 in WebCrypto (or no WebCrypto: a page not served over https). */
  | { status: 'unsupported' };

export type PublishedKey = Pick<CertificateKeys['keys'][number], 'keyId' | 'publicKey'>;

const ED25519_PUBLIC_KEY_BYTES = 32;

/** Copies into a fresh ArrayBuffer-backed view (WebCrypto's BufferSource type wants one). */
function bytes(view: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(view.length));
  out.set(view);
  return out;
}

/**
 * Checks `signature` over `canonical` (the exact signed string) against the published key the
 * content names. `subtle` is the browser's by default (null without WebCrypto); tests pass others.
 */
export async function checkCertificateSignature(
  canonical: string,
  signature: Uint8Array,
  keys: readonly PublishedKey[],
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<SignatureCheck> {
  const content = parseCanonicalContent(canonical);
  if (!content) return { status: 'malformed' };
  const { keyId } = content;
  const key = keys.find((k) => k.keyId === keyId);
  const raw = key ? base64UrlDecode(key.publicKey) : null;
  if (!key || !raw || raw.length !== ED25519_PUBLIC_KEY_BYTES) return { status: 'unknown-key', keyId };
  if (!subtle) return { status: 'unsupported' };
  let publicKey: CryptoKey;
  try {
    publicKey = await subtle.importKey('raw', bytes(raw), { name: 'Ed25519' }, false, ['verify']);
  } catch {
    // NotSupportedError: a browser without Ed25519 in WebCrypto (the key's bytes were checked above).
    return { status: 'unsupported' };
  }
  try {
    const ok = await subtle.verify('Ed25519', publicKey, bytes(signature), bytes(utf8Encode(canonical)));
    return { status: ok ? 'valid' : 'invalid', keyId };
  } catch {
    return { status: 'invalid', keyId };
  }
}

/** The printed (signed) facts a reader relies on, compared with the online answer. */
export const COMPARED_FIELDS = [
  'number',
  'student',
  'school',
  'state',
  'type',
  'issuedOn',
  'minutes',
  'nightMinutes',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

/**
 * The fields where the signed content differs from Roadlog's records, or null when the online
 * answer has no record to compare with (not found, or no details).
 */
export function differencesFromRecords(
  content: CertificateContent,
  online: CertificateVerification,
): ComparedField[] | null {
  const record = online.certificate;
  if (!record) return null;
  const recorded: Record<ComparedField, string | number | null> = { ...record, number: online.number };
  return COMPARED_FIELDS.filter((field) => content[field] !== recorded[field]);
}
