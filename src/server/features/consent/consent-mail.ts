/** The consent e-mails: the request to the parent, the outcomes to the school. */
import type { FastifyInstance } from 'fastify';
import type { Db } from './repository.js';

/** Sends the consent request to the parent, in the language of their account if they have one. */
export async function sendConsentRequest(
  app: FastifyInstance,
  input: {
    token: string;
    parentEmail: string;
    studentName: string;
    schoolName: string;
    fallbackLanguage?: string | null;
  },
): Promise<void> {
  const parent = await app.db
    .selectFrom('user')
    .select('preferredLanguage')
    .where('email', '=', input.parentEmail)
    .executeTakeFirst();
  await app.mailer.send({
    kind: 'consent-request',
    to: input.parentEmail,
    language: parent?.preferredLanguage ?? input.fallbackLanguage ?? 'en',
    vars: { student: input.studentName, school: input.schoolName },
    link: `${app.config.baseUrl}/parent-consent?token=${encodeURIComponent(input.token)}`,
  });
}

/** The school's owner and contact address (once each), with the owner's language. */
async function schoolRecipients(
  db: Db,
  organizationId: string,
): Promise<{ to: string; language: string | null; name: string }[]> {
  const org = await db
    .selectFrom('organization as o')
    .leftJoin('user as u', 'u.id', 'o.ownerId')
    .select(['o.name', 'o.contactEmail', 'u.email as ownerEmail', 'u.preferredLanguage'])
    .where('o.id', '=', organizationId)
    .executeTakeFirst();
  if (!org) return [];
  const addresses = [
    ...new Set([org.ownerEmail, org.contactEmail].filter((e): e is string => Boolean(e)).map((e) => e.toLowerCase())),
  ];
  return addresses.map((to) => ({ to, language: org.preferredLanguage, name: org.name }));
}

/** Tells the school that a parent granted, rejected or withdrew consent. */
export async function notifySchool(
  app: FastifyInstance,
  kind: 'consent-granted' | 'consent-rejected' | 'consent-withdrawn',
  input: { organizationId: string | null; studentId: string; studentName: string; parentEmail: string },
): Promise<void> {
  if (!input.organizationId) return;
  for (const r of await schoolRecipients(app.db, input.organizationId)) {
    await app.mailer.send({
      kind,
      to: r.to,
      language: r.language,
      vars: { student: input.studentName, parent: input.parentEmail, school: r.name },
      link: `${app.config.baseUrl}/student/${encodeURIComponent(input.studentId)}`,
    });
  }
}
