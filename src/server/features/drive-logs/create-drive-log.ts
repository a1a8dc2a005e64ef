import type { FastifyInstance } from 'fastify';
import type { CreateDriveBody, Drive, DriveWarning } from '../../../shared/api/drive-logs.js';
import type { CurrentUser } from '../../auth/session.js';
import type { DriveLogRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { capWarnings } from './cap-warnings.js';
import { downsampleTrack, trackDistanceKm } from './geo.js';
import { computeNightMinutes, zipCentroid, type Coordinates } from './night.js';
import { loadStudent, type StudentContext } from '../students/load-student.js';
import {
  driveAuditEntry,
  findDriveRow,
  hasPendingAmendment,
  lockStudent,
  overlapQuery,
  toDrive,
} from './repository.js';
import { checkOdometer, checkTimes, isTimeZone, refuse, resolveSupervisor } from './validate-drive.js';
import { assertConsentForDrives } from '../consent/drive-guard.js';
import { auditInsert } from '../../audit.js';

/** Where the drive happened, for night minutes: GPS first, then the family's or school's ZIP. */
export function drivePlace(
  body: Pick<CreateDriveBody, 'start' | 'end' | 'track'>,
  student: StudentContext,
): Coordinates | null {
  const first = body.track?.[0];
  if (first) return { latitude: first[0], longitude: first[1] };
  for (const p of [body.start, body.end]) {
    if (p?.latitude !== undefined && p.longitude !== undefined) return { latitude: p.latitude, longitude: p.longitude };
  }
  return zipCentroid(student.zip) ?? zipCentroid(student.schoolZip);
}

/**
 * Creates a drive. The client's id makes it idempotent: the same id again answers the stored
 * drive with `created: false`. Writes the drive and its audit row in one statement of one
 * transaction, with the student's row locked so two drives cannot overlap by racing each other.
 * Five round trips in all after the student lookup (bench/README.md): begin, lock, one check for
 * the id and an overlap, the insert with its audit row, commit.
 */
export async function createDriveLog(
  app: FastifyInstance,
  actor: CurrentUser,
  body: CreateDriveBody,
): Promise<{ drive: Drive; created: boolean; warnings: DriveWarning[] }> {
  const student = await loadStudent(app, actor, body.studentId, 'log');

  /** A drive already stored under this id: the same drive again, or a clash with another student's. */
  const sameId = (existing: DriveLogRow) => {
    if (existing.studentId !== student.id) throw new AppError('conflict', 'This drive id is already used.');
    return { row: existing, created: false };
  };
  /** The answer to a repeated submission: the stored drive, whatever has changed since. */
  const replay = async (existing: DriveLogRow) => {
    sameId(existing);
    const [pending, warnings] = await Promise.all([
      hasPendingAmendment(app.db, existing.id),
      capWarnings(app.db, student.id, student.state, existing),
    ]);
    return { drive: toDrive(existing, student.name, pending), created: false, warnings };
  };

  let fields: Awaited<ReturnType<typeof checkedFields>>;
  try {
    fields = await checkedFields(app, actor, student, body);
  } catch (err) {
    // A retry of a drive stored earlier answers that drive even if it would no longer pass
    // (a supervisor since unlinked, consent since withdrawn): checked only on this rare path.
    const stored = await findDriveRow(app.db, body.id);
    if (stored) return replay(stored);
    throw err;
  }
  const { start, end, durationMinutes, nightMinutes, supervisor, track } = fields;

  const row = await app.db
    .transaction()
    .execute(async (trx) => {
      await lockStudent(trx, student.id);
      // One statement: is the id taken (a concurrent retry may have won the race), and does the
      // drive overlap another? Read after the lock, so it sees every drive committed before it.
      const check = await trx
        .selectNoFrom((eb) => [
          eb.exists(eb.selectFrom('driveLog').select('id').where('id', '=', body.id)).as('taken'),
          overlapQuery(trx, student.id, start, end).as('overlap'),
        ])
        .executeTakeFirstOrThrow();
      if (check.taken) return sameId((await findDriveRow(trx, body.id))!);
      if (check.overlap) throw refuse('startedAt', 'overlap');
      const auditEntry = driveAuditEntry({
        actorId: actor.id,
        action: 'create',
        entityId: body.id,
        after: {
          startedAt: start.toISOString(),
          endedAt: end.toISOString(),
          durationMinutes,
          nightMinutes,
          source: body.source,
          supervisor: supervisor.name,
        },
      });
      const inserted = await trx
        // The audit row is written by the same statement: both or neither.
        .with('audit', (db) => auditInsert(db, auditEntry))
        .insertInto('driveLog')
        .values({
          id: body.id,
          studentId: student.id,
          organizationId: student.organizationId,
          supervisorType: supervisor.type,
          supervisorId: supervisor.userId,
          supervisorName: supervisor.name,
          supervisorLicense: supervisor.license,
          startedAt: start,
          endedAt: end,
          timeZone: body.timeZone,
          durationMinutes,
          nightMinutes,
          nightMinutesComputed: nightMinutes,
          startLabel: body.start.label,
          startLat: body.start.latitude ?? track?.[0]?.[0] ?? null,
          startLng: body.start.longitude ?? track?.[0]?.[1] ?? null,
          endLabel: body.end.label,
          endLat: body.end.latitude ?? track?.at(-1)?.[0] ?? null,
          endLng: body.end.longitude ?? track?.at(-1)?.[1] ?? null,
          track: track ? JSON.stringify(downsampleTrack(track)) : null,
          distanceKm: track ? trackDistanceKm(track) : null,
          odometerStart: body.odometerStart ?? null,
          odometerEnd: body.odometerEnd ?? null,
          weather: JSON.stringify(body.weather),
          roadTypes: JSON.stringify(body.roadTypes),
          traffic: body.traffic ?? null,
          skills: JSON.stringify(body.skills),
          notes: body.notes,
          source: body.source,
          status: 'submitted',
          createdBy: actor.id,
          updatedAt: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row: inserted, created: true };
    })
    .catch(async (err: unknown) => {
      // The same id sent for another student at the same moment: that student's lock does not
      // serialize us, so the primary key decides; answer as if we had come second.
      const raced = isUniqueViolation(err) ? await findDriveRow(app.db, body.id) : null;
      if (!raced) throw err;
      return sameId(raced);
    });

  const warnings = await capWarnings(app.db, student.id, student.state, row.row);
  return {
    drive: toDrive(row.row, student.name, !row.created && (await hasPendingAmendment(app.db, row.row.id))),
    created: row.created,
    warnings,
  };
}

/** Every rule a new drive must pass before the transaction, and the values derived from it. */
async function checkedFields(app: FastifyInstance, actor: CurrentUser, student: StudentContext, body: CreateDriveBody) {
  // Until a parent consents, no new drive is recorded for the student (features/consent).
  assertConsentForDrives(student);
  if (!isTimeZone(body.timeZone)) throw refuse('timeZone', 'unknown-time-zone');
  const start = new Date(body.startedAt);
  const end = new Date(body.endedAt);
  const durationMinutes = checkTimes(start, end);
  checkOdometer(body.odometerStart, body.odometerEnd);
  const supervisor = await resolveSupervisor(app, student, body.supervisor, actor);
  // A track synced from several queued batches may arrive out of order: distance, the first and
  // last point and the night place all read it in time order.
  const track = body.track && body.track.length > 1 ? [...body.track].sort((a, b) => a[2] - b[2]) : null;
  const place = drivePlace({ ...body, track: track ?? body.track }, student);
  const nightMinutes = place ? computeNightMinutes(start, end, place) : 0;
  return { start, end, durationMinutes, nightMinutes, supervisor, track };
}

/** PostgreSQL's (and PGlite's) unique_violation. */
function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
