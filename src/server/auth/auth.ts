/**
 * better-auth: e-mail and password, verification, reset, sessions in the database. Registration
 * goes through our own endpoints (features/accounts), which call `auth.api.signUpEmail` with the
 * role to give held in `registrationContext`, so a role is never taken from a request body.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { PasswordPolicy } from '../../shared/password-policy.js';
import type { Role } from '../../shared/roles.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { createPasswordHasher } from './password.js';
import { clearSignInCounters } from './sign-in-throttle.js';

/** Profile fields a registration sets; they never come from a request body (see below). */
export type RegistrationProfile = Partial<
  Record<
    | 'firstName'
    | 'lastName'
    | 'state'
    | 'contactEmail'
    | 'contactPhone'
    | 'address'
    | 'cityCounty'
    | 'zip'
    | 'preferredLanguage',
    string | null
  >
>;

export interface RegistrationContext {
  role: Role;
  organizationId?: string | null;
  emailVerified?: boolean;
  temporaryPassword?: boolean;
  profile?: RegistrationProfile;
}

/** Set around `auth.api.signUpEmail` / internal creates by our own registration code. */
export const registrationContext = new AsyncLocalStorage<RegistrationContext>();

/**
 * No profile field is input to better-auth (`input: false`): its own endpoints (update-user,
 * sign-up) can never set a role, a state or a name. Profile fields are written only by our
 * validated routes, and a registration's by the create hook below from `registrationContext`.
 * (docs/SECURITY.md: "Accounts and profile fields")
 */
const profileField = (type: 'string' | 'boolean' | 'date' | 'string[]') =>
  ({ type, required: false, input: false }) as const;

export const USER_ADDITIONAL_FIELDS = {
  role: profileField('string'),
  organizationId: profileField('string'),
  studentId: profileField('string'),
  studentIds: profileField('string[]'),
  parentEmail: profileField('string'),
  firstName: profileField('string'),
  lastName: profileField('string'),
  state: profileField('string'),
  contactEmail: profileField('string'),
  contactPhone: profileField('string'),
  address: profileField('string'),
  cityCounty: profileField('string'),
  zip: profileField('string'),
  temporaryPassword: profileField('boolean'),
  status: profileField('string'),
  lastActive: profileField('date'),
  preferredLanguage: profileField('string'),
} as const;

export interface AuthDeps {
  db: Kysely<Database>;
  config: AppConfig;
  secret: string;
  mailer: Mailer;
  policy: PasswordPolicy;
}

export function createAuth({ db, config, secret, mailer, policy }: AuthDeps) {
  const hasher = createPasswordHasher(policy);
  const languageOf = (user: object) =>
    'preferredLanguage' in user && typeof user.preferredLanguage === 'string' ? user.preferredLanguage : 'en';

  return betterAuth({
    appName: 'Roadlog',
    // Failed sign-ins are expected traffic; keep warnings out of the logs, errors in.
    logger: { level: 'error' },
    baseURL: config.baseUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: { db, type: 'postgres', transaction: true },
    // Our own limiter (rate-limit.ts, sign-in-throttle.ts) counts per address and per account in
    // the database; one mechanism is easier to reason about than two.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: false,
      // Registration never signs in directly: a new and an existing e-mail then answer alike.
      autoSignIn: false,
      // Lengths are the password policy's business (password.ts), checked in hash().
      minPasswordLength: 1,
      maxPasswordLength: 4096,
      password: hasher,
      revokeSessionsOnPasswordReset: true,
      // Whoever failed to sign in as this account before, the owner starts afresh (decision 009).
      onPasswordReset: async ({ user }) => {
        await clearSignInCounters(db, user.email);
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          kind: 'reset-password',
          to: user.email,
          language: languageOf(user),
          vars: { name: user.name },
          link: url,
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({
          kind: 'existing-account',
          to: user.email,
          language: languageOf(user),
          vars: { name: user.name },
          link: `${config.baseUrl}/forgot-password`,
        });
      },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({ ...coreFields, ...additionalFields, id }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({
          kind: 'verify-email',
          to: user.email,
          language: languageOf(user),
          vars: { name: user.name },
          link: url,
        });
      },
    },
    user: { additionalFields: USER_ADDITIONAL_FIELDS },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // better-auth turns its origin and CSRF checks off when NODE_ENV is 'test'; keep them on so
      // the tests exercise what production runs.
      disableOriginCheck: false,
      // One query (session joined to its user) instead of two for every signed-in request.
      database: { joins: true },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      useSecureCookies: config.baseUrl.startsWith('https://'),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            const ctx = registrationContext.getStore();
            if (!ctx) return { data: { ...user, role: null, status: 'active' } };
            return {
              data: {
                ...user,
                ...ctx.profile,
                role: ctx.role,
                organizationId: ctx.organizationId ?? null,
                emailVerified: ctx.emailVerified ?? user.emailVerified,
                temporaryPassword: ctx.temporaryPassword ?? false,
                studentIds: [],
                status: 'active',
              },
            };
          },
        },
      },
      session: {
        create: {
          before: async (session, context) => {
            // Read through better-auth's adapter: a session made inside its transaction (password
            // change) must not query the root handle, which on PGlite would wait for itself.
            const row = context
              ? ((await context.context.internalAdapter.findUserById(session.userId)) as {
                  status?: string | null;
                } | null)
              : await db.selectFrom('user').select('status').where('id', '=', session.userId).executeTakeFirst();
            if (row?.status === 'disabled')
              throw new APIError('FORBIDDEN', { code: 'ACCOUNT_DISABLED', message: 'This account is disabled.' });
            return { data: session };
          },
          after: async (session) => {
            // docs/product/accounts.md#sign-in-states-and-redirects: signing in marks the profile active; a failure here is ignored.
            await db
              .updateTable('user')
              .set({ status: 'active', lastActive: new Date() })
              .where('id', '=', session.userId)
              .execute()
              .catch(() => undefined);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
