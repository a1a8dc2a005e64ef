import { matchRoute } from './access.js';

/** Paths that are never recorded (SPEC §2: analytics skip /admin). */
export function isTrackedPath(pathname: string): boolean {
  return !pathname.startsWith('/admin');
}

/**
 * The path with ids replaced by placeholders, so analytics never hold personal data:
 * "/student/abc123" → "/student/:studentId". Unknown paths keep only id-free segments.
 */
export function anonymizePath(pathname: string): string {
  const clean = pathname.split(/[?#]/)[0] || '/';
  const match = matchRoute(clean);
  if (match) return match.route.path;
  return clean
    .split('/')
    .map((seg) => (/^[0-9a-f-]{16,}$/i.test(seg) || /\d{3,}/.test(seg) || seg.length > 40 ? ':id' : seg))
    .join('/');
}
