/**
 * Writes a user and its password credential inside the caller's transaction, so adding several
 * students (CSV import) or completing an invitation is all-or-nothing. The same columns
 * better-auth writes; the password hash comes from the policy-checking hasher beforehand.
 */
import crypto from 'node:crypto';
import type { Role } from '../../../shared/roles.js';
import type { Db } from './repository.js';

export interface AccountRow {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  organizationId: string | null;
  state: string | null;
  parentEmail?: string | null;
  studentIds?: string[];
  passwordHash: string;
  temporaryPassword: boolean;
  preferredLanguage: string;
  /** Default true: the link or the school vouches for the address. */
  emailVerified?: boolean;
  contactPhone?: string | null;
}

export async function insertAccount(db: Db, input: AccountRow): Promise<string> {
  const id = crypto.randomBytes(16).toString('hex');
  const now = new Date();
  await db
    .insertInto('user')
    .values({
      id,
      name: `${input.firstName} ${input.lastName}`,
      email: input.email,
      emailVerified: input.emailVerified ?? true,
      image: null,
      createdAt: now,
      updatedAt: now,
      role: input.role,
      organizationId: input.organizationId,
      studentId: null,
      studentIds: JSON.stringify(input.studentIds ?? []),
      parentEmail: input.parentEmail ?? null,
      firstName: input.firstName,
      lastName: input.lastName,
      state: input.state,
      contactEmail: input.email,
      contactPhone: input.contactPhone ?? null,
      address: null,
      cityCounty: null,
      zip: null,
      temporaryPassword: input.temporaryPassword,
      status: 'active',
      lastActive: null,
      preferredLanguage: input.preferredLanguage,
    })
    .execute();
  await db
    .insertInto('account')
    .values({
      id: crypto.randomBytes(16).toString('hex'),
      userId: id,
      accountId: id,
      providerId: 'credential',
      password: input.passwordHash,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return id;
}
