/** Data deletion requests: ask, confirm, review (docs/product/data-deletion.md, decision 020). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionRequestAnswer,
  accountDeletionRequestBody,
  adminDeletionRequestsResponse,
  carryOutDeletionAnswer,
  declineDeletionBody,
  deletionConfirmAnswer,
  deletionRequestAnswer,
  deletionSubjectsResponse,
  deletionTokenBody,
  publicDeletionRequestBody,
} from '../../../shared/api/deletion.js';
import { enforce, type Limit } from '../../rate-limit.js';
import { carryOutRequest, declineRequest, listConfirmedRequests } from './admin-review.js';
import { confirmAsParent, confirmRequest, deletionSubjects, requestByEmail, requestFromAccount } from './requests.js';

const tags = ['deletion'];
const idParams = z.object({ id: z.string().min(1).max(100) });

/** Limits on asking (decision 002): per client address, and per e-mail address or account. */
export const DELETION_LIMITS: { perAddress: Limit; perEmail: Limit } = {
  perAddress: { max: 20, windowSeconds: 60 * 60 },
  perEmail: { max: 5, windowSeconds: 60 * 60 },
};
/** Confirmation links per client address: enough for a family, too few to guess a 256-bit token. */
export const DELETION_LINK_LIMIT: Limit = { max: 30, windowSeconds: 60 * 60 };

export const deletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/deletion-requests', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary: 'Ask for the deletion of the account with this e-mail address',
      description:
        'The same answer, in the same time, whether or not the address has an account: the request and its confirmation e-mail (a link that works for 24 hours) are made after the answer. Limited per client address and per e-mail address (429 rate-limited).',
      body: publicDeletionRequestBody,
      response: { 200: deletionRequestAnswer },
    },
    async handler(request, reply) {
      const { email, reason } = request.body;
      await enforce(app.db, [
        { key: `ip:deletion-request:${request.ip}`, limit: DELETION_LIMITS.perAddress },
        { key: `account:deletion-request:${email}`, limit: DELETION_LIMITS.perEmail },
      ]);
      app.background.afterReply(reply, 'deletion request', () => requestByEmail(app, email, reason));
      return { ok: true as const };
    },
  });

  app.get('/api/deletion-requests/subjects', {
    config: { access: { allowSuspendedSchool: true } },
    schema: {
      tags,
      summary:
        'Whose data the caller may ask to delete: themselves, linked students (parents), students who left a school they own',
      response: { 200: deletionSubjectsResponse },
    },
    async handler(request) {
      return { subjects: await deletionSubjects(app.db, request.actor) };
    },
  });

  app.post('/api/deletion-requests/account', {
    config: { access: { allowSuspendedSchool: true }, rateLimited: true },
    schema: {
      tags,
      summary: "Ask for the deletion of one's own data, a linked student's or a former student's",
      description:
        "The confirmation link goes to the caller's own address. A person the caller may not ask about answers 404.",
      body: accountDeletionRequestBody,
      response: { 200: accountDeletionRequestAnswer },
    },
    async handler(request) {
      const actor = request.actor;
      await enforce(app.db, [
        { key: `ip:deletion-request:${request.ip}`, limit: DELETION_LIMITS.perAddress },
        { key: `account:deletion-request:${actor.email}`, limit: DELETION_LIMITS.perEmail },
      ]);
      await requestFromAccount(app, actor, request.body.subjectId ?? actor.id, request.body.reason);
      return { ok: true as const, email: actor.email };
    },
  });

  app.post('/api/deletion-requests/confirm', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary: "Confirm a deletion request with the e-mailed link's token",
      description:
        "A student's request then waits for a linked parent's confirmation (awaiting-parent) when the student has one. 404 deletion-link-invalid, 409 deletion-link-used, 410 deletion-link-expired.",
      body: deletionTokenBody,
      response: { 200: deletionConfirmAnswer },
    },
    async handler(request) {
      await enforce(app.db, [{ key: `ip:deletion-link:${request.ip}`, limit: DELETION_LINK_LIMIT }]);
      return { status: await confirmRequest(app, request.body.token) };
    },
  });

  app.post('/api/deletion-requests/parent-confirm', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary: "A linked parent confirms a student's deletion request with the e-mailed link's token",
      body: deletionTokenBody,
      response: { 200: deletionConfirmAnswer },
    },
    async handler(request) {
      await enforce(app.db, [{ key: `ip:deletion-link:${request.ip}`, limit: DELETION_LINK_LIMIT }]);
      return { status: await confirmAsParent(app, request.body.token) };
    },
  });

  app.get('/api/admin/deletion-requests', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags,
      summary: 'Confirmed deletion requests, each with what carrying it out removes (counts per kind of record)',
      response: { 200: adminDeletionRequestsResponse },
    },
    async handler(_request, reply) {
      reply.header('cache-control', 'no-store');
      return { requests: await listConfirmedRequests(app) };
    },
  });

  app.post('/api/admin/deletion-requests/:id/carry-out', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags,
      summary: "Carry out a confirmed request: erase the person's personal data in one transaction",
      description:
        'Students and parents are deleted, staff and admins anonymized (decision 020); certificates stay as anonymous revoked records. 409 deletion-request-closed when it is not waiting for review.',
      params: idParams,
      response: { 200: carryOutDeletionAnswer },
    },
    async handler(request) {
      return { ok: true as const, removed: await carryOutRequest(app, request.actor, request.params.id) };
    },
  });

  app.post('/api/admin/deletion-requests/:id/decline', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags,
      summary: 'Decline a confirmed request with a reason, which is e-mailed to the requester',
      params: idParams,
      body: declineDeletionBody,
      response: { 200: z.object({ ok: z.literal(true) }) },
    },
    async handler(request) {
      await declineRequest(app, request.actor, request.params.id, request.body.reason);
      return { ok: true as const };
    },
  });
};
