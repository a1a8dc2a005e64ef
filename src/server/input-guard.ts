/**
 * Input every route refuses before its own validation runs, answered 400 `validation-failed`:
 * - JSON nested deeper than MAX_JSON_DEPTH (checked on the raw text, before it is parsed, so
 *   nothing recursive ever sees a 20,000-deep body);
 * - a NUL character or an unpaired surrogate in any string or key of the body, the query string
 *   or a path parameter (PostgreSQL text cannot hold NUL; a lone surrogate has no UTF-8 form);
 * - a body sent to a route that takes none (a junk body must not pass as an empty one), unless
 *   the route reads its body itself (`config.ownBodyCheck`: better-auth's, the logo upload).
 * `fields` names the offending field with the same dotted path zod's errors use.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../shared/api/text.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route has no body schema but reads its body itself: the guard lets any body through. */
    ownBodyCheck?: boolean;
  }
}

/** Deeper than any body the app sends (a drive with its track is 4 levels). */
export const MAX_JSON_DEPTH = 64;

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The deepest nesting of arrays and objects in JSON text, stopping early past `limit`. */
export function jsonDepthExceeds(textValue: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < textValue.length; i++) {
    const c = textValue.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The dotted path of the first string (or key) that cannot be stored, or null. */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorableText(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return path || 'body';
      const found = findUnstorableText(item, itemPath);
      if (found !== null) return found;
    }
  }
  return null;
}

function unstorable(path: string): AppError {
  return new AppError('validation-failed', 'The request contains characters that cannot be stored.', {
    fields: { [path || 'body']: UNSTORABLE_TEXT_MESSAGE },
  });
}

/** No body at all, or the `{}` the client's api() sends with a body-less POST. */
function isEmptyBody(body: unknown): boolean {
  if (body === undefined) return true;
  return (
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    !Buffer.isBuffer(body) &&
    Object.keys(body).length === 0
  );
}

export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own JSON parser (with its __proto__ and constructor poisoning checks), behind a
  // depth check on the raw text and a text check on the result.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = body as string;
    if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
      done(
        new AppError('validation-failed', `The request body is nested more than ${MAX_JSON_DEPTH} levels deep.`, {
          fields: { body: 'Nested too deeply' },
        }),
        undefined,
      );
      return;
    }
    parseJson(request, raw, (err, parsed) => {
      if (err) return done(err, undefined);
      const path = findUnstorableText(parsed);
      if (path !== null) return done(unstorable(path), undefined);
      done(null, parsed);
    });
  });

  app.addHook('preValidation', async (request: FastifyRequest) => {
    const inParams = findUnstorableText(request.params);
    if (inParams !== null) throw unstorable(inParams);
    const inQuery = findUnstorableText(request.query);
    if (inQuery !== null) throw unstorable(inQuery);
    // JSON bodies were checked while parsing; text/plain ones arrive as strings.
    if (typeof request.body === 'string' && !isStorableText(request.body)) throw unstorable('body');
    const route = request.routeOptions;
    if (
      BODY_METHODS.has(request.method) &&
      route.schema?.body === undefined &&
      !route.config.ownBodyCheck &&
      !isEmptyBody(request.body)
    ) {
      throw new AppError('validation-failed', 'This request takes no body.', { fields: { body: 'Not expected' } });
    }
  });
}
