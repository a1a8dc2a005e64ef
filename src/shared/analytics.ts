import { matchRoute } from './access.js';

/** What is stored for a path that is no route of the app: nothing of a crafted path is kept. */
export const UNKNOWN_PATH = '/:unknown';

/**
 * The segments of a path as the app's router reads it: query and fragment cut, percent-escapes
 * decoded (repeatedly, so `%2561` is `a` too), backslashes as slashes, case folded, empty
 * segments (`//`) dropped. Null for a path no browser sends: a broken escape, a control
 * character, or a `.`/`..` segment (browsers resolve those before the app sees the path).
 */
function readPath(pathname: string): string[] | null {
  let path = pathname.split(/[?#]/)[0] ?? '';
  for (let round = 0; path.includes('%'); round++) {
    if (round === 3) return null;
    try {
      path = decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  const segments = path.replace(/\\/g, '/').toLowerCase().split('/').filter(Boolean);
  if (segments.some((s) => s === '.' || s === '..')) return null;
  return segments;
}

/** Paths that are never recorded (docs/product/routes-and-shell.md: analytics skip /admin), however they are spelled. */
export function isTrackedPath(pathname: string): boolean {
  const segments = readPath(pathname);
  return segments !== null && segments[0] !== 'admin';
}

/**
 * The route a path belongs to, with its placeholders: "/student/abc123" → "/student/:studentId".
 * A path that matches no route of the app's route table (src/shared/access.ts) is stored as
 * `/:unknown`, so no query string, e-mail, token or id from a crafted path is ever kept.
 */
export function anonymizePath(pathname: string): string {
  const segments = readPath(pathname);
  if (segments === null) return UNKNOWN_PATH;
  const match = matchRoute(`/${segments.join('/')}`);
  return match ? match.route.path : UNKNOWN_PATH;
}
