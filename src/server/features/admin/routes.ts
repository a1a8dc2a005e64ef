import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  adminUserSchema,
  createStaffUserBody,
  listUsersQuery,
  outboxIdParams,
  outboxItemSchema,
  outboxMessageSchema,
  updateUserBody,
} from '../../../shared/api/admin.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import type { UserRow } from '../../db/schema.js';
import { AppError, notFound } from '../../errors.js';
import { createAccount } from '../accounts/create-account.js';
import { writeAudit } from '../../audit.js';

const toAdminUser = (
  u: Pick<
    UserRow,
    | 'id'
    | 'name'
    | 'email'
    | 'emailVerified'
    | 'role'
    | 'state'
    | 'organizationId'
    | 'status'
    | 'lastActive'
    | 'createdAt'
  >,
) => ({
  ...u,
  emailVerified: Boolean(u.emailVerified),
  lastActive: u.lastActive ? new Date(u.lastActive).toISOString() : null,
  createdAt: new Date(u.createdAt).toISOString(),
});

const userColumns = [
  'id',
  'name',
  'email',
  'emailVerified',
  'role',
  'state',
  'organizationId',
  'status',
  'lastActive',
  'createdAt',
] as const;
const idParams = z.object({ id: z.string().min(1).max(100) });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/users', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'Search users (admin)',
      querystring: listUsersQuery,
      response: { 200: z.object({ users: z.array(adminUserSchema), total: z.number().int() }) },
    },
    async handler(request) {
      const { q, role, limit, offset } = request.query;
      let query = app.db.selectFrom('user');
      if (q) {
        const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
        query = query.where((eb) => eb.or([eb('email', 'ilike', like), eb('name', 'ilike', like)]));
      }
      if (role) query = query.where('role', '=', role);
      const [rows, count] = await Promise.all([
        query.select(userColumns).orderBy('createdAt', 'desc').limit(limit).offset(offset).execute(),
        query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { users: rows.map(toAdminUser), total: count.n };
    },
  });

  app.post('/api/admin/users', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'Create an admin or state admin with a temporary password (shown once)',
      body: createStaffUserBody,
      response: { 200: z.object({ user: adminUserSchema, temporaryPassword: z.string() }) },
    },
    async handler(request) {
      const admin = request.actor;
      const { id, temporaryPassword } = await createAccount(
        app,
        { ...request.body, state: request.body.state ?? null },
        (userId) => ({
          actorId: admin.id,
          action: 'create',
          entity: 'user',
          entityId: userId,
          after: { role: request.body.role, state: request.body.state ?? null },
        }),
      );
      const row = await app.db.selectFrom('user').select(userColumns).where('id', '=', id).executeTakeFirstOrThrow();
      await app.mailer.send({
        kind: 'account-created',
        to: row.email,
        vars: { name: row.name },
        link: `${app.config.baseUrl}/login`,
      });
      return { user: toAdminUser(row), temporaryPassword: temporaryPassword ?? '' };
    },
  });

  app.patch('/api/admin/users/:id', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: "Change a user's role, state or status (admin)",
      params: idParams,
      body: updateUserBody,
      response: { 200: z.object({ user: adminUserSchema }) },
    },
    async handler(request) {
      const admin = request.actor;
      const changes = request.body;
      if (Object.keys(changes).length === 0) throw new AppError('validation-failed', 'Nothing to change.');
      if (request.params.id === admin.id && (changes.role !== undefined || changes.status === 'disabled')) {
        throw new AppError('forbidden', 'You cannot change your own role or disable yourself.');
      }
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('user')
          .select(userColumns)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!before) throw notFound('User');
        const after = await trx
          .updateTable('user')
          .set({ ...changes, updatedAt: new Date() })
          .where('id', '=', request.params.id)
          .returning(userColumns)
          .executeTakeFirstOrThrow();
        await writeAudit(trx, {
          actorId: admin.id,
          action: 'update',
          entity: 'user',
          entityId: before.id,
          before: { role: before.role, status: before.status, state: before.state },
          after: changes,
        });
        if (changes.status === 'disabled') await trx.deleteFrom('session').where('userId', '=', before.id).execute();
        return after;
      });
      return { user: toAdminUser(row) };
    },
  });

  app.post('/api/admin/users/:id/password-reset', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'E-mail the user a password-reset link (admin)',
      params: idParams,
      response: { 200: okResponseSchema },
    },
    async handler(request) {
      const user = await app.db
        .selectFrom('user')
        .select('email')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!user) throw notFound('User');
      await app.auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: '/reset-password' } });
      return { ok: true as const };
    },
  });

  app.get('/api/admin/outbox', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'The latest e-mails (admin)',
      response: { 200: z.object({ items: z.array(outboxItemSchema) }) },
    },
    async handler() {
      const rows = await app.db
        .selectFrom('mailOutbox')
        .select(['id', 'kind', 'to', 'subject', 'status', 'link', 'createdAt'])
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return { items: rows.map((r) => ({ ...r, id: String(r.id), createdAt: new Date(r.createdAt).toISOString() })) };
    },
  });

  app.get('/api/admin/outbox/:id', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['admin'],
      summary: 'One e-mail of the outbox in full, with the error of a failed one (admin)',
      params: outboxIdParams,
      response: { 200: z.object({ message: outboxMessageSchema }) },
    },
    async handler(request) {
      const row = await app.db
        .selectFrom('mailOutbox')
        .select(['id', 'kind', 'to', 'subject', 'status', 'link', 'createdAt', 'text', 'error', 'sentAt'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('E-mail');
      return {
        message: {
          ...row,
          id: String(row.id),
          createdAt: new Date(row.createdAt).toISOString(),
          sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
        },
      };
    },
  });
};
