import type { FastifyInstance } from 'fastify';
import { canManageOrganization, canViewOrganization } from '../../../shared/access.js';
import { MAX_LOGO_BYTES, type LogoType } from '../../../shared/api/organizations.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { writeAudit } from '../../audit.js';

/** The image type from the file's first bytes; the declared content type is not trusted. */
export function sniffLogoType(bytes: Uint8Array): LogoType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  // RIFF....WEBP
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  )
    return 'image/webp';
  return null;
}

async function manageableSchool(app: FastifyInstance, actor: CurrentUser, id: string) {
  const org = await app.db.selectFrom('organization').select(['id', 'state']).where('id', '=', id).executeTakeFirst();
  if (!org || !canViewOrganization(actor, org)) throw notFound('School');
  if (!canManageOrganization(actor, org)) throw forbidden();
  return org;
}

/** Stores (or replaces) a school's logo after checking its size and real type; audited. */
export async function setOrganizationLogo(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
  body: unknown,
): Promise<{ contentType: LogoType; updatedAt: string }> {
  await manageableSchool(app, actor, id);
  if (!(body instanceof Uint8Array) || body.length === 0)
    throw new AppError('unsupported-image', 'Send the logo as a PNG, JPEG or WebP file.', {
      fields: { logo: 'unsupported-image' },
    });
  if (body.length > MAX_LOGO_BYTES)
    throw new AppError('image-too-large', 'The logo may be at most 512 KB.', { fields: { logo: 'image-too-large' } });
  const contentType = sniffLogoType(body);
  if (!contentType)
    throw new AppError('unsupported-image', 'Send the logo as a PNG, JPEG or WebP file.', {
      fields: { logo: 'unsupported-image' },
    });
  const updatedAt = new Date();
  const data = new Uint8Array(body);
  await app.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('organizationLogo')
      .values({ organizationId: id, contentType, data, updatedBy: actor.id, updatedAt })
      .onConflict((oc) =>
        oc.column('organizationId').doUpdateSet({ contentType, data, updatedBy: actor.id, updatedAt }),
      )
      .execute();
    await writeAudit(trx, {
      actorId: actor.id,
      action: 'set-logo',
      entity: 'organization',
      entityId: id,
      after: { contentType, bytes: body.length },
    });
  });
  return { contentType, updatedAt: updatedAt.toISOString() };
}

export async function deleteOrganizationLogo(app: FastifyInstance, actor: CurrentUser, id: string): Promise<void> {
  await manageableSchool(app, actor, id);
  await app.db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('organizationLogo').where('organizationId', '=', id).executeTakeFirst();
    if (gone.numDeletedRows > 0n)
      await writeAudit(trx, { actorId: actor.id, action: 'delete-logo', entity: 'organization', entityId: id });
  });
}

/** The stored logo for anyone who may see the school. */
export async function readOrganizationLogo(
  app: FastifyInstance,
  actor: CurrentUser,
  id: string,
): Promise<{ contentType: LogoType; data: Buffer; updatedAt: Date }> {
  const org = await app.db.selectFrom('organization').select(['id', 'state']).where('id', '=', id).executeTakeFirst();
  if (!org || !canViewOrganization(actor, org)) throw notFound('School');
  const logo = await app.db
    .selectFrom('organizationLogo')
    .select(['contentType', 'data', 'updatedAt'])
    .where('organizationId', '=', id)
    .executeTakeFirst();
  if (!logo) throw notFound('Logo');
  return { contentType: logo.contentType, data: Buffer.from(logo.data), updatedAt: new Date(logo.updatedAt) };
}
