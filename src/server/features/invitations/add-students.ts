/**
 * Adding students to a school, one or many, in one transaction: either accounts with a temporary
 * password (shown once to the staff member, who must hand it over) or invitations by e-mail. A
 * student with a parent e-mail gets a consent request: at once for created accounts, when the
 * invitation is completed for invited students (the account does not exist before).
 */
import type { FastifyInstance } from 'fastify';
import { canInvite, canViewOrganization } from '../../../shared/access.js';
import type { AddedStudent, AddStudentMode } from '../../../shared/api/invitations.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { generateTemporaryPassword } from '../accounts/create-account.js';
import { sendConsentRequest } from '../consent/consent-mail.js';
import { openConsentRequest } from '../consent/repository.js';
import { insertAccount } from './insert-account.js';
import {
  auditInvitation,
  expiryFromNow,
  findSchool,
  isUniqueViolation,
  newInvitationId,
  sendInvitationMail,
} from './repository.js';
import { writeAudit } from '../../audit.js';

export interface StudentInput {
  line?: number;
  email: string;
  firstName: string;
  lastName: string;
  parentEmail: string | null;
}

/** The school, when the caller may add members to it and it is approved. */
export async function schoolForMembers(
  app: FastifyInstance,
  actor: CurrentUser,
  organizationId: string,
  role: 'teacher' | 'org-admin' | 'student' | 'parent',
) {
  const school = await findSchool(app.db, organizationId);
  if (!school || !canViewOrganization(actor, school)) throw notFound('School');
  if (!canInvite(actor, school, role)) throw forbidden();
  if (school.status !== 'approved')
    throw new AppError('school-not-approved', 'The school must be approved before it adds people.');
  return school;
}

/**
 * E-mails of this school's own members, or invited into this school and still open: what its
 * staff may know. Whether an address has an account anywhere else is never told (an invitation is
 * sent as for a new address; accepting it decides what the existing account may do).
 */
export async function takenEmails(
  app: FastifyInstance,
  organizationId: string,
  emails: string[],
): Promise<{ accounts: Set<string>; invited: Set<string> }> {
  if (emails.length === 0) return { accounts: new Set(), invited: new Set() };
  const [accounts, invited] = await Promise.all([
    app.db
      .selectFrom('user')
      .select('email')
      .where('email', 'in', emails)
      .where('organizationId', '=', organizationId)
      .execute(),
    app.db
      .selectFrom('invitation')
      .select('email')
      .where('organizationId', '=', organizationId)
      .where('email', 'in', emails)
      .where('status', '=', 'pending')
      .where('expiresAt', '>', new Date())
      .execute(),
  ]);
  return {
    accounts: new Set(accounts.map((r) => r.email.toLowerCase())),
    invited: new Set(invited.map((r) => r.email)),
  };
}

/**
 * Writes every student (or none) and then sends their e-mails. Rows must be validated already.
 * An address that already has an account (outside this school: members are refused before) gets
 * an invitation even in create mode, since an account cannot be made twice; its owner accepts it
 * with that account.
 */
