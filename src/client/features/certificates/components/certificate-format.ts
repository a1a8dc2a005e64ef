/** Dates and numbers of certificates as the reader writes them. */

/** An issue date (YYYY-MM-DD, UTC day) in the reader's language, e.g. "Mar 4, 2026". */
export function formatIssuedOn(issuedOn: string, language: string): string {
  const date = new Date(`${issuedOn}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return issuedOn;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A moment (ISO) as a date in the reader's language and time zone. */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/**
 * A number inside a sentence of a right-to-left language, isolated (U+2066…U+2069) so its dashes
 * and letters keep their order; left-to-right sentences get it as is.
 */
export function isolateNumber(number: string, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' ? `\u2066${number}\u2069` : number;
}
