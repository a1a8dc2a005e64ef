import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  base64UrlDecode,
  base64UrlEncode,
  canonicalContent,
  checkSymbol,
  decodeSignedPayload,
  encodeSignedPayload,
  makeCertificateNumber,
  NUMBER_ALPHABET,
  NUMBER_PATTERN,
  parseCanonicalContent,
  parseCertificateNumber,
  readVerificationText,
  verificationLink,
  type CertificateContent,
} from './certificates.js';

const bodyArb = fc
  .array(fc.constantFrom(...NUMBER_ALPHABET), { minLength: 8, maxLength: 8 })
  .map((symbols) => symbols.join(''));
const numberOf = (body: string) => {
  const s = body + checkSymbol(body);
  return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`;
};

describe('certificate numbers', () => {
  it('have no look-alike symbols and a prime-sized alphabet', () => {
    expect(NUMBER_ALPHABET).toHaveLength(29);
    for (const c of '01ILOUZ') expect(NUMBER_ALPHABET).not.toContain(c);
  });

  it('are made from random bytes in the printed format, each one valid', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 24, maxLength: 24 }), (bytes) => {
        const good = [...bytes].filter((b) => b < 232).length >= 8;
        if (!good) return expect(() => makeCertificateNumber(bytes)).toThrow();
        const number = makeCertificateNumber(bytes);
        expect(number).toMatch(NUMBER_PATTERN);
        expect(parseCertificateNumber(number)).toEqual({ ok: true, number });
      }),
    );
  });

  it('catch every single wrong symbol', () => {
    fc.assert(
      fc.property(bodyArb, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 28 }), (body, at, shift) => {
        const symbols = (body + checkSymbol(body)).split('');
        symbols[at] = NUMBER_ALPHABET[(NUMBER_ALPHABET.indexOf(symbols[at]!) + shift) % 29]!;
        expect(parseCertificateNumber(symbols.join(''))).toEqual({ ok: false, problem: 'check' });
      }),
    );
  });

  it('catch every swap of two different neighbors', () => {
    fc.assert(
      fc.property(bodyArb, fc.integer({ min: 0, max: 7 }), (body, at) => {
        const symbols = (body + checkSymbol(body)).split('');
        fc.pre(symbols[at] !== symbols[at + 1]);
        [symbols[at], symbols[at + 1]] = [symbols[at + 1]!, symbols[at]!];
        expect(parseCertificateNumber(symbols.join(''))).toEqual({ ok: false, problem: 'check' });
      }),
    );
  });

  it('read what people type: any case, spaces, dashes, Z for 2 and U for V', () => {
    const number = numberOf('K7MQ9XT4');
    expect(parseCertificateNumber(number.toLowerCase())).toEqual({ ok: true, number });
    expect(parseCertificateNumber(` ${number.replace(/-/g, ' ')} `)).toEqual({ ok: true, number });
    const withTwos = numberOf('2222VVVV');
    expect(parseCertificateNumber(withTwos.replace(/2/g, 'Z').replace(/V/g, 'u'))).toEqual({
      ok: true,
      number: withTwos,
    });
    expect(parseCertificateNumber('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseCertificateNumber('K7M-Q9X')).toEqual({ ok: false, problem: 'length' });
    expect(parseCertificateNumber('K7M-Q9X-T40')).toEqual({ ok: false, problem: 'symbol' });
  });
});

const content: CertificateContent = {
  v: 1,
  number: numberOf('K7MQ9XT4'),
  type: 'supervised-hours',
  student: 'Zoë Nguyễn 李',
  school: 'Valley "Driving" School',
  state: 'CA',
  issuedOn: '2026-11-28',
  minutes: 3000,
  nightMinutes: 600,
  keyId: 'ed25519-abc',
};

describe('canonical content and payload', () => {
  it('is one exact string, read back only when exact', () => {
    const text = canonicalContent(content);
    expect(text.startsWith('{"v":1,"number":')).toBe(true);
    expect(parseCanonicalContent(text)).toEqual(content);
    // Same fields, another order or spacing: not canonical.
    expect(parseCanonicalContent(JSON.stringify(Object.fromEntries(Object.entries(content).reverse())))).toBeNull();
    expect(parseCanonicalContent(text.replace(':', ': '))).toBeNull();
    expect(parseCanonicalContent(JSON.stringify({ ...JSON.parse(text), extra: 1 }))).toBeNull();
    expect(parseCanonicalContent('not json')).toBeNull();
  });

  it('round-trips base64url for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const text = base64UrlEncode(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(base64UrlDecode(text)).toEqual(bytes);
      }),
    );
    expect(base64UrlDecode('a+b/')).toBeNull();
  });

  it('travels as content.signature in the link fragment', () => {
    const signature = new Uint8Array(64).fill(7);
    const payload = encodeSignedPayload(canonicalContent(content), signature);
    const decoded = decodeSignedPayload(payload)!;
    expect(decoded.content).toEqual(content);
    expect(decoded.signature).toEqual(signature);
    expect(decodeSignedPayload(`${payload}.x`)).toBeNull();
    expect(decodeSignedPayload(payload.slice(0, -3))).toBeNull();
    const link = verificationLink('https://roadlog.example/', content.number, payload);
    expect(link).toBe(`https://roadlog.example/verify-certificate?number=${content.number}#c=${payload}`);
    expect(readVerificationText(link)).toEqual({ number: content.number, payload });
    expect(readVerificationText(` ${content.number} `)).toEqual({ number: content.number, payload: null });
  });
});
