/**
 * Registration for parents and schools. Both go through better-auth's sign-up (which hashes the
 * password through the policy and sends the verification e-mail) with the role held in
 * `registrationContext`. A known e-mail gets the same answer as a new one; its owner is told by
 * e-mail instead.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegisterOrganizationBody, RegisterParentBody } from '../../../shared/api/accounts.js';
import { registrationContext, type RegistrationContext } from '../../auth/auth.js';
import { writeAudit } from '../../audit.js';

async function emailExists(app: FastifyInstance, email: string): Promise<boolean> {
  const row = await app.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return Boolean(row);
}

interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language?: string | undefined;
  profile: Record<string, string>;
  /** A local path to return to after verifying (validated by the body schema). */
  next?: string | undefined;
}

/** better-auth sign-up with the role (and school) from `context`; the user must verify first. */
function signUp(app: FastifyInstance, context: RegistrationContext, input: SignUpInput) {
  const profile = {
    firstName: input.firstName,
    lastName: input.lastName,
    preferredLanguage: input.language ?? 'en',
    ...input.profile,
  };
  return registrationContext.run({ ...context, profile }, () =>
    app.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        callbackURL: input.next ? `/login?verified=1&next=${encodeURIComponent(input.next)}` : '/login?verified=1',
      },
    }),
  );
}

export async function registerParent(app: FastifyInstance, body: RegisterParentBody): Promise<void> {
  const { next, ...rest } = body;
  await signUp(
    app,
    { role: 'parent' },
    { ...rest, next, profile: { contactPhone: body.contactPhone, contactEmail: body.email, state: body.state } },
  );
}

export async function registerOrganization(app: FastifyInstance, body: RegisterOrganizationBody): Promise<void> {
  const owner = (organizationId: string | null) =>
    signUp(
      app,
      { role: 'organization', organizationId },
      {
        ...body,
        profile: {
          contactEmail: body.contactEmail,
          contactPhone: body.contactPhone,
          state: body.state,
          address: body.address,
          cityCounty: body.cityCounty,
          zip: body.zip,
        },
      },
    );

  if (await emailExists(app, body.email)) {
    // Same answer as a new registration; better-auth mails the owner of the address.
    await owner(null);
    return;
  }

  const organizationId = crypto.randomUUID();
  await app.db
    .insertInto('organization')
    .values({
      id: organizationId,
      name: body.schoolName,
      state: body.state,
      address: body.address,
      cityCounty: body.cityCounty,
      zip: body.zip,
      contactEmail: body.contactEmail,
      contactPhone: body.contactPhone,
      status: 'pending',
      updatedAt: new Date(),
    })
    .execute();
  try {
    const result = await owner(organizationId);
    // The school's owner link and its audit row in one transaction (the account itself is
    // better-auth's, written just before).
    await app.db.transaction().execute(async (trx) => {
      await trx.updateTable('organization').set({ ownerId: result.user.id }).where('id', '=', organizationId).execute();
      await writeAudit(trx, {
        actorId: result.user.id,
        action: 'create',
        entity: 'organization',
        entityId: organizationId,
        after: { name: body.schoolName, state: body.state, status: 'pending' },
      });
    });
    await notifyApprovers(app, organizationId, body.schoolName, body.state);
  } catch (err) {
    // The owner could not be created (e.g. the password broke the policy): leave no orphan school.
    await app.db.deleteFrom('organization').where('id', '=', organizationId).execute();
    throw err;
  }
}

/** Tells platform admins and the state's admins that a school waits for approval. */
async function notifyApprovers(
  app: FastifyInstance,
  organizationId: string,
  name: string,
  state: string,
): Promise<void> {
  const approvers = await app.db
    .selectFrom('user')
    .select(['email', 'preferredLanguage', 'role'])
    .where((eb) => eb.or([eb('role', '=', 'admin'), eb.and([eb('role', '=', 'state-admin'), eb('state', '=', state)])]))
    .execute();
  for (const a of approvers) {
    const link =
      a.role === 'admin'
        ? `${app.config.baseUrl}/admin/organization/${organizationId}`
        : `${app.config.baseUrl}/state-admin/${state}`;
    await app.mailer.send({
      kind: 'organization-registered',
      to: a.email,
      language: a.preferredLanguage,
      vars: { school: name, state },
      link,
    });
  }
}
