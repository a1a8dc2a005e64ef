/**
 * Certificate numbers, canonical content and the signed payload a certificate's QR code carries
 * (docs/product/certificates.md). Shared: the server signs and checks, the verification page checks
 * numbers before any lookup and checks a scanned payload's signature in the browser.
 *
 * No Node or DOM APIs here: base64url and UTF-8 are done by hand so both sides get the same bytes.
 */

export const CERTIFICATE_TYPES = ['supervised-hours', 'driver-education'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

/**
 * 29 symbols: digits and capitals without 0/O, 1/I/L, U (read as V) and Z (read as 2). 29 is prime,
 * so the weighted check below catches every single wrong symbol and every swap of two neighbors.
 */
export const NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXY';
const BASE = NUMBER_ALPHABET.length;
/** Symbols of a number before its check symbol. 29^8 ≈ 5·10^11 numbers: not worth guessing. */
export const NUMBER_BODY_LENGTH = 8;
/** "K7M-Q9X-T4C": three groups of three, the last symbol is the check. */
export const NUMBER_PATTERN =
  /^[23456789ABCDEFGHJKMNPQRSTVWXY]{3}-[23456789ABCDEFGHJKMNPQRSTVWXY]{3}-[23456789ABCDEFGHJKMNPQRSTVWXY]{3}$/;

/** The check symbol of a number's body: Σ (position+1)·value mod 29. */
export function checkSymbol(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const value = NUMBER_ALPHABET.indexOf(body[i]!);
    if (value < 0) throw new Error(`not a number symbol: ${body[i]}`);
    sum += (i + 1) * value;
  }
  return NUMBER_ALPHABET[sum % BASE]!;
}

/** A new number from random bytes (one per symbol; the caller supplies them: crypto on the server). */
export function makeCertificateNumber(random: Uint8Array): string {
  if (random.length < NUMBER_BODY_LENGTH) throw new Error('not enough random bytes');
  let body = '';
  // 256 mod 29 ≠ 0: take only bytes below 232 (= 8·29) so every symbol is equally likely.
  for (const byte of random) {
    if (body.length === NUMBER_BODY_LENGTH) break;
    if (byte < BASE * Math.floor(256 / BASE)) body += NUMBER_ALPHABET[byte % BASE];
  }
  if (body.length < NUMBER_BODY_LENGTH) throw new Error('not enough usable random bytes');
  return formatNumber(body + checkSymbol(body));
}

function formatNumber(symbols: string): string {
  return `${symbols.slice(0, 3)}-${symbols.slice(3, 6)}-${symbols.slice(6, 9)}`;
}

export type NumberProblem = 'empty' | 'length' | 'symbol' | 'check';
export type ParsedNumber = { ok: true; number: string } | { ok: false; problem: NumberProblem };

/**
 * What a person typed or read out, as a number: case, spaces, dashes and dots do not matter, and
 * Z and U, which the alphabet leaves out, are read as the 2 and V they resemble. A wrong check symbol is caught here, before any lookup.
 */
export function parseCertificateNumber(input: string): ParsedNumber {
  const symbols = input
    .toUpperCase()
    .replace(/[\s\-–—.·_/]/g, '')
    .replace(/Z/g, '2')
    .replace(/U/g, 'V');
  if (!symbols) return { ok: false, problem: 'empty' };
  if (symbols.length !== NUMBER_BODY_LENGTH + 1) return { ok: false, problem: 'length' };
  for (const c of symbols) if (!NUMBER_ALPHABET.includes(c)) return { ok: false, problem: 'symbol' };
  const body = symbols.slice(0, NUMBER_BODY_LENGTH);
  if (checkSymbol(body) !== symbols[NUMBER_BODY_LENGTH]) return { ok: false, problem: 'check' };
  return { ok: true, number: formatNumber(symbols) };
}

/**
 * What a certificate's signature covers: everything printed on it that a reader relies on. The
 * status (revoked or not) is not signed: it changes after issue and only the online check knows it.
 */
export interface CertificateContent {
  /** Format version of this content. */
  v: 1;
  number: string;
  type: CertificateType;
  /** The student's full name at issue. */
  student: string;
  school: string;
  /** The state whose rule applied (two letters), or null. */
  state: string | null;
  /** Issue date, YYYY-MM-DD (UTC). */
  issuedOn: string;
  /** Approved supervised minutes at issue, and of them at night. */
  minutes: number;
  nightMinutes: number;
  /** The signing key's id (published at GET /api/certificate-keys). */
  keyId: string;
}

