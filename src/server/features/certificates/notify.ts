/**
 * E-mails about a student's certificate (docs/product/certificates.md#issuing): to the student and
 * every linked parent, each in their own language, after the change has been committed. Sent in the
 * background: the outbox keeps each one (mail/mailer.ts), the issuer does not wait for 500 of them.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Certificate } from '../../../shared/api/certificates.js';
import { translate } from '../../i18n.js';

export function notifyCertificate(app: FastifyInstance, event: 'issued' | 'revoked', certificate: Certificate): void {
  const studentId = certificate.studentId;
  if (!studentId) return;
  app.background.run(`certificate-${event} e-mail`, async () => {
    const people = await app.db
      .selectFrom('user')
      .select(['id', 'email', 'role', 'preferredLanguage'])
      .where((eb) =>
        eb.or([
          eb('id', '=', studentId),
          eb.and([
            eb('role', '=', 'parent'),
            sql<boolean>`coalesce("studentIds", '[]'::jsonb) @> ${JSON.stringify([studentId])}::jsonb`,
          ]),
        ]),
      )
      .where((eb) => eb.or([eb('status', 'is', null), eb('status', '=', 'active')]))
      .execute();
    for (const person of people) {
      const lng = person.preferredLanguage;
      const path = person.role === 'parent' ? `/student/${encodeURIComponent(studentId)}` : '/user';
      await app.mailer.send({
        kind: event === 'issued' ? 'certificate-issued' : 'certificate-revoked',
        to: person.email,
        language: lng,
        vars: {
          student: certificate.studentName,
          school: certificate.schoolName,
          number: certificate.number,
          type: translate(lng, `email.certificateTypes.${certificate.type}`),
          reason: certificate.revokedReason ?? '',
        },
        link: `${app.config.baseUrl}${path}`,
      });
    }
  });
}
