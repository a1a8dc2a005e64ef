import { isTrackedPath } from '../../shared/analytics';
import i18n from '../i18n';

let lastPath: string | null = null;

/** docs/product/routes-and-shell.md: a page view on every route change except /admin paths; the server drops ids. */
export function trackPageView(pathname: string): void {
  if (pathname === lastPath || !isTrackedPath(pathname)) return;
  const referrer = lastPath === null ? document.referrer : `${location.origin}${lastPath}`;
  lastPath = pathname;
  void fetch('/api/analytics/page-view', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: pathname, referrer: referrer || undefined, language: i18n.resolvedLanguage }),
    keepalive: true,
  }).catch(() => undefined);
}