export async function addStudents(
  app: FastifyInstance,
  actor: CurrentUser,
  school: { id: string; name: string; state: string },
  mode: AddStudentMode,
  rows: StudentInput[],
): Promise<AddedStudent[]> {
  const language = actor.profile.preferredLanguage ?? 'en';
  const ctx = await app.auth.$context;
  // Hash before the transaction: argon2 is slow and must not hold the database.
  const passwords =
    mode === 'create'
      ? await Promise.all(
          rows.map(async () => {
            const p = generateTemporaryPassword();
            return { plain: p, hash: await ctx.password.hash(p) };
          }),
        )
      : [];
  const emails = rows.map((r) => r.email);
  const hasAccount = new Set(
    mode === 'create' && emails.length
      ? (await app.db.selectFrom('user').select('email').where('email', 'in', emails).execute()).map((r) =>
          r.email.toLowerCase(),
        )
      : [],
  );

  const written = await app.db
    .transaction()
    .execute(async (trx) => {
      const out: {
        added: AddedStudent;
        consentToken: string | null;
        invitationId: string | null;
        row: StudentInput;
      }[] = [];
      for (const [i, row] of rows.entries()) {
        const name = `${row.firstName} ${row.lastName}`;
        if (mode === 'create' && !hasAccount.has(row.email)) {
          const pw = passwords[i]!;
          const studentId = await insertAccount(trx, {
            email: row.email,
            firstName: row.firstName,
            lastName: row.lastName,
            role: 'student',
            organizationId: school.id,
            state: school.state,
            parentEmail: row.parentEmail,
            passwordHash: pw.hash,
            temporaryPassword: true,
            preferredLanguage: language,
          });
          await writeAudit(trx, {
            actorId: actor.id,
            action: 'create',
            entity: 'user',
            entityId: studentId,
            after: {
              role: 'student',
              organizationId: school.id,
              parentEmail: row.parentEmail,
              via: 'temporary-password',
            },
          });
          const consentToken = row.parentEmail
            ? await openConsentRequest(trx, {
                studentId,
                organizationId: school.id,
                parentEmail: row.parentEmail,
                requestedBy: actor.id,
                requestedByEmail: actor.email,
              })
            : null;
          out.push({
            added: {
              ...(row.line ? { line: row.line } : {}),
              email: row.email,
              name,
              studentId,
              invitationId: null,
              temporaryPassword: pw.plain,
            },
            consentToken,
            invitationId: null,
            row,
          });
        } else {
          const id = newInvitationId();
          const now = new Date();
          await trx
            .insertInto('invitation')
            .values({
              id,
              organizationId: school.id,
              email: row.email,
              role: 'student',
              firstName: row.firstName,
              lastName: row.lastName,
              parentEmail: row.parentEmail,
              studentId: null,
              invitedBy: actor.id,
              status: 'pending',
              expiresAt: expiryFromNow(now),
              lastSentAt: now,
            })
            .execute();
          await auditInvitation(trx, {
            actorId: actor.id,
            action: 'create',
            entityId: id,
            after: { role: 'student', email: row.email, parentEmail: row.parentEmail },
          });
          out.push({
            added: {
              ...(row.line ? { line: row.line } : {}),
              email: row.email,
              name,
              studentId: null,
              invitationId: id,
              temporaryPassword: null,
            },
            consentToken: null,
            invitationId: id,
            row,
          });
        }
      }
      return out;
    })
    .catch((err: unknown) => {
      // Someone took one of the e-mails meanwhile: nothing was written.
      if (isUniqueViolation(err))
        throw new AppError('conflict', 'An account with one of these e-mails already exists.', {
          fields: { email: 'taken' },
        });
      throw err;
    });

  for (const w of written) {
    if (w.invitationId) {
      const inv = await app.db
        .selectFrom('invitation')
        .selectAll()
        .where('id', '=', w.invitationId)
        .executeTakeFirstOrThrow();
      await sendInvitationMail(app, inv, language);
    } else {
      await app.mailer.send({
        kind: 'account-created',
        to: w.row.email,
        language,
        vars: { name: w.added.name },
        link: `${app.config.baseUrl}/login`,
      });
    }
    if (w.consentToken && w.row.parentEmail) {
      await sendConsentRequest(app, {
        token: w.consentToken,
        parentEmail: w.row.parentEmail,
        studentName: w.added.name,
        schoolName: school.name,
        fallbackLanguage: language,
      });
    }
  }
  return written.map((w) => w.added);
}

/** One student from the single form: the same checks as an import row, answered as errors. */
export async function addOneStudent(
  app: FastifyInstance,
  actor: CurrentUser,
  organizationId: string,
  mode: AddStudentMode,
  input: StudentInput,
): Promise<AddedStudent> {
  const school = await schoolForMembers(app, actor, organizationId, 'student');
  if (input.parentEmail && input.parentEmail === input.email)
    throw new AppError('validation-failed', 'The parent e-mail must differ from the student’s.', {
      fields: { parentEmail: 'same-as-student' },
    });
  const taken = await takenEmails(app, school.id, [input.email]);
  if (taken.accounts.has(input.email))
    throw new AppError('conflict', 'An account with this e-mail already exists.', { fields: { email: 'taken' } });
  if (taken.invited.has(input.email))
    throw new AppError('already-invited', 'This e-mail already has an open invitation.', {
      fields: { email: 'invited' },
    });
  const [added] = await addStudents(app, actor, school, mode, [input]);
  return added!;
}
