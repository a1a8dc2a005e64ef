import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canHaveCalendarFeed } from '../../../shared/access.js';
import {
  createdFeedResponse,
  createLessonBody,
  lessonResponse,
  listFeedsResponse,
  listLessonsQuery,
  listLessonsResponse,
  updateLessonBody,
  upcomingLessonsQuery,
} from '../../../shared/api/calendar.js';
import { okResponseSchema } from '../../../shared/api/common.js';
import { forbidden, notFound } from '../../errors.js';
import { createFeed, listFeeds, renderFeed, revokeFeed } from './calendar-feeds.js';
import { createLesson } from './create-lesson.js';
import { listLessons, upcomingLessons } from './list-lessons.js';
import { updateLesson } from './update-lesson.js';
import { LESSON_READERS, SCHOOL_STAFF } from '../../../shared/roles.js';

const tags = ['calendar'];
const idParams = z.object({ id: z.string().min(1).max(100) });

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/lessons', {
    config: { access: { roles: SCHOOL_STAFF } },
    schema: {
      tags,
      summary: "Lessons in a range: a teacher's own, or the school's for its admins (filter by teacher or student)",
      querystring: listLessonsQuery,
      response: { 200: listLessonsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { lessons: await listLessons(app, actor, request.query) };
    },
  });

  app.get('/api/lessons/upcoming', {
    config: { access: { roles: LESSON_READERS } },
    schema: {
      tags,
      summary: "A student's next scheduled lessons (the student, linked parents, the school's staff)",
      querystring: upcomingLessonsQuery,
      response: { 200: listLessonsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { lessons: await upcomingLessons(app, actor, request.query.studentId, request.query.limit) };
    },
  });

  app.post('/api/lessons', {
    config: { access: { roles: SCHOOL_STAFF } },
    schema: {
      tags,
      summary: 'Book a lesson (no double booking of the teacher or the student)',
      body: createLessonBody,
      response: { 201: lessonResponse },
    },
    async handler(request, reply) {
      const actor = request.actor;
      return reply.status(201).send({ lesson: await createLesson(app, actor, request.body) });
    },
  });

  app.patch('/api/lessons/:id', {
    config: { access: { roles: SCHOOL_STAFF } },
    schema: {
      tags,
      summary: 'Move or edit a lesson, or complete, cancel (with a reason), mark no-show, reopen; link its drive',
      params: idParams,
      body: updateLessonBody,
      response: { 200: lessonResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { lesson: await updateLesson(app, actor, request.params.id, request.body) };
    },
  });

  app.get('/api/calendar-feeds', {
    config: { access: { roles: ['teacher'] } },
    schema: {
      tags,
      summary: "The caller's active iCalendar feed (its address is shown only when made)",
      response: { 200: listFeedsResponse },
    },
    async handler(request) {
      const actor = request.actor;
      return { feeds: await listFeeds(app, actor) };
    },
  });

  app.post('/api/calendar-feeds', {
    config: { access: { roles: ['teacher'] } },
    schema: {
      tags,
      summary: 'Make a new secret iCalendar address for my lessons (the previous one stops working)',
      response: { 201: createdFeedResponse },
    },
    async handler(request, reply) {
      const actor = request.actor;
      if (!canHaveCalendarFeed(actor)) throw forbidden();
      return reply.status(201).send(await createFeed(app, actor));
    },
  });

  app.delete('/api/calendar-feeds/:id', {
    config: { access: { roles: ['teacher'] } },
    schema: { tags, summary: 'Revoke my iCalendar address', params: idParams, response: { 200: okResponseSchema } },
    async handler(request) {
      const actor = request.actor;
      await revokeFeed(app, actor, request.params.id);
      return { ok: true as const };
    },
  });

  app.get('/api/calendar/:token.ics', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A teacher's lessons as iCalendar (RFC 5545), by secret address",
      params: z.object({ token: z.string().min(1).max(100) }),
    },
    async handler(request, reply) {
      const text = /^[\w-]{43}$/.test(request.params.token) ? await renderFeed(app, request.params.token) : null;
      if (text === null) throw notFound('Calendar');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="roadlog-lessons.ics"')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .send(text);
    },
  });
};
