#!/usr/bin/env node
/**
 * Writes public/licenses.json: every package the production build depends on (package.json
 * `dependencies`, followed recursively through what is installed in node_modules), with its version,
 * licence, repository and homepage. The /licensing-information page reads that file.
 *
 * Plain Node, no dependencies. Resolution follows Node's own rule: a package's dependency is looked
 * up in its nested node_modules first, then in every parent folder's node_modules up to the root.
 *
 * Usage: node scripts/generate-licenses.mjs [--root <project dir>] [--out <file>]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function parseArgs(argv) {
  const args = { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), out: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = argv[i + 1];
    if ((flag === '--root' || flag === '--out') && value) {
      args[flag.slice(2)] = path.resolve(value);
      i += 1;
    } else {
      throw new Error(`Unknown argument: ${flag}`);
    }
  }
  args.out ??= path.join(args.root, 'public', 'licenses.json');
  return args;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Finds the folder of `name` as required from `fromDir`, or undefined when it is not installed. */
function resolvePackageDir(name, fromDir, root) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) return undefined;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** `license: "MIT"`, `license: { type: "MIT" }` or the old `licenses: [{ type }]` form. */
export function normaliseLicense(pkg) {
  const { license, licenses } = pkg;
  if (typeof license === 'string' && license.trim()) return license.trim();
  if (license && typeof license === 'object' && typeof license.type === 'string') return license.type;
  if (Array.isArray(licenses)) {
    const types = licenses
      .map((entry) => (typeof entry === 'string' ? entry : entry?.type))
      .filter((type) => typeof type === 'string' && type);
    if (types.length === 1) return types[0];
    if (types.length > 1) return `(${types.join(' OR ')})`;
  }
  return 'UNKNOWN';
}

/** Turns the many shapes of `repository` into a browsable https URL where possible. */
export function normaliseRepository(repository) {
  let url = typeof repository === 'string' ? repository : repository?.url;
  if (typeof url !== 'string' || !url.trim()) return undefined;
  url = url.trim();
  const shorthand = /^(github|gitlab|bitbucket):([\w.-]+\/[\w.-]+)$/.exec(url);
  if (shorthand) {
    const host = { github: 'github.com', gitlab: 'gitlab.com', bitbucket: 'bitbucket.org' }[shorthand[1]];
    return `https://${host}/${shorthand[2]}`;
  }
  if (/^[\w.-]+\/[\w.-]+$/.test(url)) return `https://github.com/${url}`;
  url = url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/^ssh:\/\/(git@)?/, 'https://')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/\.git(#.*)?$/, '');
  return /^https?:\/\//.test(url) ? url : undefined;
}

function dependencyNames(pkg, { includePeers }) {
  const names = new Map();
  for (const name of Object.keys(pkg.dependencies ?? {})) names.set(name, false);
  for (const name of Object.keys(pkg.optionalDependencies ?? {})) names.set(name, true);
  if (includePeers) {
    // npm installs required peers, and they ship with the package that needs them.
    const meta = pkg.peerDependenciesMeta ?? {};
    for (const name of Object.keys(pkg.peerDependencies ?? {})) {
      if (!meta[name]?.optional && !names.has(name)) names.set(name, true);
    }
  }
  return names;
}

export function collectPackages(root) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  if (!rootPkg) throw new Error(`No package.json in ${root}`);
  const byKey = new Map();
  const visitedDirs = new Set();
  const missing = [];
  const queue = [];
  for (const [name, optional] of dependencyNames(rootPkg, { includePeers: false })) {
    queue.push({ name, fromDir: root, optional, requiredBy: rootPkg.name ?? 'root' });
  }
  while (queue.length > 0) {
    const { name, fromDir, optional, requiredBy } = queue.shift();
    const dir = resolvePackageDir(name, fromDir, root);
    if (!dir) {
      if (!optional) missing.push(`${name} (required by ${requiredBy})`);
      continue;
    }
    const realDir = fs.realpathSync(dir);
    if (visitedDirs.has(realDir)) continue;
    visitedDirs.add(realDir);
    const pkg = readJson(path.join(dir, 'package.json'));
    if (!pkg) continue;
    const packageName = typeof pkg.name === 'string' ? pkg.name : name;
    const version = typeof pkg.version === 'string' ? pkg.version : '0.0.0';
    const key = `${packageName}@${version}`;
    if (!byKey.has(key)) {
      const entry = { name: packageName, version, license: normaliseLicense(pkg) };
      const repository = normaliseRepository(pkg.repository);
      if (repository) entry.repository = repository;
      if (typeof pkg.homepage === 'string' && /^https?:\/\//.test(pkg.homepage)) entry.homepage = pkg.homepage;
      byKey.set(key, entry);
    }
    for (const [child, childOptional] of dependencyNames(pkg, { includePeers: true })) {
      queue.push({ name: child, fromDir: dir, optional: childOptional, requiredBy: key });
    }
  }
  const packages = [...byKey.values()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : a.version.localeCompare(b.version, 'en', { numeric: true }),
  );
  return { packages, missing };
}

function main() {
  const { root, out } = parseArgs(process.argv.slice(2));
  const { packages, missing } = collectPackages(root);
  for (const entry of missing) console.warn(`generate-licenses: not installed: ${entry}`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ generatedAt: new Date().toISOString(), packages }, null, 2)}\n`);
  console.log(`generate-licenses: ${packages.length} packages written to ${path.relative(process.cwd(), out) || out}`);
}

if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
