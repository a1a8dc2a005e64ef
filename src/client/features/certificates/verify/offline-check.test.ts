import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CertificateVerification } from '../../../../shared/api/certificates';
import {
  canonicalContent,
  decodeSignedPayload,
  encodeSignedPayload,
  makeCertificateNumber,
  type CertificateContent,
} from '../../../../shared/certificates';
import { checkCertificateSignature, differencesFromRecords, type PublishedKey } from './offline-check';

/** A real Ed25519 key pair, its public key published the way GET /api/certificate-keys does (raw, base64url). */
function keyPair(keyId: string) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x!;
  return { published: { keyId, publicKey: raw } satisfies PublishedKey, privateKey };
}

const number = makeCertificateNumber(crypto.randomBytes(16));
const content: CertificateContent = {
  v: 1,
  number,
  type: 'supervised-hours',
  student: 'Noah Kim',
  school: 'Golden State Driving School',
  state: 'CA',
  issuedOn: '2026-03-14',
  minutes: 3000,
  nightMinutes: 600,
  keyId: 'k2026a',
};

describe('checkCertificateSignature', () => {
  const signer = keyPair('k2026a');
  const other = keyPair('k2025z');
  const canonical = canonicalContent(content);
  const signature = crypto.sign(null, Buffer.from(canonical, 'utf8'), signer.privateKey);

  it('accepts the signed content under the published key it names', async () => {
    expect(await checkCertificateSignature(canonical, signature, [other.published, signer.published])).toEqual({
      status: 'valid',
      keyId: 'k2026a',
    });
  });

  it('accepts it after the round trip through the QR payload', async () => {
    const decoded = decodeSignedPayload(encodeSignedPayload(canonical, signature))!;
    expect(await checkCertificateSignature(decoded.canonical, decoded.signature, [signer.published])).toMatchObject({
      status: 'valid',
    });
  });

  it('refuses content with one character changed', async () => {
    const tampered = canonical.replace('"minutes":3000', '"minutes":3900');
    expect(tampered).not.toBe(canonical);
    expect(await checkCertificateSignature(tampered, signature, [signer.published])).toEqual({
      status: 'invalid',
      keyId: 'k2026a',
    });
    const renamed = canonical.replace('Noah Kim', 'Noah Kin');
    expect((await checkCertificateSignature(renamed, signature, [signer.published])).status).toBe('invalid');
  });

  it('refuses a signature made with another key under the same id', async () => {
    const forged = crypto.sign(null, Buffer.from(canonical, 'utf8'), other.privateKey);
    expect((await checkCertificateSignature(canonical, forged, [signer.published])).status).toBe('invalid');
  });

  it('says the key is unknown when the content names a key that is not published', async () => {
    expect(await checkCertificateSignature(canonical, signature, [other.published])).toEqual({
      status: 'unknown-key',
      keyId: 'k2026a',
    });
    expect(await checkCertificateSignature(canonical, signature, [])).toMatchObject({ status: 'unknown-key' });
    // A published entry whose key is not 32 bytes cannot be the key either.
    expect(
      await checkCertificateSignature(canonical, signature, [{ keyId: 'k2026a', publicKey: 'AAAA' }]),
    ).toMatchObject({ status: 'unknown-key' });
  });

  it('says the content is malformed when it is not canonical', async () => {
    expect(await checkCertificateSignature(`${canonical} `, signature, [signer.published])).toEqual({
      status: 'malformed',
    });
  });

  it('says the browser cannot check when WebCrypto has no Ed25519 (or there is no WebCrypto)', async () => {
    const noEd25519 = {
      importKey: () => Promise.reject(new DOMException('Unrecognized name', 'NotSupportedError')),
    } as unknown as SubtleCrypto;
    expect(await checkCertificateSignature(canonical, signature, [signer.published], noEd25519)).toEqual({
      status: 'unsupported',
    });
    expect(await checkCertificateSignature(canonical, signature, [signer.published], null)).toMatchObject({
      status: 'unsupported',
    });
  });
});

describe('differencesFromRecords', () => {
  const online: CertificateVerification = {
    number,
    result: 'valid',
    certificate: {
      type: content.type,
      student: content.student,
      school: content.school,
      state: content.state,
      issuedOn: content.issuedOn,
      minutes: content.minutes,
      nightMinutes: content.nightMinutes,
      keyId: content.keyId,
    },
    revokedOn: null,
  };

  it('finds none when the printed details are the records', () => {
    expect(differencesFromRecords(content, online)).toEqual([]);
  });

  it('names each field that differs', () => {
    expect(differencesFromRecords({ ...content, student: 'Nora Kim', nightMinutes: 0, state: null }, online)).toEqual([
      'student',
      'state',
      'nightMinutes',
    ]);
    expect(differencesFromRecords(content, { ...online, number: 'AAA-AAA-AAA' })).toEqual(['number']);
  });

  it('has nothing to compare with when the records hold no certificate', () => {
    expect(differencesFromRecords(content, { ...online, result: 'not-found', certificate: null })).toBeNull();
  });
});
