/**
 * Accounts made by someone else (admins create state admins; schools create students; the seed
 * creates the demo). The password goes through the same policy-checking hash as every other.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../shared/roles.js';
import { registrationContext } from '../../auth/auth.js';
import { AppError } from '../../errors.js';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId?: string | null;
  state?: string | null;
  parentEmail?: string | null;
  studentIds?: string[];
  contactPhone?: string | null;
  preferredLanguage?: string | null;
  /** Given: the account uses it as is. Omitted: a temporary one is generated and must be changed. */
  password?: string;
  emailVerified?: boolean;
}

/** 14 characters with every class, so it satisfies any configured policy up to that length. */
export function generateTemporaryPassword(): string {
  const sets = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!@#$%*?'];
  const pick = (set: string) => set[crypto.randomInt(set.length)] ?? 'x';
  const chars = [...sets.map(pick), ...Array.from({ length: 10 }, () => pick(sets.join('')))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}

export async function createAccount(
  app: FastifyInstance,
  input: NewAccount,
): Promise<{ id: string; temporaryPassword: string | null }> {
  const email = input.email.trim().toLowerCase();
  const existing = await app.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (existing)
    throw new AppError('conflict', 'An account with this e-mail already exists.', { fields: { email: 'taken' } });

  const temporary = input.password === undefined;
  const password = input.password ?? generateTemporaryPassword();
  const ctx = await app.auth.$context;
  const hash = await ctx.password.hash(password);
  const user = await registrationContext.run(
    {
      role: input.role,
      organizationId: input.organizationId ?? null,
      emailVerified: input.emailVerified ?? true,
      temporaryPassword: temporary,
    },
    () =>
      ctx.internalAdapter.createUser(
        {
          email,
          name: `${input.firstName} ${input.lastName}`,
          emailVerified: input.emailVerified ?? true,
          firstName: input.firstName,
          lastName: input.lastName,
          state: input.state ?? null,
          parentEmail: input.parentEmail ?? null,
          contactEmail: email,
          contactPhone: input.contactPhone ?? null,
          preferredLanguage: input.preferredLanguage ?? 'en',
        },
        { method: 'admin' },
      ),
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  if (input.studentIds?.length) {
    await app.db
      .updateTable('user')
      .set({ studentIds: JSON.stringify(input.studentIds) })
      .where('id', '=', user.id)
      .execute();
  }
  return { id: user.id, temporaryPassword: temporary ? password : null };
}
