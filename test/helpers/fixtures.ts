/** Extra schools and people beyond the demo seed (a second school, another state's admin, ...). */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAccount } from '../../src/server/features/accounts/create-account.js';
import type { OrganizationStatus } from '../../src/shared/api/organizations.js';
import { DEMO_PASSWORD } from '../../src/server/seed.js';
import type { Role } from '../../src/shared/roles.js';

export interface SchoolInput {
  name?: string;
  state?: string;
  status?: OrganizationStatus;
  ownerId?: string | null;
}

export async function createSchool(app: FastifyInstance, input: SchoolInput = {}): Promise<string> {
  const id = `school-${crypto.randomBytes(4).toString('hex')}`;
  await app.db
    .insertInto('organization')
    .values({
      id,
      name: input.name ?? `Test School ${id}`,
      state: input.state ?? 'CA',
      address: '1 Test Road',
      cityCounty: 'Testville',
      zip: '90001',
      contactEmail: `office@${id}.test`,
      contactPhone: '(555) 555-0100',
      status: input.status ?? 'approved',
      ownerId: input.ownerId ?? null,
      updatedAt: new Date(),
    })
    .execute();
  return id;
}

export interface PersonInput {
  role: Role;
  email?: string;
  organizationId?: string | null;
  state?: string | null;
  studentIds?: string[];
  firstName?: string;
  lastName?: string;
  /** Students: whether a parent's consent is on record (default granted, so drives can be logged). */
  consent?: 'granted' | 'none';
}

/** A verified account with the demo password; returns its id and e-mail. */
export async function createPerson(app: FastifyInstance, input: PersonInput): Promise<{ id: string; email: string }> {
  const email = input.email ?? `${input.role}-${crypto.randomBytes(4).toString('hex')}@example.test`;
  const { id } = await createAccount(app, {
    email,
    firstName: input.firstName ?? 'Test',
    lastName: input.lastName ?? input.role,
    role: input.role,
    organizationId: input.organizationId ?? null,
    state: input.state ?? null,
    ...(input.studentIds ? { studentIds: input.studentIds } : {}),
    password: DEMO_PASSWORD,
    emailVerified: true,
  });
  if (input.role === 'student' && (input.consent ?? 'granted') === 'granted') {
    const now = new Date();
    await app.db
      .insertInto('parentConsent')
      .values({
        studentId: id,
        organizationId: input.organizationId ?? null,
        parentEmail: `parent-of-${email}`,
        status: 'granted',
        token: crypto.randomBytes(24).toString('base64url'),
        requestedBy: null,
        requestedAt: now,
        decidedBy: null,
        decidedByEmail: `parent-of-${email}`,
        decidedAt: now,
        updatedAt: now,
      })
      .execute();
  }
  return { id, email };
}
