/**
 * Accounts made by someone else (admins create state admins; schools create students; the seed
 * creates the demo). The password goes through the same policy-checking hash as every other.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../shared/roles.js';
import { writeAudit, type AuditEntry } from '../../audit.js';
import { AppError } from '../../errors.js';
import { insertAccount } from '../invitations/insert-account.js';

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

/**
 * Creates the account and its password credential in one transaction, with `audit` (the row that
 * records who made it, when someone did) in the same transaction.
 */
export async function createAccount(
  app: FastifyInstance,
  input: NewAccount,
  audit?: (id: string) => AuditEntry,
): Promise<{ id: string; temporaryPassword: string | null }> {
  const email = input.email.trim().toLowerCase();
  const taken = () =>
    new AppError('conflict', 'An account with this e-mail already exists.', { fields: { email: 'taken' } });
  const existing = await app.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw taken();

  const temporary = input.password === undefined;
  const password = input.password ?? generateTemporaryPassword();
  const hash = await (await app.auth.$context).password.hash(password);
  try {
    const id = await app.db.transaction().execute(async (trx) => {
      const id = await insertAccount(trx, {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        organizationId: input.organizationId ?? null,
        state: input.state ?? null,
        parentEmail: input.parentEmail ?? null,
        studentIds: input.studentIds ?? [],
        passwordHash: hash,
        temporaryPassword: temporary,
        preferredLanguage: input.preferredLanguage ?? 'en',
        emailVerified: input.emailVerified ?? true,
        contactPhone: input.contactPhone ?? null,
      });
      if (audit) await writeAudit(trx, audit(id));
      return id;
    });
    return { id, temporaryPassword: temporary ? password : null };
  } catch (err) {
    // Another request took the address between the check and the insert.
    if (err instanceof Error && 'code' in err && err.code === '23505') throw taken();
    throw err;
  }
}
