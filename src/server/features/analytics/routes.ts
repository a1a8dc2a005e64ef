import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { anonymizePath, isTrackedPath } from '../../../shared/analytics.js';
import { pageViewStatsSchema } from '../../../shared/api/admin.js';
import { pageViewBody } from '../../../shared/api/analytics.js';
import { baseLanguage } from '../../../shared/languages.js';
import { enforce, type Limit } from '../../rate-limit.js';

/** Page views per client address: a person clicking around stays far below it, a script does not. */
export const PAGE_VIEW_LIMIT: Limit = { max: 60, windowSeconds: 60 };

/** Only the referring site's origin is kept: a full URL could carry personal data. */
function referrerOrigin(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/analytics/page-view', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags: ['analytics'],
      summary: 'Record a page view (first-party, no cookies, no personal data)',
      body: pageViewBody,
      response: { 204: z.null() },
    },
    async handler(request, reply) {
      await enforce(app.db, [{ key: `page-view:${request.ip}`, limit: PAGE_VIEW_LIMIT }]);
      const { path, referrer, language } = request.body;
      if (isTrackedPath(path)) {
        await app.db
          .insertInto('pageView')
          .values({
            path: anonymizePath(path),
            referrer: referrerOrigin(referrer),
            language: language ? baseLanguage(language) : null,
          })
          .execute();
      }
      return reply.status(204).send(null);
    },
  });

  app.get('/api/admin/analytics', {
    config: { access: { roles: ['admin'] } },
    schema: {
      tags: ['analytics'],
      summary: 'Page views of the last 30 days (admin)',
      response: { 200: pageViewStatsSchema },
    },
    async handler() {
      const since = sql<Date>`now() - interval '30 days'`;
      const byPath = await app.db
        .selectFrom('pageView')
        .select(['path', sql<number>`count(*)::int`.as('views')])
        .where('createdAt', '>=', since)
        .groupBy('path')
        .orderBy('views', 'desc')
        .limit(50)
        .execute();
      const byDay = await app.db
        .selectFrom('pageView')
        .select([
          sql<string>`to_char(date_trunc('day', "createdAt"), 'YYYY-MM-DD')`.as('day'),
          sql<number>`count(*)::int`.as('views'),
        ])
        .where('createdAt', '>=', since)
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .execute();
      const byLanguage = await app.db
        .selectFrom('pageView')
        .select(['language', sql<number>`count(*)::int`.as('views')])
        .where('createdAt', '>=', since)
        .groupBy('language')
        .orderBy('views', 'desc')
        .orderBy('language')
        .execute();
      return { total: byDay.reduce((sum, d) => sum + d.views, 0), byPath, byDay, byLanguage };
    },
  });
};
