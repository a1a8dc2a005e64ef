import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  canonicalContent,
  encodeSignedPayload,
  makeCertificateNumber,
  verificationLink,
} from '../../../../shared/certificates';
import { isVerificationLink, readVerificationRequest } from './verification-input';

const number = makeCertificateNumber(crypto.randomBytes(16));
/** The same number with its check symbol changed: a typo. */
const typo = `${number.slice(0, -1)}${number.endsWith('2') ? '3' : '2'}`;
const canonical = canonicalContent({
  v: 1,
  number,
  type: 'driver-education',
  student: 'Emma Johnson',
  school: 'Golden State Driving School',
  state: 'CA',
  issuedOn: '2026-03-14',
  minutes: 3120,
  nightMinutes: 640,
  keyId: 'k1',
});
const payload = encodeSignedPayload(canonical, new Uint8Array(64).fill(7));

describe('readVerificationRequest', () => {
  it('reads the page address a QR code opens: number and signed payload', () => {
    expect(readVerificationRequest(`?number=${number}#c=${payload}`)).toEqual({
      input: number,
      problem: null,
      number,
      payload,
    });
    expect(readVerificationRequest(verificationLink('https://roadlog.example', number, payload))).toMatchObject({
      number,
      payload,
    });
  });

  it('takes the number from the signed content when the link has none', () => {
    expect(readVerificationRequest(`#c=${payload}`)).toMatchObject({ number, payload });
  });

  it('reads a bare number as typed, in any case and spacing', () => {
    expect(readVerificationRequest(` ${number.toLowerCase().replace(/-/g, ' ')} `)).toEqual({
      input: number,
      problem: null,
      number,
      payload: null,
    });
  });

  it('says why a number cannot be checked', () => {
    expect(readVerificationRequest(typo)).toEqual({ input: typo, problem: 'check', number: null, payload: null });
    expect(readVerificationRequest('k7m-q9x')).toMatchObject({ input: 'K7M-Q9X', problem: 'length', number: null });
    expect(readVerificationRequest('K7M-Q9X-T4O')).toMatchObject({ problem: 'symbol' });
    expect(readVerificationRequest(`?number=${typo}#c=${payload}`)).toMatchObject({ problem: 'check', payload: null });
  });

  it('has nothing to check in an empty address', () => {
    expect(readVerificationRequest('')).toEqual({ input: '', problem: null, number: null, payload: null });
  });
});

describe('isVerificationLink', () => {
  it('tells a pasted link from a number', () => {
    expect(isVerificationLink(verificationLink('https://roadlog.example', number))).toBe(true);
    expect(isVerificationLink(`https://roadlog.example/verify-certificate#c=${payload}`)).toBe(true);
    expect(isVerificationLink(number)).toBe(false);
    expect(isVerificationLink('K7M')).toBe(false);
  });
});
