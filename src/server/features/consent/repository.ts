/** SQL for parent consent: the current consent of each student and its history. */
import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ConsentStatus, StudentConsent } from '../../../shared/api/consent.js';
import type { Database, ParentConsentRow } from '../../db/schema.js';
import { writeAudit } from '../../audit.js';

export type Db = Kysely<Database> | Transaction<Database>;
type Action = 'requested' | 'resent' | 'granted' | 'rejected' | 'withdrawn';

/** 192 random bits, URL-safe: the consent link's only secret. */
export const newConsentToken = () => crypto.randomBytes(24).toString('base64url');

export function findConsent(db: Db, studentId: string): Promise<ParentConsentRow | undefined> {
  return db.selectFrom('parentConsent').selectAll().where('studentId', '=', studentId).executeTakeFirst();
}

export function findConsentByToken(db: Db, token: string, lock = false): Promise<ParentConsentRow | undefined> {
  const query = db.selectFrom('parentConsent').selectAll().where('token', '=', token);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function recordEvent(
  db: Db,
  event: { studentId: string; action: Action; actorId: string | null; actorEmail: string | null; parentEmail: string },
): Promise<void> {
  await db.insertInto('parentConsentEvent').values(event).execute();
}

export async function audit(
  db: Db,
  entry: { actorId: string | null; action: string; entityId: string; before?: unknown; after?: unknown },
): Promise<void> {
  await writeAudit(db, { ...entry, entity: 'parentConsent' });
}

/**
 * Starts (or restarts) the consent request of a student: pending, a fresh token, the given parent
 * e-mail. Returns the token for the e-mail link. The caller sends the e-mail after its commit.
 */
export async function openConsentRequest(
  db: Db,
  input: {
    studentId: string;
    organizationId: string | null;
    parentEmail: string;
    requestedBy: string | null;
    requestedByEmail: string | null;
  },
): Promise<string> {
  const token = newConsentToken();
  const now = new Date();
  await db
    .insertInto('parentConsent')
    .values({
      studentId: input.studentId,
      organizationId: input.organizationId,
      parentEmail: input.parentEmail,
      status: 'pending',
      token,
      requestedBy: input.requestedBy,
      requestedAt: now,
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.column('studentId').doUpdateSet({
        parentEmail: input.parentEmail,
        status: 'pending',
        token,
        requestedBy: input.requestedBy,
        requestedAt: now,
        resendCount: 0,
        decidedBy: null,
        decidedByEmail: null,
        decidedAt: null,
        updatedAt: now,
      }),
    )
    .execute();
  await recordEvent(db, {
    studentId: input.studentId,
    action: 'requested',
    actorId: input.requestedBy,
    actorEmail: input.requestedByEmail,
    parentEmail: input.parentEmail,
  });
  await audit(db, {
    actorId: input.requestedBy,
    action: 'request',
    entityId: input.studentId,
    after: { parentEmail: input.parentEmail, status: 'pending' },
  });
  return token;
}

/** Adds a student to a parent's `studentIds` (once). */
export async function linkParent(db: Db, parentId: string, studentId: string): Promise<void> {
  await db
    .updateTable('user')
    .set({
      studentIds: sql`case when coalesce("studentIds", '[]'::jsonb) @> ${JSON.stringify([studentId])}::jsonb then "studentIds" else coalesce("studentIds", '[]'::jsonb) || ${JSON.stringify([studentId])}::jsonb end`,
      updatedAt: new Date(),
    })
    .where('id', '=', parentId)
    .execute();
}

/** Removes a student from a parent's `studentIds`. */
export async function unlinkParent(db: Db, parentId: string, studentId: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ studentIds: sql`coalesce("studentIds", '[]'::jsonb) - ${studentId}::text`, updatedAt: new Date() })
    .where('id', '=', parentId)
    .execute();
}

/**
 * Grants consent: records who and when, links the parent to the student, keeps the history and
 * an audit row. Used by the consent page and by accepting a parent invitation.
 */
export async function grantConsent(
  db: Db,
  input: {
    studentId: string;
    organizationId: string | null;
    parent: { id: string; email: string };
    previous: ParentConsentRow | undefined;
  },
): Promise<void> {
  const now = new Date();
  if (input.previous) {
    await db
      .updateTable('parentConsent')
      .set({
        status: 'granted',
        parentEmail: input.parent.email,
        decidedBy: input.parent.id,
        decidedByEmail: input.parent.email,
        decidedAt: now,
        updatedAt: now,
      })
      .where('studentId', '=', input.studentId)
      .execute();
  } else {
    await db
      .insertInto('parentConsent')
      .values({
        studentId: input.studentId,
        organizationId: input.organizationId,
        parentEmail: input.parent.email,
        status: 'granted',
        token: newConsentToken(),
        requestedBy: null,
        requestedAt: now,
        decidedBy: input.parent.id,
        decidedByEmail: input.parent.email,
        decidedAt: now,
        updatedAt: now,
      })
      .execute();
  }
  await linkParent(db, input.parent.id, input.studentId);
  await recordEvent(db, {
    studentId: input.studentId,
    action: 'granted',
    actorId: input.parent.id,
    actorEmail: input.parent.email,
    parentEmail: input.parent.email,
  });
  await audit(db, {
    actorId: input.parent.id,
    action: 'grant',
    entityId: input.studentId,
    before: { status: input.previous?.status ?? 'none' },
    after: { status: 'granted', parentId: input.parent.id },
  });
}

export function statusOf(row: Pick<ParentConsentRow, 'status'> | undefined): ConsentStatus {
  return row?.status ?? 'none';
}

/** The consent, its history, and whether the student may log drives. */
export async function studentConsent(db: Db, studentId: string): Promise<StudentConsent> {
  const [row, events] = await Promise.all([
    findConsent(db, studentId),
    db
      .selectFrom('parentConsentEvent as e')
      .leftJoin('user as u', 'u.id', 'e.actorId')
      .select(['e.action', 'e.actorEmail', 'e.parentEmail', 'e.createdAt', 'u.name as actorName'])
      .where('e.studentId', '=', studentId)
      .orderBy('e.id', 'desc')
      .limit(50)
      .execute(),
  ]);
  const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
  return {
    studentId,
    status: statusOf(row),
    parentEmail: row?.parentEmail ?? null,
    requestedAt: iso(row?.requestedAt),
    decidedAt: iso(row?.decidedAt),
    canLogDrives: row?.status === 'granted',
    history: events.map((e) => ({
      action: e.action,
      actorName: e.actorName ?? null,
      actorEmail: e.actorEmail,
      parentEmail: e.parentEmail,
      createdAt: new Date(e.createdAt).toISOString(),
    })),
  };
}
