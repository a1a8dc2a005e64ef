/**
 * Wraps a Latin code (a certificate number, a key id, a printed value) in Unicode first-strong
 * isolation marks, so inside an Arabic sentence it keeps its own order ("ed25519-Ab3x" does not
 * come out as "Ab3x-ed25519").
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
