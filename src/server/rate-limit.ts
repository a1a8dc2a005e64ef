/**
 * Fixed-window counters in the database, so limits hold across restarts and across several app
 * processes. One upsert per check.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema.js';
import { AppError } from './errors.js';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export async function hit(db: Kysely<Database>, key: string, limit: Limit): Promise<number> {
  const row = await sql<{ count: number }>`
    insert into "rateCounter" ("key", "count", "resetAt")
    values (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict ("key") do update set
      "count" = case when "rateCounter"."resetAt" <= now() then 1 else "rateCounter"."count" + 1 end,
      "resetAt" = case when "rateCounter"."resetAt" <= now() then excluded."resetAt" else "rateCounter"."resetAt" end
    returning "count"`.execute(db);
  return row.rows[0]?.count ?? 1;
}

/** Counts one attempt against every key; refuses with 429 once any is over its limit. */
export async function enforce(db: Kysely<Database>, checks: { key: string; limit: Limit }[]): Promise<void> {
  for (const { key, limit } of checks) {
    const count = await hit(db, key, limit);
    if (count > limit.max)
      throw new AppError('rate-limited', 'Too many attempts. Please wait a few minutes and try again.');
  }
}

/** Takes back one count of `key`: an attempt counted beforehand that turned out not to count. */
export async function refund(db: Kysely<Database>, key: string): Promise<void> {
  await sql`update "rateCounter" set "count" = greatest("count" - 1, 0) where "key" = ${key} and "resetAt" > now()`.execute(
    db,
  );
}

/** Forgets counters: each of `keys`, and every key that starts with one of `prefixes`. */
export async function clearCounters(db: Kysely<Database>, keys: string[], prefixes: string[] = []): Promise<void> {
  if (keys.length === 0 && prefixes.length === 0) return;
  await db
    .deleteFrom('rateCounter')
    .where((eb) =>
      eb.or([
        ...keys.map((k) => eb('key', '=', k)),
        ...prefixes.map((p) => eb(sql<boolean>`starts_with("key", ${p})`, '=', true)),
      ]),
    )
    .execute();
}
