import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageMembers, canViewOrganization } from '../../../shared/access.js';
import {
  addedStudentSchema,
  addStudentBody,
  completeInvitationBody,
  createInvitationBody,
  importPreviewSchema,
  importStudentsBody,
  invitationOutcomeSchema,
  invitationSchema,
  publicInvitationSchema,
} from '../../../shared/api/invitations.js';
import { limitAuthAttempt } from '../../auth/mount.js';
import { forbidden, notFound } from '../../errors.js';
import { acceptInvitation, completeInvitation, publicInvitation } from './accept-invitation.js';
import { addOneStudent } from './add-students.js';
import { resendInvitation, revokeInvitation } from './change-invitation.js';
import { createInvitation } from './create-invitation.js';
import { importStudents } from './import-students.js';
import { findSchool, listInvitations } from './repository.js';
import { SCHOOL_MANAGERS } from '../../../shared/roles.js';

const orgParams = z.object({ id: z.string().min(1).max(100) });
/** Invitation ids are 32 URL-safe characters; anything else is answered as not found. */
const invitationParams = z.object({ id: z.string().min(1).max(100) });
/** A link's token: the id, a dot and a 43-character MAC (repository.ts). */
const linkParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['invitations'];

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/organizations/:id/invitations', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: "A school's invitations with their status",
      params: orgParams,
      response: { 200: z.object({ invitations: z.array(invitationSchema) }) },
    },
    async handler(request) {
      const actor = request.actor;
      const school = await findSchool(app.db, request.params.id);
      if (!school || !canViewOrganization(actor, school)) throw notFound('School');
      if (!canManageMembers(actor, school)) throw forbidden();
      return { invitations: await listInvitations(app.db, school.id) };
    },
  });

  app.post('/api/organizations/:id/invitations', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: 'Invite a teacher, an org-admin or a student’s parent (e-mail with a 7-day link)',
      params: orgParams,
      body: createInvitationBody,
      response: { 201: z.object({ invitation: invitationSchema }) },
    },
    async handler(request, reply) {
      const actor = request.actor;
      return reply
        .status(201)
        .send({ invitation: await createInvitation(app, actor, request.params.id, request.body) });
    },
  });

  app.post('/api/invitations/:id/resend', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: 'Send an invitation again, valid 7 more days',
      params: invitationParams,
      response: { 200: z.object({ invitation: invitationSchema }) },
    },
    async handler(request) {
      const actor = request.actor;
      return { invitation: await resendInvitation(app, actor, request.params.id) };
    },
  });

  app.post('/api/invitations/:id/revoke', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: 'Withdraw an invitation; its link stops working',
      params: invitationParams,
      response: { 200: z.object({ invitation: invitationSchema }) },
    },
    async handler(request) {
      const actor = request.actor;
      return { invitation: await revokeInvitation(app, actor, request.params.id) };
    },
  });

  app.get('/api/invitations/:id', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'What an invitation link offers (for its holder)',
      params: linkParams,
      response: { 200: z.object({ invitation: publicInvitationSchema }) },
    },
    async handler(request, reply) {
      reply.header('cache-control', 'no-store');
      return { invitation: await publicInvitation(app, request.params.id) };
    },
  });

  app.post('/api/invitations/:id/accept', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Accept an invitation with the signed-in account of its e-mail',
      params: linkParams,
      response: { 200: invitationOutcomeSchema },
    },
    async handler(request) {
      const user = request.actor;
      const { homePath } = await acceptInvitation(app, user, request.params.id);
      return { ok: true as const, homePath };
    },
  });

  app.post('/api/invitations/:id/complete', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary: 'Create the invited account (name and password) and sign it in',
      params: linkParams,
      body: completeInvitationBody,
      response: { 200: invitationOutcomeSchema },
    },
    async handler(request, reply) {
      await limitAuthAttempt(app, request, 'sign-up', request.params.id);
      const { homePath, cookies } = await completeInvitation(app, request.params.id, request.body);
      if (cookies.length) reply.header('set-cookie', cookies);
      return { ok: true as const, homePath };
    },
  });

  app.post('/api/organizations/:id/students', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: 'Add one student: invitation e-mail, or an account with a temporary password (answered once)',
      params: orgParams,
      body: addStudentBody,
      response: { 201: z.object({ student: addedStudentSchema }) },
    },
    async handler(request, reply) {
      const actor = request.actor;
      const { mode, parentEmail, ...rest } = request.body;
      const student = await addOneStudent(app, actor, request.params.id, mode, {
        ...rest,
        parentEmail: parentEmail ?? null,
      });
      reply.header('cache-control', 'no-store');
      return reply.status(201).send({ student });
    },
  });

  app.post('/api/organizations/:id/students/import', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary: 'Import students from CSV: dry run for a preview, then all rows or none',
      params: orgParams,
      body: importStudentsBody,
      response: { 200: importPreviewSchema },
    },
    async handler(request, reply) {
      const actor = request.actor;
      reply.header('cache-control', 'no-store');
      return importStudents(app, actor, request.params.id, request.body);
    },
  });
};
