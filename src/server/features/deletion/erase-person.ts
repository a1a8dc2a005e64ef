/**
 * Erasing one person's personal data (docs/product/data-deletion.md#what-is-removed, decision 020),
 * in the caller's transaction. Students and parents are deleted: their user row goes and the
 * foreign keys take their drives (and GPS tracks), amendments, log exports, skills, exam attempts,
 * consents, invitations, plans, lessons, sessions and password with it. Staff and admins are
 * anonymized: the row stays under the same id (others' lessons, plans, reviews and schools point at
 * it) with every personal field emptied. Either way, what other people keep loses the person's
 * name, address and id: certificates become anonymous revoked records, drives they supervised keep
 * "Deleted user", audit rows, outbox copies and rate counters lose every mention.
 */
import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DeletionCounts } from '../../../shared/api/deletion.js';
import type { Role } from '../../../shared/roles.js';
import type { Database } from '../../db/schema.js';

/** What others' records show where an erased person was named. */
export const ERASED_NAME = 'Deleted user';
/** What others' records hold where an erased person's id was required (text columns without a foreign key). */
export const ERASED_ID = 'deleted';
/** The outbox's recipient of the last message to an erased person. */
export const ERASED_ADDRESS = '(erased)';

export interface ErasablePerson {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
}

/** Students, parents and accounts without a role are deleted; everyone else is anonymized. */
export function erasureMode(role: Role | null): 'delete' | 'anonymize' {
  return role === null || role === 'student' || role === 'parent' ? 'delete' : 'anonymize';
}

/** What carrying out a request for `person` would remove or anonymize, by kind. */
export async function countErasure(db: Kysely<Database>, person: ErasablePerson): Promise<DeletionCounts> {
  const id = person.id;
  const email = person.email.toLowerCase();
  const owns = erasureMode(person.role) === 'delete';
  const { rows } = await sql<Record<keyof DeletionCounts, number>>`
    select
      1 as accounts,
      (select count(*)::int from session where "userId" = ${id}) as sessions,
      (select count(*)::int from "driveLog" where "studentId" = ${id}) as drives,
      (select count(*)::int from "driveLog" where "studentId" = ${id} and track is not null) as "gpsTracks",
      (select count(*)::int from "driveAmendment" a join "driveLog" d on d.id = a."driveId" where d."studentId" = ${id}) as amendments,
      (select count(*)::int from "logExport" where "studentId" = ${id}) as "logExports",
      (select count(*)::int from "examAttempt" where "userId" = ${id}) as "examAttempts",
      (select count(*)::int from "skillLevel" where "studentId" = ${id})
        + (select count(*)::int from "skillEvent" where "studentId" = ${id}) as skills,
      (select count(*)::int from "parentConsent" where "studentId" = ${id})
        + (select count(*)::int from "parentConsentEvent" where "studentId" = ${id}) as consents,
      (select count(*)::int from invitation where "studentId" = ${id} or lower(email) = ${email}) as invitations,
      (select count(*)::int from "drivePlan" where ${owns} and ("ownerId" = ${id} or "studentId" = ${id})) as plans,
      (select count(*)::int from lesson where "studentId" = ${id}) as lessons,
      (select count(*)::int from certificate where "studentId" = ${id}) as certificates,
      (select count(*)::int from "mailOutbox" where lower("to") = ${email}) as emails,
      (select count(*)::int from "auditLog" where "actorId" = ${id} or "entityId" = ${id}) as "auditEntries"
  `.execute(db);
  return rows[0]!;
}

/** The forms a text takes in stored text, HTML and JSON, each with what replaces it. */
function needles(person: ErasablePerson): { text: string[]; replacement: (s: string) => string } {
  const names = [
    person.name,
    [person.firstName, person.lastName].filter(Boolean).join(' '),
    [person.lastName, person.firstName].filter(Boolean).join(', '),
  ].filter((s) => s.trim().length >= 3);
  const plain = [...new Set([person.email, person.email.toLowerCase(), person.id, ...names])];
  const html = plain.map((s) =>
    s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c),
  );
  const json = plain.map((s) => JSON.stringify(s).slice(1, -1));
  const all = [...new Set([...plain, ...html, ...json])].sort((a, b) => b.length - a.length);
  const ids = new Set([person.id]);
  return { text: all, replacement: (s) => (ids.has(s) ? ERASED_ID : s.includes('@') ? ERASED_ADDRESS : ERASED_NAME) };
}

