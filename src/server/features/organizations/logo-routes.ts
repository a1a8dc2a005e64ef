import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponseSchema } from '../../../shared/api/common.js';
import { MAX_LOGO_BYTES } from '../../../shared/api/organizations.js';
import { deleteOrganizationLogo, readOrganizationLogo, setOrganizationLogo } from './organization-logo.js';
import { SCHOOL_MANAGERS, SCHOOL_VIEWERS } from '../../../shared/roles.js';

const idParams = z.object({ id: z.string().min(1).max(100) });
const tags = ['organizations'];

/** A school's logo: uploaded as the raw file (any declared type; the first bytes decide), read back with its real type. */
export const logoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only in this plugin: every body arrives as bytes, so a wrong type is our 400, not a 415.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * MAX_LOGO_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put('/api/organizations/:id/logo', {
    config: { access: { roles: SCHOOL_MANAGERS }, ownBodyCheck: true },
    bodyLimit: 2 * MAX_LOGO_BYTES,
    schema: {
      tags,
      summary: "Upload the school's logo: the file itself as the body (PNG, JPEG or WebP, at most 512 KB)",
      params: idParams,
      response: { 200: z.object({ contentType: z.string(), updatedAt: z.string() }) },
    },
    async handler(request) {
      const actor = request.actor;
      return setOrganizationLogo(app, actor, request.params.id, request.body);
    },
  });

  app.delete('/api/organizations/:id/logo', {
    config: { access: { roles: SCHOOL_MANAGERS } },
    schema: { tags, summary: "Remove the school's logo", params: idParams, response: { 200: okResponseSchema } },
    async handler(request) {
      const actor = request.actor;
      await deleteOrganizationLogo(app, actor, request.params.id);
      return { ok: true as const };
    },
  });

  app.get('/api/organizations/:id/logo', {
    config: { access: { roles: SCHOOL_VIEWERS } },
    schema: { tags, summary: "The school's logo image", params: idParams },
    async handler(request, reply) {
      const actor = request.actor;
      const logo = await readOrganizationLogo(app, actor, request.params.id);
      // Only the three raster types are ever stored; nosniff (helmet) and a sandbox keep it an image.
      return reply
        .type(logo.contentType)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=300')
        .header('last-modified', logo.updatedAt.toUTCString())
        .send(logo.data);
    },
  });
};
