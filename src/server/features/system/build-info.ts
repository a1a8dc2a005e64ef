import fs from 'node:fs';

export interface BuildInfo {
  version: string;
  commit: string | null;
  builtAt: string | null;
}

let cached: BuildInfo | null = null;

/**
 * The version of package.json and the commit written at build time to dist/build-info.json
 * (scripts/build-info.mjs). Run from source (tests, `npm run dev`) there may be no build: the
 * commit is then null. Paths are relative to the working directory, like CLIENT_DIR.
 */
export function buildInfo(): BuildInfo {
  if (cached) return cached;
  let version = '0.0.0';
  try {
    version = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version;
  } catch {
    // Deployed without package.json: the build file still says.
  }
  let built: Partial<BuildInfo> = {};
  try {
    built = JSON.parse(fs.readFileSync('dist/build-info.json', 'utf8')) as Partial<BuildInfo>;
  } catch {
    // Not built.
  }
  cached = {
    version: typeof built.version === 'string' ? built.version : version,
    commit: typeof built.commit === 'string' ? built.commit : null,
    builtAt: typeof built.builtAt === 'string' ? built.builtAt : null,
  };
  return cached;
}
