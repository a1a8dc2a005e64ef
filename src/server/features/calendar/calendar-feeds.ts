/**
 * A teacher's iCalendar feed: a secret address (256-bit random token) that calendar apps poll.
 * Only the token's SHA-256 is stored, so the address is shown once when made; making a new one
 * revokes the old, and a revoked address answers 404.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { CalendarFeed } from '../../../shared/api/calendar.js';
import { baseLanguage } from '../../../shared/languages.js';
import type { CurrentUser } from '../../auth/session.js';
import { notFound } from '../../errors.js';
import { translate } from '../../i18n.js';
import { buildCalendar, type IcsEvent } from './ics.js';
import { lessonsWithNames, type LessonWithNames } from './repository.js';
import { writeAudit } from '../../audit.js';

const DAY = 86_400_000;
/** The feed holds lessons from this long ago to this far ahead. */
const PAST_DAYS = 90;
const FUTURE_DAYS = 400;

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const toFeed = (row: { id: string; createdAt: Date | string; lastUsedAt: Date | string | null }): CalendarFeed => ({
  id: row.id,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
});

/** Makes the caller's feed address, revoking any earlier one, in one transaction. */
export async function createFeed(
  app: FastifyInstance,
  actor: CurrentUser,
): Promise<{ feed: CalendarFeed; url: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const id = crypto.randomUUID();
  const row = await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('calendarFeed')
      .set({ revokedAt: new Date() })
      .where('userId', '=', actor.id)
      .where('revokedAt', 'is', null)
      .execute();
    const inserted = await trx
      .insertInto('calendarFeed')
      .values({ id, userId: actor.id, tokenHash: hashToken(token) })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { actorId: actor.id, action: 'create', entity: 'calendarFeed', entityId: id });
    return inserted;
  });
  return { feed: toFeed(row), url: `${app.config.baseUrl}/api/calendar/${token}.ics` };
}

export async function listFeeds(app: FastifyInstance, actor: CurrentUser): Promise<CalendarFeed[]> {
  const rows = await app.db
    .selectFrom('calendarFeed')
    .select(['id', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', actor.id)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map(toFeed);
}

/** Revokes one of the caller's feeds; someone else's, or one already revoked, is not found. */
export async function revokeFeed(app: FastifyInstance, actor: CurrentUser, id: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('calendarFeed')
      .set({ revokedAt: new Date() })
      .where('id', '=', id)
      .where('userId', '=', actor.id)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw notFound('Calendar feed');
    await writeAudit(trx, { actorId: actor.id, action: 'revoke', entity: 'calendarFeed', entityId: id });
  });
}

/**
 * The feed's iCalendar text, or null when the token is unknown, revoked, its teacher gone or
 * disabled, or the teacher's school suspended (docs/SECURITY.md).
 */
export async function renderFeed(app: FastifyInstance, token: string, now = new Date()): Promise<string | null> {
  const feed = await app.db
    .selectFrom('calendarFeed as f')
    .innerJoin('user as u', 'u.id', 'f.userId')
    .leftJoin('organization as o', 'o.id', 'u.organizationId')
    .select(['f.id', 'f.lastUsedAt', 'u.id as userId', 'u.name', 'u.role', 'u.preferredLanguage'])
    .where('f.tokenHash', '=', hashToken(token))
    .where('f.revokedAt', 'is', null)
    .where(sql<boolean>`coalesce(u.status, 'active') <> 'disabled'`)
    .where(sql<boolean>`coalesce(o.status, 'approved') <> 'suspended'`)
    .executeTakeFirst();
  if (!feed || feed.role !== 'teacher') return null;
  // Calendar apps poll often: note the use at most once an hour.
  if (!feed.lastUsedAt || now.getTime() - new Date(feed.lastUsedAt).getTime() > 3_600_000) {
    await app.db.updateTable('calendarFeed').set({ lastUsedAt: now }).where('id', '=', feed.id).execute();
  }
  const rows = await lessonsWithNames(app.db)
    .where('l.teacherId', '=', feed.userId)
    .where('l.endsAt', '>', new Date(now.getTime() - PAST_DAYS * DAY))
    .where('l.startsAt', '<', new Date(now.getTime() + FUTURE_DAYS * DAY))
    .orderBy('l.startsAt')
    .limit(5000)
    .execute();
  const lng = baseLanguage(feed.preferredLanguage);
  const host = new URL(app.config.baseUrl).host;
  return buildCalendar({
    name: translate(lng, 'calendar.ics.name', { name: feed.name }),
    events: rows.map((row) => toEvent(row, lng, host, app.config.baseUrl)),
  });
}

function toEvent(row: LessonWithNames, lng: string, host: string, baseUrl: string): IcsEvent {
  const summary = translate(lng, 'calendar.ics.summary', { student: row.studentName });
  const status = translate(lng, `calendar.status.${row.status}`);
  const description = [
    translate(lng, 'calendar.ics.status', { status }),
    row.cancelReason ? translate(lng, 'calendar.ics.reason', { reason: row.cancelReason }) : '',
    row.notes,
    row.planId
      ? translate(lng, 'calendar.ics.plan', { url: `${baseUrl}/drive-plan/${encodeURIComponent(row.planId)}` })
      : '',
  ].filter(Boolean);
  return {
    uid: `lesson-${row.id}@${host}`,
    start: new Date(row.startsAt),
    end: new Date(row.endsAt),
    stamp: new Date(row.updatedAt),
    sequence: row.version - 1,
    summary: row.status === 'scheduled' ? summary : `${summary} (${status})`,
    ...(row.pickupPlace ? { location: row.pickupPlace } : {}),
    description: description.join('\n'),
    status: row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}
