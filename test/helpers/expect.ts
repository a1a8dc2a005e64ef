/** Small assertions and look-ups shared by the integration tests. */
import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/server/db/schema.js';
import type { MailKind } from '../../src/server/mail/templates.js';
import { ERRORS, type ErrorBody, type ServerErrorCode } from '../../src/shared/errors.js';

/**
 * The response is `{ error: { code } }` with this status, which is also the code's one status
 * (`ERRORS` in src/shared/errors.ts); returns the error for more checks.
 */
export function expectError(response: LightMyRequestResponse, status: number, code: ServerErrorCode) {
  const body = response.json<ErrorBody>();
  expect({ status: response.statusCode, code: body.error?.code }, response.body).toEqual({ status, code });
  expect(ERRORS[code], `the status of ${code} in ERRORS`).toBe(status);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

/** The response is 200 (or `status`); returns the parsed JSON body. */
export function expectOk<T = any>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

export type MailRow = { id: string; kind: MailKind; to: string; subject: string; text: string; link: string | null };

/** E-mails kept in the outbox for `to` (optionally of one kind), oldest first. */
export async function mailsTo(db: Kysely<Database>, to: string, kind?: MailKind): Promise<MailRow[]> {
  let query = db.selectFrom('mailOutbox').select(['id', 'kind', 'to', 'subject', 'text', 'link']).where('to', '=', to);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}

/** The link of the newest e-mail of `kind` to `to`, as a path for app.inject. */
export async function linkIn(db: Kysely<Database>, to: string, kind: MailKind): Promise<string> {
  const mails = await mailsTo(db, to, kind);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error(`no ${kind} e-mail with a link to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}
