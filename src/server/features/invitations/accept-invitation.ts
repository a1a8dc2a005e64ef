/**
 * Using an invitation link (its token: the id with a MAC, repository.ts). The role and school come
 * from the invitation, never from the request.
 * - accept: a signed-in user whose e-mail is the invitation's joins with one click, if their
 *   account's role fits (a parent account cannot become a teacher);
 * - complete: nobody has that e-mail yet; the account is made with the e-mail verified (the link
 *   proved it) and signed in.
 * A parent invitation carries a student: accepting it is the parent's consent and links them.
 */
import type { FastifyInstance } from 'fastify';
import type { CompleteInvitationBody, PublicInvitation } from '../../../shared/api/invitations.js';
import { homePathFor } from '../../../shared/roles.js';
import type { CurrentUser } from '../../auth/session.js';
import type { InvitationRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { notifySchool, sendConsentRequest } from '../consent/consent-mail.js';
import { findConsent, grantConsent, openConsentRequest } from '../consent/repository.js';
import { insertAccount } from './insert-account.js';
import {
  assertUsable,
  auditInvitation,
  findInvitation,
  invitationIdFromLink,
  isUniqueViolation,
  statusOf,
  type Db,
} from './repository.js';
import { writeAudit } from '../../audit.js';

/** The invitation id of a link token (repository.ts); an id alone, or a forged token, is no link. */
async function idOfLink(app: FastifyInstance, token: string): Promise<string> {
  const id = await invitationIdFromLink(app, token);
  if (!id) throw new AppError('invitation-not-found', 'This invitation link is not valid.');
  return id;
}

export async function publicInvitation(app: FastifyInstance, token: string): Promise<PublicInvitation> {
  const row = await findInvitation(app.db, await idOfLink(app, token));
  if (!row) throw new AppError('invitation-not-found', 'This invitation link is not valid.');
  const [school, student, account] = await Promise.all([
    app.db.selectFrom('organization').select('name').where('id', '=', row.organizationId).executeTakeFirst(),
    row.studentId
      ? app.db.selectFrom('user').select('name').where('id', '=', row.studentId).executeTakeFirst()
      : undefined,
    app.db.selectFrom('user').select('id').where('email', '=', row.email).executeTakeFirst(),
  ]);
  return {
    // The holder goes on with the link's token (accept, complete), never with the bare id.
    id: token,
    status: statusOf(row),
    role: row.role,
    email: row.email,
    organizationName: school?.name ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    studentName: student?.name ?? null,
    expiresAt: new Date(row.expiresAt).toISOString(),
    accountExists: Boolean(account),
  };
}

interface Joined {
  consentToken: string | null;
  parentLinked: { studentId: string; studentName: string } | null;
}

/** What joining means beyond the invitation row: consent for parents, a consent request for students. */
async function join(trx: Db, row: InvitationRow, user: { id: string; email: string }): Promise<Joined> {
  if (row.role === 'parent' && row.studentId) {
    const student = await trx
      .selectFrom('user')
      .select(['id', 'name', 'organizationId'])
      .where('id', '=', row.studentId)
      .where('role', '=', 'student')
      .executeTakeFirst();
    if (!student) throw new AppError('invitation-not-found', 'The student of this invitation no longer exists.');
    const previous = await findConsent(trx, student.id);
    await grantConsent(trx, { studentId: student.id, organizationId: student.organizationId, parent: user, previous });
    return { consentToken: null, parentLinked: { studentId: student.id, studentName: student.name } };
  }
  if (row.role === 'student' && row.parentEmail) {
    const previous = await findConsent(trx, user.id);
    if (previous?.status === 'granted') return { consentToken: null, parentLinked: null };
    const token = await openConsentRequest(trx, {
      studentId: user.id,
      organizationId: row.organizationId,
      parentEmail: row.parentEmail,
      requestedBy: row.invitedBy,
      requestedByEmail: null,
    });
    return { consentToken: token, parentLinked: null };
  }
  return { consentToken: null, parentLinked: null };
}

async function markAccepted(trx: Db, row: InvitationRow, userId: string): Promise<void> {
  await trx
    .updateTable('invitation')
    .set({ status: 'accepted', acceptedAt: new Date(), acceptedBy: userId })
    .where('id', '=', row.id)
    .execute();
  await auditInvitation(trx, {
    actorId: userId,
    action: 'accept',
    entityId: row.id,
    after: { role: row.role, organizationId: row.organizationId },
  });
}

/** After the commit: the e-mails joining caused. */
async function afterJoin(
  app: FastifyInstance,
  row: InvitationRow,
  joined: Joined,
  user: { id: string; email: string; name: string; preferredLanguage: string | null },
): Promise<void> {
  const school = await app.db
    .selectFrom('organization')
    .select('name')
    .where('id', '=', row.organizationId)
    .executeTakeFirst();
  if (joined.consentToken && row.parentEmail) {
    await sendConsentRequest(app, {
      token: joined.consentToken,
      parentEmail: row.parentEmail,
      studentName: user.name,
      schoolName: school?.name ?? '',
      fallbackLanguage: user.preferredLanguage,
    });
  }
  if (joined.parentLinked) {
    await notifySchool(app, 'consent-granted', {
      organizationId: row.organizationId,
      studentId: joined.parentLinked.studentId,
      studentName: joined.parentLinked.studentName,
      parentEmail: user.email,
    });
  }
}

export async function acceptInvitation(
  app: FastifyInstance,
  user: CurrentUser,
  token: string,
): Promise<{ homePath: string }> {
  const id = await idOfLink(app, token);
  const { row, joined } = await app.db.transaction().execute(async (trx) => {
    const row = await findInvitation(trx, id, true);
    assertUsable(row);
    if (row.email !== user.email.toLowerCase())
      throw new AppError('invitation-wrong-account', 'This invitation was sent to another e-mail address.');
    const fits =
      user.role === row.role &&
      (row.role === 'parent' || !user.organizationId || user.organizationId === row.organizationId);
    if (!fits)
      throw new AppError(
        'invitation-role-conflict',
        'Your account already has another role; it cannot accept this invitation.',
      );
    if (row.role !== 'parent' && !user.organizationId) {
      await trx
        .updateTable('user')
        .set({ organizationId: row.organizationId, updatedAt: new Date() })
        .where('id', '=', user.id)
        .execute();
      await writeAudit(trx, {
        actorId: user.id,
        action: 'join',
        entity: 'user',
        entityId: user.id,
        before: { organizationId: null },
        after: { organizationId: row.organizationId, role: row.role, invitationId: row.id },
      });
    }
    const joined = await join(trx, row, { id: user.id, email: user.email });
    await markAccepted(trx, row, user.id);
    return { row, joined };
  });
  await afterJoin(app, row, joined, {
    id: user.id,
    email: user.email,
    name: user.profile.name,
    preferredLanguage: user.profile.preferredLanguage,
  });
  const fresh = await app.db
    .selectFrom('user')
    .select(['role', 'state', 'studentIds'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  return {
    homePath:
      homePathFor({
        role: fresh.role,
        state: fresh.state,
        studentIds: Array.isArray(fresh.studentIds) ? fresh.studentIds : [],
      }) ?? '/',
  };
}

/** Creates the account, signs it in, and answers the cookies to set with the home path. */
export async function completeInvitation(
  app: FastifyInstance,
  token: string,
  body: CompleteInvitationBody,
): Promise<{ homePath: string; cookies: string[] }> {
  const id = await idOfLink(app, token);
  const first = await findInvitation(app.db, id);
  assertUsable(first);
  const ctx = await app.auth.$context;
  const passwordHash = await ctx.password.hash(body.password);
  const school = await app.db
    .selectFrom('organization')
    .select(['state', 'status'])
    .where('id', '=', first.organizationId)
    .executeTakeFirstOrThrow();

  const { row, joined, userId } = await app.db
    .transaction()
    .execute(async (trx) => {
      const row = await findInvitation(trx, id, true);
      assertUsable(row);
      const existing = await trx.selectFrom('user').select('id').where('email', '=', row.email).executeTakeFirst();
      if (existing)
        throw new AppError('invitation-account-exists', 'An account with this e-mail exists: sign in to accept.');
      const userId = await insertAccount(trx, {
        email: row.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: row.role,
        organizationId: row.role === 'parent' ? null : row.organizationId,
        state: school.state,
        parentEmail: row.role === 'student' ? row.parentEmail : null,
        passwordHash,
        temporaryPassword: false,
        preferredLanguage: body.language ?? 'en',
      });
      await writeAudit(trx, {
        actorId: userId,
        action: 'create',
        entity: 'user',
        entityId: userId,
        after: { role: row.role, organizationId: row.organizationId, invitationId: row.id },
      });
      const joined = await join(trx, row, { id: userId, email: row.email });
      await markAccepted(trx, row, userId);
      return { row, joined, userId };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err))
        throw new AppError('invitation-account-exists', 'An account with this e-mail exists: sign in to accept.');
      throw err;
    });

  await afterJoin(app, row, joined, {
    id: userId,
    email: row.email,
    name: `${body.firstName} ${body.lastName}`,
    preferredLanguage: body.language ?? null,
  });
  const signIn = await app.auth.api.signInEmail({
    body: { email: row.email, password: body.password },
    returnHeaders: true,
  });
  const fresh = await app.db
    .selectFrom('user')
    .select(['role', 'state', 'studentIds'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    homePath:
      homePathFor({
        role: fresh.role,
        state: fresh.state,
        studentIds: Array.isArray(fresh.studentIds) ? fresh.studentIds : [],
      }) ?? '/',
    cookies: signIn.headers.getSetCookie(),
  };
}
