/**
 * Sign-in throttling (docs/decisions/009-sign-in-throttling.md). Nobody can lock an account's
 * owner out by failing on purpose:
 * - per client address: failed sign-ins, all accounts (a hard limit, `perAddress`);
 * - per account and address: failed sign-ins (a hard limit, `perAccount`), cleared by a success;
 * - per account from anywhere: failed sign-ins only slow every further attempt down (a capped,
 *   growing delay before the password is checked), they never refuse it.
 * Only failures count: each attempt is counted up front (so parallel attempts cannot slip past a
 * limit) and taken back when it was not a wrong password. A password reset clears the account's
 * counters. Counters live in the database (rate-limit.ts), so they hold across restarts and
 * processes.
 */
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError } from '../errors.js';
import { clearCounters, hit, refund, type Limit } from '../rate-limit.js';

export interface SlowDown {
  /** Failed sign-ins of one account (from anywhere) within the window before attempts wait. */
  afterFailures: number;
  windowSeconds: number;
  /** The first wait; each further failure doubles it, up to `maxMs`. */
  stepMs: number;
  maxMs: number;
}

export const DEFAULT_SLOW_DOWN: SlowDown = { afterFailures: 10, windowSeconds: 15 * 60, stepMs: 250, maxMs: 3000 };

/** The wait before checking a password when the account has `failures` recent failed sign-ins. */
export function slowDownDelay(failures: number, slowDown: SlowDown): number {
  const over = failures - slowDown.afterFailures;
  if (over <= 0) return 0;
  return Math.min(slowDown.maxMs, slowDown.stepMs * 2 ** Math.min(over - 1, 30));
}

/** Keys carry a digest of the e-mail: no address is kept in clear, and any length fits. */
const accountTag = (email: string) => crypto.createHash('sha256').update(email).digest('base64url');
const addressKey = (address: string) => `ip:/sign-in/email:${address}`;
const pairPrefix = (email: string) => `sign-in-pair:${accountTag(email)}:`;
const accountKey = (email: string) => `sign-in-account:${accountTag(email)}`;

/** The counter keys of an account: its slow-down counter, and the prefix of its per-address ones. */
export const signInCounterKeys = (email: string) => ({ account: accountKey(email), pairPrefix: pairPrefix(email) });

const tooMany = () => new AppError('rate-limited', 'Too many attempts. Please wait a few minutes and try again.');

export interface SignInLimits {
  perAddress: Limit;
  perAccount: Limit;
  slowDown: SlowDown;
}

export interface SignInAttempt {
  /** Called with better-auth's answer: only a wrong e-mail or password (401) stays counted. */
  finish(status: number): Promise<void>;
}

/**
 * Counts a sign-in attempt; refuses it (429) over the address or account-and-address limit, and
 * waits first while the account is under attack from elsewhere. `email` is null when the body
 * has none (better-auth refuses it; the address still counts).
 */
export async function beginSignIn(
  app: FastifyInstance,
  limits: SignInLimits,
  address: string,
  email: string | null,
): Promise<SignInAttempt> {
  const db = app.db;
  const counted: string[] = [];
  const ipKey = addressKey(address);
  if ((await hit(db, ipKey, limits.perAddress)) > limits.perAddress.max) throw tooMany();
  counted.push(ipKey);

  let pair: string | null = null;
  if (email) {
    pair = `${pairPrefix(email)}${address}`;
    if ((await hit(db, pair, limits.perAccount)) > limits.perAccount.max) throw tooMany();
    counted.push(pair);
    const account = accountKey(email);
    const failures = await hit(db, account, {
      max: Number.MAX_SAFE_INTEGER,
      windowSeconds: limits.slowDown.windowSeconds,
    });
    counted.push(account);
    const delay = slowDownDelay(failures, limits.slowDown);
    if (delay > 0) await sleep(delay);
  }

  return {
    async finish(status) {
      if (status === 401) return;
      // Not a wrong password: it does not count. A success also starts the pair afresh.
      for (const key of counted) {
        if (key === pair && status === 200) await clearCounters(db, [key]);
        else await refund(db, key);
      }
    },
  };
}

/** After a password reset: the account's failures no longer count, from any address. */
export async function clearSignInCounters(db: Kysely<Database>, email: string): Promise<void> {
  const normalized = email.trim().toLowerCase();
  await clearCounters(db, [accountKey(normalized)], [pairPrefix(normalized)]);
}
