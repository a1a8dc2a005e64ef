// Writes dist/build-info.json: the app's version and the git commit it was built from, shown in
// /admin's system health tab (docs/product/admin.md). GIT_COMMIT overrides (builds without .git).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
let commit = process.env.GIT_COMMIT || null;
if (!commit) {
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    commit = null;
  }
}
fs.mkdirSync('dist', { recursive: true });
fs.writeFileSync(
  'dist/build-info.json',
  `${JSON.stringify({ version: pkg.version, commit, builtAt: new Date().toISOString() }, null, 2)}\n`,
);
