#!/usr/bin/env node
/**
 * Checks a printed Roadlog certificate without Roadlog's database (docs/product/certificates.md#offline-check):
 *
 *   node scripts/verify-certificate.mjs '<the QR code text>' [keys.json | https://…/api/certificate-keys]
 *
 * The QR code's text is the verification link; its fragment (`#c=…`) holds the signed content and
 * the Ed25519 signature. The public keys come from the file or address given, or else from the
 * link's own site. Only Node's built-in crypto is used: copy this file anywhere and run it.
 * Exit status 0 when the signature checks, 1 when it does not, 2 on bad input.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

const [text, keysSource] = process.argv.slice(2);
if (!text) {
  console.error("Usage: node verify-certificate.mjs '<QR code text>' [keys.json | keys URL]");
  process.exit(2);
}
const match =
  /#(?:.*&)?c=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)/.exec(text) ??
  /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(text.trim());
if (!match) {
  console.error('No signed content found: the text must be the QR code link (with #c=…) or its payload.');
  process.exit(2);
}
const canonical = Buffer.from(match[1], 'base64url');
const signature = Buffer.from(match[2], 'base64url');
let content;
try {
  content = JSON.parse(canonical.toString('utf8'));
} catch {
  console.error('The signed content is not readable JSON.');
  process.exit(2);
}

async function loadKeys() {
  const source = keysSource ?? `${new URL(text).origin}/api/certificate-keys`;
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(fs.readFileSync(source, 'utf8'));
}

const keys = await loadKeys();
const key = keys.keys.find((k) => k.keyId === content.keyId);
console.log(JSON.stringify(content, null, 2));
if (!key) {
  console.log(`Signature: NOT CHECKED: key ${content.keyId} is not among the published keys.`);
  process.exit(1);
}
const ok = signature.length === 64 && crypto.verify(null, canonical, crypto.createPublicKey(key.pem), signature);
console.log(
  ok ? `Signature: valid (Ed25519, key ${key.keyId}).` : 'Signature: INVALID: do not accept this certificate.',
);
console.log('Whether it has been revoked since it was printed can only be checked online, at /verify-certificate.');
process.exit(ok ? 0 : 1);
