/**
 * A return-to address from a query string (`?next=`), accepted only when it is a path on this
 * site: it starts with one slash, has no scheme, host or backslash. Anything else gives null.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