/**
 * The canonical form: compact JSON with the fields in the order above. This exact string (UTF-8)
 * is what is signed and what the QR code carries, so a checker never rebuilds it.
 */
export function canonicalContent(c: CertificateContent): string {
  return JSON.stringify({
    v: c.v,
    number: c.number,
    type: c.type,
    student: c.student,
    school: c.school,
    state: c.state,
    issuedOn: c.issuedOn,
    minutes: c.minutes,
    nightMinutes: c.nightMinutes,
    keyId: c.keyId,
  });
}

/** Reads canonical content back, or null when it is not exactly a canonical form. */
export function parseCanonicalContent(text: string): CertificateContent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const c = value as Record<string, unknown>;
  const ok =
    c.v === 1 &&
    typeof c.number === 'string' &&
    (CERTIFICATE_TYPES as readonly unknown[]).includes(c.type) &&
    typeof c.student === 'string' &&
    typeof c.school === 'string' &&
    (c.state === null || typeof c.state === 'string') &&
    typeof c.issuedOn === 'string' &&
    Number.isInteger(c.minutes) &&
    Number.isInteger(c.nightMinutes) &&
    typeof c.keyId === 'string';
  if (!ok) return null;
  const content = c as unknown as CertificateContent;
  // Anything but the exact canonical bytes (extra fields, other order, spacing) is refused.
  return canonicalContent(content) === text ? content : null;
}

// ---- UTF-8 and base64url, the same on both sides ----

export function utf8Encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function utf8Decode(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function base64UrlEncode(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]!;
    if (i + 1 < bytes.length) out += B64[(n >> 6) & 63]!;
    if (i + 2 < bytes.length) out += B64[n & 63]!;
  }
  return out;
}

export function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const c of text) {
    buffer = (buffer << 6) | B64.indexOf(c);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 255);
    }
  }
  return new Uint8Array(out);
}

/** An Ed25519 signature is 64 bytes. */
export const SIGNATURE_BYTES = 64;

/**
 * The signed payload in a QR code: `<content>.<signature>`, both base64url. It travels in the
 * verification link's fragment (`#c=…`), which browsers never send to the server.
 */
export function encodeSignedPayload(canonical: string, signature: Uint8Array): string {
  return `${base64UrlEncode(utf8Encode(canonical))}.${base64UrlEncode(signature)}`;
}

export interface SignedPayload {
  canonical: string;
  content: CertificateContent;
  signature: Uint8Array;
}

export function decodeSignedPayload(payload: string): SignedPayload | null {
  const [contentPart, signaturePart, ...rest] = payload.split('.');
  if (!contentPart || !signaturePart || rest.length) return null;
  const contentBytes = base64UrlDecode(contentPart);
  const signature = base64UrlDecode(signaturePart);
  if (!contentBytes || !signature || signature.length !== SIGNATURE_BYTES) return null;
  const canonical = utf8Decode(contentBytes);
  const content = canonical === null ? null : parseCanonicalContent(canonical);
  if (!content || canonical === null) return null;
  return { canonical, content, signature };
}

/** The verification link a certificate's QR code holds. */
export function verificationLink(origin: string, number: string, payload?: string): string {
  const url = `${origin.replace(/\/$/, '')}/verify-certificate?number=${encodeURIComponent(number)}`;
  return payload ? `${url}#c=${payload}` : url;
}

/**
 * What a scanned or pasted text holds: a verification link (number, and the signed payload when
 * present), or a bare number.
 */
export function readVerificationText(text: string): { number: string | null; payload: string | null } {
  const trimmed = text.trim();
  const hash = /#(?:.*&)?c=([A-Za-z0-9_.-]+)/.exec(trimmed);
  const query = /[?&]number=([^&#]+)/.exec(trimmed);
  if (query || hash) {
    let raw: string | null = null;
    try {
      raw = query ? decodeURIComponent(query[1]!) : null;
    } catch {
      raw = null;
    }
    return { number: raw, payload: hash ? hash[1]! : null };
  }
  return { number: trimmed || null, payload: null };
}
