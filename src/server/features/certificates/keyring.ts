/**
 * The certificate signing keys (docs/product/certificates.md#keys). Ed25519 from node:crypto.
 * The private key never enters the database: it comes from CERTIFICATE_SIGNING_KEY or from
 * DATA_DIR/certificate-keys, where it is generated on first start. Every key has an id derived
 * from its public key, printed in each certificate's signed content, so after a rotation older
 * certificates still check against their own (published) key.
 */
import crypto, { type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CertificateKeys } from '../../../shared/api/certificates.js';
import { base64UrlDecode, base64UrlEncode, SIGNATURE_BYTES, utf8Encode } from '../../../shared/certificates.js';
import type { AppConfig } from '../../config.js';

/** The DER prefixes that wrap a raw 32-byte Ed25519 key as PKCS#8 (private) and SPKI (public). */
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
const SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function rawPublicKey(key: KeyObject): Buffer {
  const der = key.export({ format: 'der', type: 'spki' });
  return der.subarray(der.length - 32);
}

export function publicKeyFromRaw(raw: Uint8Array): KeyObject {
  if (raw.length !== 32) throw new Error('An Ed25519 public key is 32 bytes');
  return crypto.createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/** A private key from its 32-byte seed (tests use a fixed one). */
export function privateKeyFromSeed(seed: Uint8Array): KeyObject {
  return crypto.createPrivateKey({ key: Buffer.concat([PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
}

/** "ed25519-" and the first 12 base64url characters of the public key's SHA-256. */
export function keyIdOf(publicKey: KeyObject): string {
  const digest = crypto.createHash('sha256').update(rawPublicKey(publicKey)).digest();
  return `ed25519-${base64UrlEncode(digest).slice(0, 12)}`;
}

export class CertificateKeyring {
  readonly activeKeyId: string;
  readonly #privateKey: KeyObject;
  readonly #publicKeys = new Map<string, KeyObject>();

  /** `active` signs; `older` public keys only check certificates signed before a rotation. */
  constructor(active: KeyObject, older: KeyObject[] = []) {
    if (active.asymmetricKeyType !== 'ed25519' || active.type !== 'private')
      throw new Error('The certificate signing key must be an Ed25519 private key');
    this.#privateKey = active;
    const publicKey = crypto.createPublicKey(active);
    this.activeKeyId = keyIdOf(publicKey);
    this.#publicKeys.set(this.activeKeyId, publicKey);
    for (const key of older) {
      if (key.asymmetricKeyType !== 'ed25519') throw new Error('Certificate keys must be Ed25519');
      this.#publicKeys.set(keyIdOf(key), key.type === 'private' ? crypto.createPublicKey(key) : key);
    }
  }

  sign(canonical: string): Uint8Array {
    return new Uint8Array(crypto.sign(null, utf8Encode(canonical), this.#privateKey));
  }

  /** Whether `signature` (base64url or bytes) is the key `keyId`'s signature of `canonical`. */
  verify(keyId: string, canonical: string, signature: string | Uint8Array): boolean {
    const key = this.#publicKeys.get(keyId);
    const bytes = typeof signature === 'string' ? base64UrlDecode(signature) : signature;
    if (!key || !bytes || bytes.length !== SIGNATURE_BYTES) return false;
    return crypto.verify(null, utf8Encode(canonical), key, bytes);
  }

  /** The published keys: GET /api/certificate-keys. */
  publish(): CertificateKeys {
    return {
      algorithm: 'Ed25519',
      keys: [...this.#publicKeys].map(([keyId, key]) => ({
        keyId,
        publicKey: base64UrlEncode(rawPublicKey(key)),
        pem: key.export({ format: 'pem', type: 'spki' }).toString(),
        active: keyId === this.activeKeyId,
      })),
    };
  }
}

/** The fixed test key: tests of several app instances must agree on signatures. */
const TEST_SEED = crypto.createHash('sha256').update('roadlog-test-certificate-key').digest();

export const KEY_FOLDER = 'certificate-keys';

/**
 * The keys of this deployment: from the environment when CERTIFICATE_SIGNING_KEY is set; else from
 * DATA_DIR/certificate-keys (made on first start); in tests, a fixed key.
 */
export function loadKeyring(config: AppConfig): CertificateKeyring {
  const older = config.certificateVerifyKeys.map((text) => {
    const raw = base64UrlDecode(text);
    if (!raw || raw.length !== 32)
      throw new Error(`CERTIFICATE_VERIFY_KEYS: "${text}" is not a 32-byte Ed25519 public key in base64url`);
    return publicKeyFromRaw(raw);
  });
  if (config.certificateSigningKey) {
    const pem = config.certificateSigningKey.replace(/\\n/g, '\n');
    return new CertificateKeyring(crypto.createPrivateKey(pem), older);
  }
  if (config.env === 'test') return new CertificateKeyring(privateKeyFromSeed(TEST_SEED), older);
  const folder = path.join(config.dataDir, KEY_FOLDER);
  const keys = readKeyFolder(folder) ?? rotateKeys(folder);
  return new CertificateKeyring(keys.active, [...keys.older, ...older]);
}

/**
 * The folder holds `active` (the active key's id), `<keyId>.key.pem` (the active private key) and
 * `<keyId>.pub.pem` for every key ever used. Null when there is no key yet.
 */
export function readKeyFolder(folder: string): { active: KeyObject; older: KeyObject[] } | null {
  const activeFile = path.join(folder, 'active');
  if (!fs.existsSync(activeFile)) return null;
  const activeId = fs.readFileSync(activeFile, 'utf8').trim();
  const active = crypto.createPrivateKey(fs.readFileSync(path.join(folder, `${activeId}.key.pem`)));
  const older = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.pub.pem') && f !== `${activeId}.pub.pem`)
    .sort()
    .map((f) => crypto.createPublicKey(fs.readFileSync(path.join(folder, f))));
  return { active, older };
}

/**
 * Makes a new active key in `folder` (created if needed). Older private keys are deleted, their
 * public keys kept: they can no longer sign, but what they signed still checks.
 */
export function rotateKeys(folder: string): { active: KeyObject; older: KeyObject[] } {
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const keyId = keyIdOf(publicKey);
  fs.writeFileSync(path.join(folder, `${keyId}.pub.pem`), publicKey.export({ format: 'pem', type: 'spki' }));
  fs.writeFileSync(path.join(folder, `${keyId}.key.pem`), privateKey.export({ format: 'pem', type: 'pkcs8' }), {
    mode: 0o600,
  });
  // The switch is one rename, so a crash leaves either the old or the new key active.
  const pending = path.join(folder, 'active.new');
  fs.writeFileSync(pending, keyId);
  fs.renameSync(pending, path.join(folder, 'active'));
  for (const f of fs.readdirSync(folder))
    if (f.endsWith('.key.pem') && f !== `${keyId}.key.pem`) fs.rmSync(path.join(folder, f));
  return readKeyFolder(folder)!;
}
