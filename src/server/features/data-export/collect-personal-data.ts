/**
 * Everything Roadlog holds about one person, as plain records per kind (docs/product/data-export.md).
 * Secrets are left out: password hashes, session tokens, invitation and consent tokens, exams'
 * answer keys. Each kind is one query scoped by the person's id or e-mail.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export type PersonalRecords = Record<string, unknown[] | Record<string, unknown>>;

export async function collectPersonalData(db: Kysely<Database>, subjectId: string): Promise<PersonalRecords> {
  const user = await db.selectFrom('user').selectAll().where('id', '=', subjectId).executeTakeFirstOrThrow();
  const email = user.email;
  const [
    signIns,
    sessions,
    drivesAsStudent,
    drivesSupervised,
    amendments,
    skillLevels,
    skillEvents,
    examAttempts,
    consents,
    consentEvents,
    lessons,
    plans,
    certificates,
    invitations,
    logExports,
    mails,
    activity,
  ] = await Promise.all([
    db.selectFrom('account').select(['providerId', 'createdAt', 'updatedAt']).where('userId', '=', subjectId).execute(),
    db
      .selectFrom('session')
      .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', subjectId)
      .execute(),
    db.selectFrom('driveLog').selectAll().where('studentId', '=', subjectId).orderBy('startedAt').execute(),
    db
      .selectFrom('driveLog')
      .select(['id', 'studentId', 'startedAt', 'endedAt', 'durationMinutes', 'status', 'reviewedAt'])
      .where((eb) => eb.or([eb('supervisorId', '=', subjectId), eb('reviewedBy', '=', subjectId)]))
      .where('studentId', '!=', subjectId)
      .orderBy('startedAt')
      .execute(),
    db
      .selectFrom('driveAmendment as a')
      .innerJoin('driveLog as d', 'd.id', 'a.driveId')
      .selectAll('a')
      .where((eb) => eb.or([eb('d.studentId', '=', subjectId), eb('a.proposedBy', '=', subjectId)]))
      .execute(),
    db.selectFrom('skillLevel').selectAll().where('studentId', '=', subjectId).execute(),
    db
      .selectFrom('skillEvent')
      .selectAll()
      .where((eb) => eb.or([eb('studentId', '=', subjectId), eb('actorId', '=', subjectId)]))
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('examAttempt')
      .select([
        'id',
        'kind',
        'category',
        'state',
        'mode',
        'language',
        'answers',
        'score',
        'total',
        'percent',
        'passed',
        'breakdown',
        'passPercent',
        'startedAt',
        'submittedAt',
      ])
      .where('userId', '=', subjectId)
      .orderBy('startedAt')
      .execute(),
    db
      .selectFrom('parentConsent')
      .select(['studentId', 'organizationId', 'parentEmail', 'status', 'requestedAt', 'resendCount'])
      .where((eb) => eb.or([eb('studentId', '=', subjectId), eb('parentEmail', '=', email)]))
      .execute(),
    db
      .selectFrom('parentConsentEvent')
      .selectAll()
      .where((eb) =>
        eb.or([eb('studentId', '=', subjectId), eb('actorId', '=', subjectId), eb('parentEmail', '=', email)]),
      )
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('lesson')
      .selectAll()
      .where((eb) => eb.or([eb('studentId', '=', subjectId), eb('teacherId', '=', subjectId)]))
      .orderBy('startsAt')
      .execute(),
    db
      .selectFrom('drivePlan')
      .selectAll()
      .where((eb) => eb.or([eb('ownerId', '=', subjectId), eb('studentId', '=', subjectId)]))
      .execute(),
    db.selectFrom('certificate').selectAll().where('studentId', '=', subjectId).execute(),
    db
      .selectFrom('invitation')
      .select([
        'organizationId',
        'email',
        'role',
        'firstName',
        'lastName',
        'status',
        'expiresAt',
        'createdAt',
        'acceptedAt',
      ])
      .where((eb) => eb.or([eb('email', '=', email), eb('acceptedBy', '=', subjectId)]))
      .execute(),
    db.selectFrom('logExport').select(['id', 'createdAt', 'totals']).where('studentId', '=', subjectId).execute(),
    db
      .selectFrom('mailOutbox')
      .select(['kind', 'subject', 'status', 'createdAt', 'sentAt'])
      .where('to', '=', email)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('auditLog')
      .select(['action', 'entity', 'entityId', 'before', 'after', 'createdAt'])
      .where((eb) =>
        eb.or([eb('actorId', '=', subjectId), eb.and([eb('entity', '=', 'user'), eb('entityId', '=', subjectId)])]),
      )
      .orderBy('createdAt')
      .execute(),
  ]);
  const school = user.organizationId
    ? await db
        .selectFrom('organization')
        .select(['id', 'name', 'state'])
        .where('id', '=', user.organizationId)
        .executeTakeFirst()
    : undefined;
  return {
    profile: { ...user, school: school ?? null },
    signInMethods: signIns,
    sessions,
    drives: drivesAsStudent.map(({ track, ...drive }) => ({ ...drive, trackPoints: track?.length ?? 0 })),
    drivesSupervisedOrReviewed: drivesSupervised,
    driveAmendments: amendments,
    skillLevels,
    skillEvents,
    examAttempts,
    parentConsents: consents,
    parentConsentEvents: consentEvents,
    lessons,
    drivePlans: plans.map(({ shareToken: _token, ...plan }) => plan),
    certificates,
    invitations,
    printedLogs: logExports,
    emails: mails,
    activity,
  };
}
