/** The file written by scripts/generate-licenses.mjs and served at /licenses.json. */
export interface LicensePackage {
  name: string;
  version: string;
  license: string;
  repository?: string;
  homepage?: string;
}

export interface LicensesFile {
  generatedAt?: string;
  packages: LicensePackage[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function httpUrl(value: unknown): string | undefined {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : undefined;
}

/** Checks the fetched JSON; entries that are not well formed are left out. Throws if the file is unusable. */
export function parseLicensesFile(value: unknown): LicensesFile {
  if (!isRecord(value) || !Array.isArray(value.packages)) throw new Error('licenses.json has no package list');
  const packages: LicensePackage[] = [];
  for (const entry of value.packages) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || typeof entry.version !== 'string') continue;
    const pkg: LicensePackage = {
      name: entry.name,
      version: entry.version,
      license: typeof entry.license === 'string' && entry.license ? entry.license : 'UNKNOWN',
    };
    const repository = httpUrl(entry.repository);
    const homepage = httpUrl(entry.homepage);
    if (repository) pkg.repository = repository;
    if (homepage) pkg.homepage = homepage;
    packages.push(pkg);
  }
  return { generatedAt: typeof value.generatedAt === 'string' ? value.generatedAt : undefined, packages };
}

/** Case-insensitive match on package name or license; every word of the query must match. */
export function filterPackages(packages: readonly LicensePackage[], query: string): LicensePackage[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...packages];
  return packages.filter((pkg) => {
    const haystack = `${pkg.name} ${pkg.license}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Where a package's source can be read: repository, else homepage, else its npm page. */
export function sourceUrl(pkg: LicensePackage): string {
  return pkg.repository ?? pkg.homepage ?? `https://www.npmjs.com/package/${pkg.name}`;
}

/** "https://github.com/mui/material-ui/tree/master/packages" → "github.com/mui/material-ui/…" */
export function shortUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean);
    const shown = parts.slice(0, 2).join('/');
    return `${host.replace(/^www\./, '')}${shown ? `/${shown}` : ''}${parts.length > 2 ? '/…' : ''}`;
  } catch {
    return url;
  }
}