/** Replaces every needle in `column` of the rows that contain one. */
async function scrubColumn(
  trx: Transaction<Database>,
  table: 'mailOutbox' | 'auditLog',
  column: string,
  json: boolean,
  list: { text: string[]; replacement: (s: string) => string },
): Promise<void> {
  const col = sql.ref(column);
  const asText = json ? sql`${col}::text` : sql`${col}`;
  for (const needle of list.text) {
    const replaced = sql`replace(${asText}, ${needle}::text, ${list.replacement(needle)}::text)`;
    await sql`update ${sql.table(table)} set ${col} = ${json ? sql`${replaced}::jsonb` : replaced}
      where strpos(${asText}, ${needle}::text) > 0`.execute(trx);
  }
}

/** Erases `person` (see the top of this file); returns what was removed, counted just before. */
export async function erasePerson(trx: Transaction<Database>, person: ErasablePerson): Promise<DeletionCounts> {
  const counts = await countErasure(trx, person);
  const id = person.id;
  const email = person.email.toLowerCase();
  const mode = erasureMode(person.role);
  const now = new Date();

  // Certificates stay, revoked and without the name (a verification answers "revoked" and nothing else).
  await trx
    .updateTable('certificate')
    .set({
      studentName: '',
      studentId: null,
      status: 'revoked',
      revokedAt: sql<Date>`coalesce("revokedAt", now())`,
      revokedReason: null,
      anonymizedAt: now,
    })
    .where('studentId', '=', id)
    .execute();

  // Audit rows about the person's own records lose their content; every other mention goes below.
  const ownRecords = sql`(
    select id from "driveLog" where "studentId" = ${id}
    union all select a.id from "driveAmendment" a join "driveLog" d on d.id = a."driveId" where d."studentId" = ${id}
    union all select id from lesson where "studentId" = ${id}
    union all select id from invitation where "studentId" = ${id} or lower(email) = ${email}
    union all select id from "drivePlan" where ${mode === 'delete'} and ("ownerId" = ${id} or "studentId" = ${id})
    union all select id from "logExport" where "studentId" = ${id}
    union all select id from "examAttempt" where "userId" = ${id}
    union all select ${id}::text)`;
  await sql`update "auditLog" set before = null, after = null where "entityId" in ${ownRecords}`.execute(trx);
  await sql`update "auditLog" set "entityId" = ${ERASED_ID} where "entityId" = ${id}`.execute(trx);
  await sql`update "auditLog" set "actorId" = null where "actorId" = ${id}`.execute(trx);

  // Mail: the person's own copies go; others' lose the mentions.
  await trx
    .deleteFrom('mailOutbox')
    .where(sql<boolean>`lower("to") = ${email}`)
    .execute();
  const list = needles(person);
  for (const column of ['subject', 'text', 'html', 'link']) await scrubColumn(trx, 'mailOutbox', column, false, list);
  for (const column of ['before', 'after']) await scrubColumn(trx, 'auditLog', column, true, list);

  // Sign-in traces: reset tokens, counters keyed by address or id.
  await trx
    .deleteFrom('verification')
    .where((eb) =>
      eb.or([
        eb('value', '=', id),
        sql<boolean>`(strpos(lower(identifier), ${email}) > 0)`,
        sql<boolean>`(strpos(lower(value), ${email}) > 0)`,
      ]),
    )
    .execute();
  await trx
    .deleteFrom('rateCounter')
    .where((eb) => eb.or([sql<boolean>`(strpos(lower(key), ${email}) > 0)`, sql<boolean>`(strpos(key, ${id}) > 0)`]))
    .execute();

  // Others' records that named the person.
  await trx.updateTable('driveLog').set({ supervisorName: ERASED_NAME }).where('supervisorId', '=', id).execute();
  await trx
    .updateTable('user')
    .set({ studentIds: sql`"studentIds" - ${id}::text` as never })
    .where(sql<boolean>`"studentIds" @> jsonb_build_array(${id}::text)`)
    .execute();
  await trx.updateTable('user').set({ studentId: null }).where('studentId', '=', id).execute();
  await trx
    .updateTable('user')
    .set({ parentEmail: null })
    .where(sql<boolean>`lower("parentEmail") = ${email}`)
    .execute();
  await trx
    .deleteFrom('invitation')
    .where(sql<boolean>`lower(email) = ${email}`)
    .execute();
  await trx
    .updateTable('invitation')
    .set({ parentEmail: null })
    .where(sql<boolean>`lower("parentEmail") = ${email}`)
    .execute();
  await trx
    .updateTable('parentConsent')
    .set({ parentEmail: ERASED_ADDRESS })
    .where(sql<boolean>`lower("parentEmail") = ${email}`)
    .execute();
  await trx
    .updateTable('parentConsent')
    .set({ decidedByEmail: null })
    .where(sql<boolean>`lower("decidedByEmail") = ${email}`)
    .execute();
  await trx
    .updateTable('parentConsentEvent')
    .set({ parentEmail: ERASED_ADDRESS })
    .where(sql<boolean>`lower("parentEmail") = ${email}`)
    .execute();
  await trx
    .updateTable('parentConsentEvent')
    .set({ actorEmail: null })
    .where(sql<boolean>`lower("actorEmail") = ${email}`)
    .execute();
  await trx
    .updateTable('deletionRequest')
    .set({ requesterEmail: null, reason: null })
    .where((eb) =>
      eb.or([eb('requesterId', '=', id), eb('subjectId', '=', id), sql<boolean>`(lower("requesterEmail") = ${email})`]),
    )
    .execute();

  if (mode === 'delete') {
    // Ids in text columns without a foreign key, in records others keep.
    await trx.updateTable('driveLog').set({ createdBy: ERASED_ID }).where('createdBy', '=', id).execute();
    await trx.updateTable('driveLog').set({ reviewedBy: null }).where('reviewedBy', '=', id).execute();
    await trx.updateTable('driveLog').set({ archivedBy: null }).where('archivedBy', '=', id).execute();
    await trx.updateTable('driveAmendment').set({ proposedBy: ERASED_ID }).where('proposedBy', '=', id).execute();
    await trx.updateTable('driveAmendment').set({ reviewedBy: null }).where('reviewedBy', '=', id).execute();
    await trx.updateTable('lesson').set({ createdBy: ERASED_ID }).where('createdBy', '=', id).execute();
    await trx.updateTable('logExport').set({ createdBy: ERASED_ID }).where('createdBy', '=', id).execute();
    await trx.updateTable('skillLevel').set({ updatedBy: null }).where('updatedBy', '=', id).execute();
    await trx.updateTable('organization').set({ statusChangedBy: null }).where('statusChangedBy', '=', id).execute();
    await trx.updateTable('featureFlags').set({ updatedBy: null }).where('updatedBy', '=', id).execute();
    await trx.updateTable('organizationLogo').set({ updatedBy: null }).where('updatedBy', '=', id).execute();
    // The rest goes with the row (foreign keys; migration 013 lets the drive-version trigger pass).
    await trx.deleteFrom('user').where('id', '=', id).execute();
  } else {
    await trx.deleteFrom('session').where('userId', '=', id).execute();
    await trx.deleteFrom('account').where('userId', '=', id).execute();
    await trx.deleteFrom('calendarFeed').where('userId', '=', id).execute();
    await trx.deleteFrom('examAttempt').where('userId', '=', id).execute();
    // Archives of the person's data (docs/product/data-export.md); a deleted user's go with the row.
    await trx
      .deleteFrom('dataExport')
      .where((eb) => eb.or([eb('requestedBy', '=', id), eb('subjectId', '=', id)]))
      .execute();
    await trx
      .updateTable('user')
      .set({
        name: ERASED_NAME,
        email: `deleted-${crypto.randomBytes(12).toString('hex')}@deleted.invalid`,
        emailVerified: false,
        image: null,
        firstName: null,
        lastName: null,
        parentEmail: null,
        studentIds: null,
        contactEmail: null,
        contactPhone: null,
        address: null,
        cityCounty: null,
        zip: null,
        preferredLanguage: null,
        status: 'disabled',
        lastActive: null,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
  }
  return counts;
}
