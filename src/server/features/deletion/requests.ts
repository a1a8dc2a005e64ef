/**
 * Asking for and confirming a deletion (docs/product/data-deletion.md): who may ask for whom, the
 * e-mailed 24-hour links (only their SHA-256 is stored), and a linked parent's confirmation for a
 * student. Carrying out and declining are admin-review.ts.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { deletionRelation, type Actor } from '../../../shared/access.js';
import { DELETION_LINK_HOURS, type DeletionRelation, type DeletionSubject } from '../../../shared/api/deletion.js';
import type { Role } from '../../../shared/roles.js';
import { writeAudit } from '../../audit.js';
import type { Database } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
const newToken = () => crypto.randomBytes(32).toString('base64url');

export const OPEN_STATUSES = ['unconfirmed', 'awaiting-parent', 'confirmed'] as const;

interface SubjectRow {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  organizationId: string | null;
  preferredLanguage: string | null;
}

async function findUser(db: Kysely<Database>, id: string): Promise<SubjectRow | undefined> {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role', 'organizationId', 'preferredLanguage'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Schools a student has records with: drives, lessons, certificates, an accepted invitation. */
export async function schoolsOfRecord(db: Kysely<Database>, studentId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select "organizationId" as id from "driveLog" where "studentId" = ${studentId} and "organizationId" is not null
    union select "organizationId" from lesson where "studentId" = ${studentId}
    union select "organizationId" from certificate where "studentId" = ${studentId} and "organizationId" is not null
    union select "organizationId" from invitation where "acceptedBy" = ${studentId}`.execute(db);
  return rows.map((r) => r.id);
}

async function ownedSchools(db: Kysely<Database>, actor: Actor): Promise<string[]> {
  if (actor.role !== 'organization') return [];
  const rows = await db.selectFrom('organization').select('id').where('ownerId', '=', actor.id).execute();
  return rows.map((r) => r.id);
}

async function openSubjects(db: Kysely<Database>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('deletionRequest')
    .select('subjectId')
    .where('subjectId', 'in', ids)
    .where('status', 'in', OPEN_STATUSES)
    .where((eb) => eb.or([eb('status', '<>', 'unconfirmed'), eb('expiresAt', '>', sql<Date>`now()`)]))
    .execute();
  return new Set(rows.map((r) => r.subjectId!));
}

/** The people the caller may ask about: themselves, linked students, former students of their schools. */
export async function deletionSubjects(db: Kysely<Database>, actor: Actor): Promise<DeletionSubject[]> {
  const owned = await ownedSchools(db, actor);
  const linked = actor.role === 'parent' ? [...(actor.studentIds ?? [])] : [];
  const list = sql.join(owned);
  const former = owned.length
    ? (
        await sql<{ id: string }>`
          select distinct s.id from "user" s
          where s.role = 'student' and coalesce(s."organizationId", '') not in (${list})
            and s.id in (
              select "studentId" from "driveLog" where "organizationId" in (${list})
              union select "studentId" from lesson where "organizationId" in (${list})
              union select "studentId" from certificate where "organizationId" in (${list}) and "studentId" is not null
              union select "acceptedBy" from invitation where "organizationId" in (${list}) and "acceptedBy" is not null
            )`.execute(db)
      ).rows.map((r) => r.id)
    : [];
  const ids = [...new Set([actor.id, ...linked, ...former])];
  const people = await db
    .selectFrom('user')
    .select(['id', 'name', 'role', 'organizationId'])
    .where('id', 'in', ids)
    .execute();
  const open = await openSubjects(db, ids);
  const subjects: DeletionSubject[] = [];
  for (const person of people) {
    const relation = deletionRelation(actor, person, {
      formerSchoolIds: former.includes(person.id) ? owned : [],
      ownedSchoolIds: owned,
    });
    if (relation) subjects.push({ id: person.id, name: person.name, relation, pending: open.has(person.id) });
  }
  const order = { self: 0, parent: 1, 'former-school': 2 } as const;
  return subjects.sort((a, b) => order[a.relation] - order[b.relation] || a.name.localeCompare(b.name));
}

interface NewRequest {
  subject: SubjectRow;
  relation: DeletionRelation;
  requesterId: string;
  requesterEmail: string;
  language: string | null;
  reason: string | undefined;
}

/** Stores a request and e-mails its confirmation link to the requester. */
async function createRequest(app: FastifyInstance, input: NewRequest): Promise<void> {
  const token = newToken();
  const id = crypto.randomUUID();
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('deletionRequest')
      .values({
        id,
        subjectId: input.subject.id,
        requesterId: input.requesterId,
        requesterEmail: input.requesterEmail,
        relation: input.relation,
        language: input.language,
        reason: input.reason?.trim() || null,
        status: 'unconfirmed',
        tokenHash: hashToken(token),
        expiresAt: sql<Date>`now() + make_interval(hours => ${DELETION_LINK_HOURS})` as never,
      })
      .execute();
    await writeAudit(trx, {
      actorId: input.requesterId,
      action: 'deletion.request',
      entity: 'deletionRequest',
      entityId: id,
      after: { relation: input.relation, status: 'unconfirmed' },
    });
  });
  await app.mailer.send({
    kind: 'deletion-confirm',
    to: input.requesterEmail,
    language: input.language,
    vars: { name: input.subject.name, hours: DELETION_LINK_HOURS },
    link: `${app.config.baseUrl}/data-deletion-request?token=${encodeURIComponent(token)}`,
  });
}

/** The public form: runs after the answer, so an unknown address looks the same (decision 003). */
export async function requestByEmail(app: FastifyInstance, email: string, reason: string | undefined): Promise<void> {
  const user = await app.db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role', 'organizationId', 'preferredLanguage'])
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
  if (!user) return;
  await createRequest(app, {
    subject: user,
    relation: 'self',
    requesterId: user.id,
    requesterEmail: user.email,
    language: user.preferredLanguage,
    reason,
  });
}

/** From the account page: the caller's own data, a linked student's, or a former student's. */
export async function requestFromAccount(
  app: FastifyInstance,
  actor: Actor & { email: string; profile: { preferredLanguage?: string | null } },
  subjectId: string,
  reason: string | undefined,
): Promise<void> {
  const subject = await findUser(app.db, subjectId);
  if (!subject) throw notFound('Person');
  const schools =
    subject.id === actor.id
      ? { formerSchoolIds: [], ownedSchoolIds: [] }
      : {
          formerSchoolIds: await schoolsOfRecord(app.db, subject.id),
          ownedSchoolIds: await ownedSchools(app.db, actor),
        };
  const relation = deletionRelation(actor, subject, schools);
  if (!relation) throw notFound('Person');
  const me = await findUser(app.db, actor.id);
  await createRequest(app, {
    subject,
    relation,
    requesterId: actor.id,
    requesterEmail: actor.email,
    language: me?.preferredLanguage ?? null,
    reason,
  });
}

/** Reads a link's request, refusing a made-up, used or expired one. */
async function requestForLink(
  db: Kysely<Database>,
  column: 'tokenHash' | 'parentTokenHash',
  token: string,
  waitingFor: 'unconfirmed' | 'awaiting-parent',
) {
  const row = await db
    .selectFrom('deletionRequest')
    .selectAll()
    .select(sql<boolean>`${sql.ref(column === 'tokenHash' ? 'expiresAt' : 'parentExpiresAt')} <= now()`.as('expired'))
    .where(column, '=', hashToken(token))
    .forUpdate()
    .executeTakeFirst();
  if (!row || !row.subjectId) throw new AppError('deletion-link-invalid', 'This link is not valid.');
  if (row.status !== waitingFor) throw new AppError('deletion-link-used', 'This link has already been used.');
  if (row.expired) throw new AppError('deletion-link-expired', 'This link has expired: ask again.');
  return row;
}

/** The linked parents (active accounts) of a student. */
async function linkedParents(db: Kysely<Database>, studentId: string) {
  return db
    .selectFrom('user')
    .select(['id', 'email', 'preferredLanguage'])
    .where('role', '=', 'parent')
    .where(sql<boolean>`coalesce("studentIds", '[]'::jsonb) @> jsonb_build_array(${studentId}::text)`)
    .where((eb) => eb.or([eb('status', 'is', null), eb('status', '=', 'active')]))
    .execute();
}

/**
 * One click on the requester's link. A student's request (unless a linked parent made it) then
 * waits for a linked parent, when the student has one; otherwise it goes to the admins.
 */
export async function confirmRequest(app: FastifyInstance, token: string): Promise<'awaiting-parent' | 'confirmed'> {
  const parentToken = newToken();
  const mails: { to: string; language: string | null; name: string }[] = [];
  const status = await app.db.transaction().execute(async (trx) => {
    const row = await requestForLink(trx, 'tokenHash', token, 'unconfirmed');
    const subject = (await findUser(trx, row.subjectId!))!;
    const parents = subject.role === 'student' && row.relation !== 'parent' ? await linkedParents(trx, subject.id) : [];
    const next = parents.length ? ('awaiting-parent' as const) : ('confirmed' as const);
    await trx
      .updateTable('deletionRequest')
      .set({
        status: next,
        ...(next === 'confirmed'
          ? { confirmedAt: new Date() }
          : {
              parentTokenHash: hashToken(parentToken),
              parentExpiresAt: sql<Date>`now() + make_interval(hours => ${DELETION_LINK_HOURS})` as never,
            }),
      })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      actorId: row.requesterId,
      action: 'deletion.confirm',
      entity: 'deletionRequest',
      entityId: row.id,
      before: { status: row.status },
      after: { status: next },
    });
    for (const p of parents) mails.push({ to: p.email, language: p.preferredLanguage, name: subject.name });
    return next;
  });
  for (const mail of mails)
    await app.mailer.send({
      kind: 'deletion-parent-confirm',
      to: mail.to,
      language: mail.language,
      vars: { name: mail.name, hours: DELETION_LINK_HOURS },
      link: `${app.config.baseUrl}/data-deletion-request?parentToken=${encodeURIComponent(parentToken)}`,
    });
  return status;
}

/** One click on a linked parent's link: the request goes to the admins. */
export async function confirmAsParent(app: FastifyInstance, token: string): Promise<'confirmed'> {
  await app.db.transaction().execute(async (trx) => {
    const row = await requestForLink(trx, 'parentTokenHash', token, 'awaiting-parent');
    await trx
      .updateTable('deletionRequest')
      .set({ status: 'confirmed', parentConfirmedAt: new Date(), confirmedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, {
      actorId: null,
      action: 'deletion.parent-confirm',
      entity: 'deletionRequest',
      entityId: row.id,
      before: { status: row.status },
      after: { status: 'confirmed' },
    });
  });
  return 'confirmed';
}
