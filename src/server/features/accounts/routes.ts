import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  registerOrganizationBody,
  registerParentBody,
  registrationResponse,
  updateAccountBody,
} from '../../../shared/api/accounts.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import { meResponseSchema, sessionUserSchema } from '../../../shared/api/me.js';
import { checkPassword, passwordPolicySchema } from '../../../shared/password-policy.js';
import type { UserStatus } from '../../../shared/roles.js';
import { PasswordPolicyError } from '../../auth/password.js';
import { currentUser, toSessionUser } from '../../auth/session.js';
import { limitAuthAttempt } from '../../auth/mount.js';
import { AppError } from '../../errors.js';
import { registerOrganization, registerParent } from './register.js';

/**
 * The one check of a registration that may refuse it, made before answering: the rest (and
 * whether the address already has an account) happens after the answer.
 */
function assertPasswordPolicy(app: FastifyInstance, password: string): void {
  const result = checkPassword(password, app.passwordPolicy);
  if (!result.ok) throw new PasswordPolicyError(result.failed);
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/password-policy', {
    config: { access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'The password policy (schema version 1)',
      response: { 200: passwordPolicySchema },
    },
    handler: () => app.passwordPolicy,
  });

  app.get('/api/me', {
    config: { access: 'public' },
    schema: {
      tags: ['accounts'],
      summary: 'The session user, or null when signed out',
      response: { 200: meResponseSchema },
    },
    async handler(request, reply) {
      const user = await currentUser(request);
      reply.header('cache-control', 'no-store');
      if (!user) return { user: null };
      // docs/product/accounts.md#sign-in-states-and-redirects: each auth-state report marks the profile active (a failure here is ignored).
      const now = new Date();
      const status: UserStatus = 'active';
      await app.db
        .updateTable('user')
        .set({ status, lastActive: now })
        .where('id', '=', user.id)
        .execute()
        .catch(() => undefined);
      return { user: { ...user.profile, status, lastActive: now.toISOString() } };
    },
  });

  app.post('/api/registrations/parent', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags: ['accounts'],
      summary: 'Register a parent account',
      body: registerParentBody,
      response: { 200: registrationResponse },
    },
    async handler(request, reply) {
      await limitAuthAttempt(app, request, 'sign-up', request.body.email);
      assertPasswordPolicy(app, request.body.password);
      // Known and new addresses do different work: do it after the answer (decision 003).
      const body = request.body;
      app.background.afterReply(reply, 'parent registration', () => registerParent(app, body));
      return { ok: true as const, email: body.email };
    },
  });

  app.post('/api/registrations/organization', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags: ['accounts'],
      summary: 'Register a school (pending until approved)',
      body: registerOrganizationBody,
      response: { 200: registrationResponse },
    },
    async handler(request, reply) {
      await limitAuthAttempt(app, request, 'sign-up', request.body.email);
      assertPasswordPolicy(app, request.body.password);
      const body = request.body;
      app.background.afterReply(reply, 'school registration', () => registerOrganization(app, body));
      return { ok: true as const, email: body.email };
    },
  });

  app.post('/api/account/password', {
    config: {
      access: { allowTemporaryPassword: true, allowUnverified: true, allowSuspendedSchool: true },
      rateLimited: true,
    },
    schema: {
      tags: ['accounts'],
      summary: 'Change the password (also replaces a temporary one)',
      body: changePasswordBody,
      response: { 200: okResponseSchema },
    },
    async handler(request, reply) {
      const user = request.actor;
      await limitAuthAttempt(app, request, 'change-password', user.email);
      const headers = new Headers({ cookie: request.headers.cookie ?? '' });
      const result = await app.auth.api.changePassword({
        body: {
          currentPassword: request.body.currentPassword,
          newPassword: request.body.newPassword,
          revokeOtherSessions: true,
        },
        headers,
        returnHeaders: true,
      });
      const cookies = result.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      await app.db
        .updateTable('user')
        .set({ temporaryPassword: false, updatedAt: new Date() })
        .where('id', '=', user.id)
        .execute();
      return { ok: true as const };
    },
  });

  app.patch('/api/account', {
    config: { access: { allowUnverified: true, allowSuspendedSchool: true } },
    schema: {
      tags: ['accounts'],
      summary: 'Update own contact details and language',
      body: updateAccountBody,
      response: { 200: z.object({ user: sessionUserSchema }) },
    },
    async handler(request) {
      const user = request.actor;
      const changes = request.body;
      if (Object.keys(changes).length === 0) throw new AppError('validation-failed', 'Nothing to change.');
      const name =
        changes.firstName || changes.lastName
          ? `${changes.firstName ?? user.profile.firstName ?? ''} ${changes.lastName ?? user.profile.lastName ?? ''}`.trim()
          : undefined;
      const row = await app.db
        .updateTable('user')
        .set({ ...changes, ...(name ? { name } : {}), updatedAt: new Date() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user: toSessionUser(row, user.organizationStatus) };
    },
  });
};
