/**
 * Changes to an existing drive: night correction, archive and restore, and amendments of approved
 * drives. Each change is one transaction with its audit row; `version` counts changes.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { canLogDriveFor } from '../../../shared/access.js';
import type { z } from 'zod';
import type { amendDriveBody } from '../../../shared/api/drive-logs.js';
import type { CurrentUser } from '../../auth/session.js';
import type { Database, DriveLogRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { assertReviewer } from './access.js';
import { drivePlace } from './create-drive-log.js';
import { recordDriveSkills } from '../skills/record-drive-skills.js';
import { computeNightMinutes } from './night.js';
import { assertStudentNeed, studentRef, type StudentContext } from '../students/load-student.js';
import { audit, findOverlap, hasPendingAmendment, lockStudent } from './repository.js';
import { checkOdometer, checkTimes, isTimeZone, refuse, resolveSupervisor } from './validate-drive.js';

const locked = () => new AppError('conflict', 'This drive is approved and locked; propose an amendment instead.');
const alreadyWaiting = () => new AppError('conflict', 'An amendment is already waiting for review.');

/** A supervisor corrects the computed night minutes with a reason (while the drive awaits review). */
export async function correctNightMinutes(
  app: FastifyInstance,
  actor: CurrentUser,
  row: DriveLogRow,
  student: StudentContext,
  minutes: number,
  reason: string,
) {
  assertReviewer(actor, student);
  if (row.status === 'approved') throw locked();
  if (minutes > row.durationMinutes) throw refuse('nightMinutes', 'too-long');
  await app.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('driveLog')
      .set({
        nightMinutes: minutes,
        nightCorrectionReason: reason,
        updatedAt: new Date(),
        version: (eb) => eb('version', '+', 1),
      })
      .where('id', '=', row.id)
      // Approved meanwhile (a reviewer in another tab): the drive is locked now.
      .where('status', '!=', 'approved')
      .returning('id')
      .execute();
    if (changed.length === 0) throw locked();
    await audit(trx, {
      actorId: actor.id,
      action: 'correct-night',
      entityId: row.id,
      before: { nightMinutes: row.nightMinutes },
      after: { nightMinutes: minutes, reason },
    });
  });
}

/** Archive or restore one drive. Nothing is deleted; archived drives leave the totals. */
export async function setArchived(
  app: FastifyInstance,
  actor: CurrentUser,
  row: DriveLogRow,
  student: StudentContext,
  archived: boolean,
) {
  if (!canLogDriveFor(actor, studentRef(student)) && actor.role !== 'admin')
    throw new AppError('forbidden', 'You cannot archive this drive.');
  if (Boolean(row.archivedAt) === archived) return;
  await app.db.transaction().execute(async (trx) => {
    if (!archived && row.status !== 'rejected') {
      await lockStudent(trx, row.studentId);
      if (await findOverlap(trx, row.studentId, new Date(row.startedAt), new Date(row.endedAt), row.id))
        throw refuse('startedAt', 'overlap');
    }
    const changed = await trx
      .updateTable('driveLog')
      .set({
        archivedAt: archived ? new Date() : null,
        archivedBy: archived ? actor.id : null,
        updatedAt: new Date(),
        version: (eb) => eb('version', '+', 1),
      })
      .where('id', '=', row.id)
      // Archived or restored meanwhile by someone else: nothing to do, nothing to audit.
      .where('archivedAt', archived ? 'is' : 'is not', null)
      .returning('id')
      .execute();
    if (changed.length > 0)
      await audit(trx, { actorId: actor.id, action: archived ? 'archive' : 'restore', entityId: row.id });
  });
}

/** Archive every live drive of a student (a finished learner's whole log). */
export async function archiveStudentLog(
  app: FastifyInstance,
  actor: CurrentUser,
  student: StudentContext,
): Promise<number> {
  if (!canLogDriveFor(actor, studentRef(student)) && actor.role !== 'admin')
    throw new AppError('forbidden', 'You cannot archive this log.');
  return app.db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('driveLog')
      .set({
        archivedAt: new Date(),
        archivedBy: actor.id,
        updatedAt: new Date(),
        version: (eb) => eb('version', '+', 1),
      })
      .where('studentId', '=', student.id)
      .where('archivedAt', 'is', null)
      .returning('id')
      .execute();
    for (const r of rows)
      await audit(trx, { actorId: actor.id, action: 'archive', entityId: r.id, after: { wholeLog: true } });
    return rows.length;
  });
}

type AmendBody = z.infer<typeof amendDriveBody>;

/** Proposes a correction to an approved (locked) drive; it applies only once approved. */
export async function proposeAmendment(
  app: FastifyInstance,
  actor: CurrentUser,
  row: DriveLogRow,
  student: StudentContext,
  body: AmendBody,
): Promise<string> {
  assertStudentNeed(actor, student, 'log');
  if (row.status !== 'approved')
    throw new AppError('conflict', 'Only approved drives are amended; edit the drive by resubmitting it.');
  if (Object.keys(body.changes).length === 0) throw new AppError('validation-failed', 'Nothing to change.');
  // Refused now rather than at approval: an amendment that cannot apply would only wait forever.
  const update = await applyChanges(app, row, student, body.changes);
  const id = crypto.randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await lockStudent(trx, row.studentId);
    if (await hasPendingAmendment(trx, row.id)) throw alreadyWaiting();
    await assertNoOverlap(trx, row, update);
    await trx
      .insertInto('driveAmendment')
      .values({
        id,
        driveId: row.id,
        proposedBy: actor.id,
        changes: JSON.stringify(body.changes),
        reason: body.reason,
        status: 'submitted',
      })
      .execute();
    await audit(trx, {
      actorId: actor.id,
      action: 'amend-propose',
      entityId: row.id,
      after: { amendmentId: id, changes: body.changes, reason: body.reason },
    });
  });
  return id;
}

