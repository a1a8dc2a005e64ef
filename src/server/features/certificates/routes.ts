/** Certificates: issue, list, revoke, count, publish the keys, verify (docs/product/certificates.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canManageOrganization, canViewSchoolCertificates } from '../../../shared/access.js';
import {
  certificateCandidatesResponse,
  certificateCountsQuery,
  certificateCountsResponse,
  certificateCriteriaSchema,
  certificateKeysResponse,
  certificateListQuery,
  certificateNumberParams,
  certificateSchema,
  certificateVerificationResponse,
  issueCertificatesBody,
  issueCertificatesResponse,
  revokeCertificateBody,
  schoolCertificatesResponse,
  studentCertificatesResponse,
} from '../../../shared/api/certificates.js';
import {
  SCHOOL_ADMINS,
  SCHOOL_APPROVERS,
  SCHOOL_MANAGERS,
  SCHOOL_OVERSEERS,
  STUDENT_VIEWERS,
} from '../../../shared/roles.js';
import { writeAudit } from '../../audit.js';
import { notFound } from '../../errors.js';
import { enforce } from '../../rate-limit.js';
import { findOrganization } from '../organizations/repository.js';
import { loadStudent } from '../students/load-student.js';
import { findCandidates, findCriteria } from './candidates.js';
import { issueCertificates } from './issue-certificates.js';
import { countCertificates, findCertificates } from './repository.js';
import { revokeCertificate } from './revoke-certificate.js';
import { verifyCertificate } from './verify-certificate.js';

const tags = ['certificates'];
const idParams = z.object({ id: z.string().min(1).max(100) });
/** Per address: plenty for a clerk checking papers all day, too few to walk the number space. */
export const VERIFY_LIMIT = { max: 60, windowSeconds: 600 };

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/certificate-keys', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The public keys that certificates are signed with (Ed25519), the active one and older ones',
      response: { 200: certificateKeysResponse },
    },
    async handler(_request, reply) {
      reply.header('cache-control', 'public, max-age=300');
      return app.certificateKeys.publish();
    },
  });

  app.get('/api/certificate-verification/:number', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary:
        'Check a certificate number: valid, revoked (with its date), not found, or an invalid signature; with what the certificate shows',
      description:
        'The number is checked (format and check symbol) before any lookup: 400 certificate-number-invalid. Every answer takes the same time, found or not.',
      params: certificateNumberParams,
      response: { 200: certificateVerificationResponse },
    },
    async handler(request, reply) {
      await enforce(app.db, [{ key: `ip:certificate-verification:${request.ip}`, limit: VERIFY_LIMIT }]);
      reply.header('cache-control', 'no-store');
      return verifyCertificate(app, request.params.number);
    },
  });

  app.get('/api/organizations/:id/certificates', {
    config: { access: { roles: SCHOOL_OVERSEERS } },
    schema: {
      tags,
      summary: "A school's certificates (newest first) and their counts",
      params: idParams,
      querystring: certificateListQuery,
      response: { 200: schoolCertificatesResponse },
    },
    async handler(request) {
      const org = await findOrganization(app.db, request.params.id);
      if (!org || !canViewSchoolCertificates(request.actor, org)) throw notFound('School');
      const [certificates, counts] = await Promise.all([
        findCertificates(app.db, { organizationId: org.id, ...request.query }),
        countCertificates(app.db, { organizationId: org.id }),
      ]);
      return { certificates, counts };
    },
  });

  app.get('/api/organizations/:id/certificate-candidates', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: {
      tags,
      summary:
        "A school's students with their figures, what each lacks for each certificate type, and the certificates they hold",
      params: idParams,
      response: { 200: certificateCandidatesResponse },
    },
    async handler(request) {
      const org = await findOrganization(app.db, request.params.id);
      if (!org || !canManageOrganization(request.actor, org)) throw notFound('School');
      const criteria = (await findCriteria(app.db, org.id))!;
      return { criteria, students: await findCandidates(app.db, org.id, criteria) };
    },
  });

  app.put('/api/organizations/:id/certificate-criteria', {
    config: { access: { roles: SCHOOL_ADMINS } },
    schema: {
      tags,
      summary: "Set the school's criteria for driver-education certificates (lessons completed, a passed mock test)",
      params: idParams,
      body: certificateCriteriaSchema,
      response: { 200: z.object({ criteria: certificateCriteriaSchema }) },
    },
    async handler(request) {
      const actor = request.actor;
      const org = await findOrganization(app.db, request.params.id);
      if (!org || !canManageOrganization(actor, org)) throw notFound('School');
      const criteria = request.body;
      await app.db.transaction().execute(async (trx) => {
        const before = await findCriteria(trx, org.id);
        await trx
          .updateTable('organization')
          .set({
            certificateLessonsRequired: criteria.lessonsRequired,
            certificateMockExamRequired: criteria.mockExamRequired,
            updatedAt: new Date(),
          })
          .where('id', '=', org.id)
          .execute();
        await writeAudit(trx, {
          actorId: actor.id,
          action: 'organization.certificate-criteria',
          entity: 'organization',
          entityId: org.id,
          before,
          after: criteria,
        });
      });
      return { criteria };
    },
  });

  app.post('/api/organizations/:id/certificates', {
    config: { access: { roles: SCHOOL_ADMINS } },
    schema: {
      tags,
      summary:
        'Issue certificates of one type to students of the school: those who meet the criteria, or anyone with a recorded reason',
      description:
        'One result per student: issued, already-issued (a valid certificate of the type exists), not-eligible (with what is missing), or not-found (not a student of the school).',
      params: idParams,
      body: issueCertificatesBody,
      response: { 200: issueCertificatesResponse },
    },
    async handler(request) {
      return issueCertificates(app, request.actor, request.params.id, request.body);
    },
  });

  app.post('/api/certificates/:id/revoke', {
    config: { access: { roles: ['admin', ...SCHOOL_ADMINS] } },
    schema: {
      tags,
      summary: 'Revoke a certificate, with a reason (its school, or a platform admin)',
      params: idParams,
      body: revokeCertificateBody,
      response: { 200: z.object({ certificate: certificateSchema }) },
    },
    async handler(request) {
      return { certificate: await revokeCertificate(app, request.actor, request.params.id, request.body.reason) };
    },
  });

  app.get('/api/students/:id/certificates', {
    config: { access: { roles: STUDENT_VIEWERS, familyRecord: true } },
    schema: {
      tags,
      summary: "A student's certificates, valid and revoked",
      params: idParams,
      response: { 200: studentCertificatesResponse },
    },
    async handler(request) {
      const student = await loadStudent(app, request.actor, request.params.id, 'view');
      return { certificates: await findCertificates(app.db, { studentId: student.id }) };
    },
  });

  app.get('/api/certificate-counts', {
    config: { access: { roles: SCHOOL_APPROVERS } },
    schema: {
      tags,
      summary: 'Certificates issued and revoked, by type: one state (a state admin always gets their own) or all',
      querystring: certificateCountsQuery,
      response: { 200: certificateCountsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const state = actor.role === 'state-admin' ? (actor.state ?? '--') : request.query.state;
      return { counts: await countCertificates(app.db, state ? { state } : 'all') };
    },
  });
};
