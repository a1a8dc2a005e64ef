/**
 * `npm run certificate-key:rotate`: makes a new certificate signing key in DATA_DIR/certificate-keys
 * (docs/product/certificates.md#keys). New certificates are signed with it from the next start;
 * older ones keep checking against their own key, whose public half stays published. Does nothing
 * useful when CERTIFICATE_SIGNING_KEY is set: then the environment holds the key.
 */
import path from 'node:path';
import { loadConfig } from './config.js';
import { KEY_FOLDER, keyIdOf, rotateKeys } from './features/certificates/keyring.js';
import crypto from 'node:crypto';

const config = loadConfig();
if (config.certificateSigningKey) {
  console.error(
    'CERTIFICATE_SIGNING_KEY is set: rotate by setting a new key there and listing the old public key in CERTIFICATE_VERIFY_KEYS.',
  );
  process.exit(1);
}
const folder = path.join(config.dataDir, KEY_FOLDER);
const keys = rotateKeys(folder);
console.log(`New certificate signing key ${keyIdOf(crypto.createPublicKey(keys.active))} in ${folder}.`);
console.log(
  `${keys.older.length} older public key(s) kept for checking earlier certificates. Restart the app to use it.`,
);
