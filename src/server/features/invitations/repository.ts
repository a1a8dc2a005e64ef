/** SQL and e-mail for invitations. Every read is scoped by the caller's rights before it gets here. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { INVITATION_DAYS, type Invitation, type InvitationStatus } from '../../../shared/api/invitations.js';
import type { Database, InvitationRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { writeAudit } from '../../audit.js';

export type Db = Kysely<Database> | Transaction<Database>;

/** 192 random bits, URL-safe: the invitation's id, which the school's staff see. */
export const newInvitationId = () => crypto.randomBytes(24).toString('base64url');

const linkKeys = new WeakMap<FastifyInstance, Promise<string>>();
function linkMac(app: FastifyInstance, id: string): Promise<string> {
  let secret = linkKeys.get(app);
  if (!secret) {
    secret = app.auth.$context.then((ctx) => ctx.secret);
    linkKeys.set(app, secret);
  }
  return secret.then((key) => crypto.createHmac('sha256', key).update(`invitation-link:${id}`).digest('base64url'));
}

/**
 * The e-mailed link's token: the id and a MAC of it under the auth secret. The school's staff
 * know the id (to resend or revoke) but not the link, so they cannot read what the link's holder
 * is told (whether the address already has an account) or use it themselves. The separator is
 * `~`: neither part can contain it, and a path with a dot would look like a file to the static
 * server and the service worker.
 */
export async function invitationLinkToken(app: FastifyInstance, id: string): Promise<string> {
  return `${id}~${await linkMac(app, id)}`;
}

/** The invitation id of a link token, or null when the token was not made here. */
export async function invitationIdFromLink(app: FastifyInstance, token: string): Promise<string | null> {
  const separator = token.indexOf('~');
  if (separator < 1) return null;
  const id = token.slice(0, separator);
  const given = Buffer.from(token.slice(separator + 1));
  const expected = Buffer.from(await linkMac(app, id));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? id : null;
}
export const expiryFromNow = (now = new Date()) => new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

export function statusOf(row: Pick<InvitationRow, 'status' | 'expiresAt'>, now = new Date()): InvitationStatus {
  if (row.status === 'pending' && new Date(row.expiresAt).getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** The refusal for a link that can no longer be used, or nothing when it is pending. */
export function assertUsable(row: InvitationRow | undefined): asserts row is InvitationRow {
  if (!row) throw new AppError('invitation-not-found', 'This invitation link is not valid.');
  const status = statusOf(row);
  if (status === 'accepted') throw new AppError('invitation-used', 'This invitation has already been used.');
  if (status === 'revoked') throw new AppError('invitation-revoked', 'This invitation was withdrawn by the school.');
  if (status === 'expired') throw new AppError('invitation-expired', 'This invitation has expired.');
}

export function findInvitation(db: Db, id: string, lock = false): Promise<InvitationRow | undefined> {
  const query = db.selectFrom('invitation').selectAll().where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function listInvitations(db: Db, organizationId: string, id?: string): Promise<Invitation[]> {
  let query = db
    .selectFrom('invitation as i')
    .leftJoin('user as inviter', 'inviter.id', 'i.invitedBy')
    .leftJoin('user as s', 's.id', 'i.studentId')
    .selectAll('i')
    .select(['inviter.name as invitedByName', 's.name as studentName'])
    .where('i.organizationId', '=', organizationId)
    .orderBy('i.createdAt', 'desc')
    .limit(500);
  if (id) query = query.where('i.id', '=', id);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    organizationId: r.organizationId,
    email: r.email,
    role: r.role,
    status: statusOf(r),
    firstName: r.firstName,
    lastName: r.lastName,
    parentEmail: r.parentEmail,
    studentId: r.studentId,
    studentName: r.studentName ?? null,
    invitedByName: r.invitedByName ?? null,
    expiresAt: iso(r.expiresAt)!,
    resendCount: r.resendCount,
    createdAt: iso(r.createdAt)!,
    acceptedAt: iso(r.acceptedAt),
  }));
}

export async function toInvitation(db: Db, row: InvitationRow): Promise<Invitation> {
  const [one] = await listInvitations(db, row.organizationId, row.id);
  if (!one) throw new AppError('invitation-not-found', 'Invitation not found.');
  return one;
}

/** A pending, unexpired invitation to this e-mail into this school. */
export async function hasOpenInvitation(db: Db, organizationId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('invitation')
    .select('id')
    .where('organizationId', '=', organizationId)
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .where('expiresAt', '>', new Date())
    .executeTakeFirst();
  return Boolean(row);
}

export async function auditInvitation(
  db: Db,
  entry: { actorId: string | null; action: string; entityId: string; after?: unknown; before?: unknown },
): Promise<void> {
  await writeAudit(db, { ...entry, entity: 'invitation' });
}

/**
 * E-mails the invitation link, worded for the role, in the language of the recipient's account
 * if there is one, else the inviter's.
 */
export async function sendInvitationMail(
  app: FastifyInstance,
  row: InvitationRow,
  inviterLanguage: string | null | undefined,
): Promise<void> {
  const info = await app.db
    .selectFrom('organization as o')
    .leftJoin('user as inviter', (j) => j.on('inviter.id', '=', row.invitedBy ?? ''))
    .leftJoin('user as s', (j) => j.on('s.id', '=', row.studentId ?? ''))
    .select(['o.name as school', 'inviter.name as inviterName', 's.name as studentName'])
    .where('o.id', '=', row.organizationId)
    .executeTakeFirst();
  const recipient = await app.db
    .selectFrom('user')
    .select('preferredLanguage')
    .where('email', '=', row.email)
    .executeTakeFirst();
  const expires = new Date(row.expiresAt).toISOString().slice(0, 10);
  await app.mailer.send({
    kind: `invitation-${row.role}`,
    to: row.email,
    language: recipient?.preferredLanguage ?? inviterLanguage ?? 'en',
    vars: {
      school: info?.school ?? '',
      inviter: info?.inviterName ?? info?.school ?? '',
      name: [row.firstName, row.lastName].filter(Boolean).join(' '),
      student: info?.studentName ?? '',
      expires,
    },
    link: `${app.config.baseUrl}/accept-invitation/${encodeURIComponent(await invitationLinkToken(app, row.id))}`,
  });
}

/** The school, or null. */
export function findSchool(db: Db, id: string) {
  return db
    .selectFrom('organization')
    .select(['id', 'name', 'state', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** PostgreSQL's (and PGlite's) unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
