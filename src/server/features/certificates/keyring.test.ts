import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalContent, decodeSignedPayload, encodeSignedPayload } from '../../../shared/certificates.js';
import { loadConfig } from '../../config.js';
import { CertificateKeyring, keyIdOf, KEY_FOLDER, loadKeyring, rawPublicKey, rotateKeys } from './keyring.js';

const content = (keyId: string) =>
  canonicalContent({
    v: 1,
    number: 'K7M-Q9X-T4T',
    type: 'driver-education',
    student: 'Jamie Park',
    school: 'Sacramento Driving Academy',
    state: 'CA',
    issuedOn: '2026-11-28',
    minutes: 3000,
    nightMinutes: 600,
    keyId,
  });

const folders: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadlog-keys-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('CertificateKeyring', () => {
  it('signs so that only the exact content checks, with the right key id', () => {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const ring = new CertificateKeyring(privateKey);
    const text = content(ring.activeKeyId);
    const signature = ring.sign(text);
    expect(signature).toHaveLength(64);
    expect(ring.verify(ring.activeKeyId, text, signature)).toBe(true);
    expect(ring.verify(ring.activeKeyId, text.replace('3000', '3001'), signature)).toBe(false);
    expect(ring.verify('ed25519-unknown', text, signature)).toBe(false);
    expect(ring.verify(ring.activeKeyId, text, 'not base64url!')).toBe(false);
    // The published key checks it with nothing but node:crypto.
    const published = ring.publish();
    expect(published.keys).toHaveLength(1);
    const key = crypto.createPublicKey(published.keys[0]!.pem);
    expect(keyIdOf(key)).toBe(ring.activeKeyId);
    expect(rawPublicKey(key).toString('base64url')).toBe(published.keys[0]!.publicKey);
    const payload = decodeSignedPayload(encodeSignedPayload(text, signature))!;
    expect(crypto.verify(null, Buffer.from(payload.canonical), key, payload.signature)).toBe(true);
  });

  it('refuses a key that is not Ed25519', () => {
    const { privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(() => new CertificateKeyring(privateKey)).toThrow(/Ed25519/);
  });
});

describe('keys in DATA_DIR', () => {
  it('are made once, kept, and rotated without losing what older keys signed', () => {
    const dataDir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
    const first = loadKeyring(config);
    expect(loadKeyring(config).activeKeyId).toBe(first.activeKeyId);
    const folder = path.join(dataDir, KEY_FOLDER);
    expect(fs.statSync(path.join(folder, `${first.activeKeyId}.key.pem`)).mode & 0o777).toBe(0o600);
    const oldText = content(first.activeKeyId);
    const oldSignature = first.sign(oldText);

    rotateKeys(folder);
    const second = loadKeyring(config);
    expect(second.activeKeyId).not.toBe(first.activeKeyId);
    expect(second.verify(first.activeKeyId, oldText, oldSignature)).toBe(true);
    expect(second.publish().keys.map((k) => [k.keyId, k.active])).toEqual(
      expect.arrayContaining([
        [first.activeKeyId, false],
        [second.activeKeyId, true],
      ]),
    );
    // The old private key is gone: it can no longer sign.
    expect(fs.existsSync(path.join(folder, `${first.activeKeyId}.key.pem`))).toBe(false);
  });

  it('come from the environment when set, with older public keys beside', () => {
    const { privateKey } = crypto.generateKeyPairSync('ed25519');
    const old = crypto.generateKeyPairSync('ed25519');
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      CERTIFICATE_SIGNING_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString().replace(/\n/g, '\\n'),
      CERTIFICATE_VERIFY_KEYS: rawPublicKey(old.publicKey).toString('base64url'),
    });
    const ring = loadKeyring(config);
    expect(ring.activeKeyId).toBe(keyIdOf(crypto.createPublicKey(privateKey)));
    const text = content(keyIdOf(old.publicKey));
    expect(ring.verify(keyIdOf(old.publicKey), text, crypto.sign(null, Buffer.from(text), old.privateKey))).toBe(true);
    expect(fs.existsSync(path.join(config.dataDir, KEY_FOLDER))).toBe(false);
    expect(() => loadKeyring({ ...config, certificateVerifyKeys: ['short'] })).toThrow(/CERTIFICATE_VERIFY_KEYS/);
  });
});