/** A reviewer approves (applies) or rejects an amendment. */
export async function reviewAmendment(
  app: FastifyInstance,
  actor: CurrentUser,
  row: DriveLogRow,
  student: StudentContext,
  amendmentId: string,
  decision: 'approve' | 'reject',
) {
  assertReviewer(actor, student);
  const amendment = await app.db
    .selectFrom('driveAmendment')
    .selectAll()
    .where('id', '=', amendmentId)
    .where('driveId', '=', row.id)
    .executeTakeFirst();
  if (!amendment) throw new AppError('not-found', 'Amendment not found.');
  if (amendment.status !== 'submitted') throw new AppError('conflict', 'This amendment has already been decided.');
  const changes = amendment.changes as AmendBody['changes'];
  const update = decision === 'approve' ? await applyChanges(app, row, student, changes) : null;
  await app.db.transaction().execute(async (trx) => {
    await lockStudent(trx, row.studentId);
    const decided = await trx
      .updateTable('driveAmendment')
      .set({ status: decision === 'approve' ? 'approved' : 'rejected', reviewedBy: actor.id, reviewedAt: new Date() })
      .where('id', '=', amendmentId)
      // Two reviewers at the same moment: the second finds it decided.
      .where('status', '=', 'submitted')
      .returning('id')
      .execute();
    if (decided.length === 0) throw new AppError('conflict', 'This amendment has already been decided.');
    if (update) {
      await assertNoOverlap(trx, row, update);
      await trx
        .updateTable('driveLog')
        .set({ ...update, updatedAt: new Date(), version: (eb) => eb('version', '+', 1) })
        .where('id', '=', row.id)
        .execute();
      // Skills added by the correction count as practised on this approved drive.
      if (changes.skills && row.status === 'approved' && !row.archivedAt)
        await recordDriveSkills(trx, [{ id: row.id, studentId: row.studentId, skills: changes.skills }], actor.id);
    }
    await audit(trx, {
      actorId: actor.id,
      action: decision === 'approve' ? 'amend-approve' : 'amend-reject',
      entityId: row.id,
      before: decision === 'approve' ? pick(row, Object.keys(update ?? {})) : undefined,
      after: { amendmentId, ...(update ? { changes } : {}) },
    });
  });
}

function pick(row: DriveLogRow, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, (row as unknown as Record<string, unknown>)[k]]));
}

/** The amended times may not overlap another live drive; run inside the transaction, after lockStudent. */
async function assertNoOverlap(
  trx: Transaction<Database>,
  row: DriveLogRow,
  update: { startedAt: Date; endedAt: Date },
): Promise<void> {
  if (await findOverlap(trx, row.studentId, update.startedAt, update.endedAt, row.id))
    throw refuse('startedAt', 'overlap');
}

/**
 * Validates amended fields against the same rules as a new drive (overlap is checked apart, in the
 * transaction that writes); returns the column update.
 */
async function applyChanges(
  app: FastifyInstance,
  row: DriveLogRow,
  student: StudentContext,
  changes: AmendBody['changes'],
) {
  const start = new Date(changes.startedAt ?? row.startedAt);
  const end = new Date(changes.endedAt ?? row.endedAt);
  const durationMinutes = checkTimes(start, end);
  if (changes.timeZone && !isTimeZone(changes.timeZone)) throw refuse('timeZone', 'unknown-time-zone');
  checkOdometer(
    changes.odometerStart ?? row.odometerStart ?? undefined,
    changes.odometerEnd ?? row.odometerEnd ?? undefined,
  );
  const supervisor = changes.supervisor ? await resolveSupervisor(app, student, changes.supervisor) : null;
  const timesChanged = Boolean(changes.startedAt || changes.endedAt || changes.start || changes.end);
  const place = drivePlace(
    {
      start: changes.start ?? {
        label: row.startLabel,
        ...(row.startLat !== null && row.startLng !== null ? { latitude: row.startLat, longitude: row.startLng } : {}),
      },
      end: changes.end ?? { label: row.endLabel },
      track: undefined,
    },
    student,
  );
  const night = timesChanged && place ? computeNightMinutes(start, end, place) : null;
  return {
    startedAt: start,
    endedAt: end,
    durationMinutes,
    ...(night !== null ? { nightMinutes: night, nightMinutesComputed: night, nightCorrectionReason: null } : {}),
    ...(changes.timeZone ? { timeZone: changes.timeZone } : {}),
    ...(supervisor
      ? {
          supervisorType: supervisor.type,
          supervisorId: supervisor.userId,
          supervisorName: supervisor.name,
          supervisorLicense: supervisor.license,
        }
      : {}),
    ...(changes.start
      ? {
          startLabel: changes.start.label,
          startLat: changes.start.latitude ?? null,
          startLng: changes.start.longitude ?? null,
        }
      : {}),
    ...(changes.end
      ? { endLabel: changes.end.label, endLat: changes.end.latitude ?? null, endLng: changes.end.longitude ?? null }
      : {}),
    ...(changes.odometerStart !== undefined ? { odometerStart: changes.odometerStart } : {}),
    ...(changes.odometerEnd !== undefined ? { odometerEnd: changes.odometerEnd } : {}),
    ...(changes.weather ? { weather: JSON.stringify(changes.weather) } : {}),
    ...(changes.roadTypes ? { roadTypes: JSON.stringify(changes.roadTypes) } : {}),
    ...(changes.traffic ? { traffic: changes.traffic } : {}),
    ...(changes.skills ? { skills: JSON.stringify(changes.skills) } : {}),
    ...(changes.notes !== undefined ? { notes: changes.notes } : {}),
  };
}
