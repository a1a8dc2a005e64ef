/**
 * Text every field may hold. PostgreSQL `text` cannot store a NUL character, and an unpaired
 * UTF-16 surrogate (half of an emoji) has no UTF-8 form: a driver would refuse it, or replace it
 * silently. The server refuses both anywhere in a request (src/server/input-guard.ts); the forms
 * check them with `text()` through the shared schemas.
 */
import { z } from 'zod';

/** The message a field gets when it holds such a character (also the server's `fields` value). */
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a NUL character or an unpaired surrogate';

/** False when the string holds a NUL character or an unpaired surrogate. */
export function isStorableText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/** A string schema that refuses what `isStorableText` refuses; chain trim, min, max as usual. */
export const text = () => z.string().refine(isStorableText, { message: UNSTORABLE_TEXT_MESSAGE });
