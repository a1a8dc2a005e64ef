import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerBody,
  answerResponse,
  attemptParams,
  categoriesQuery,
  categoriesResponse,
  createAttemptBody,
  createAttemptResponse,
  historyQuery,
  historyResponse,
  resultSchema,
  sampleQuery,
  sampleResponse,
  submitBody,
} from '../../../shared/api/exams.js';
import { currentUser } from '../../auth/session.js';
import { badRequest } from '../../errors.js';
import { enforce, type Limit } from '../../rate-limit.js';
import { answerQuestion } from './answer-question.js';
import { createAttempt } from './create-attempt.js';
import { examHistory } from './exam-history.js';
import { listCategories } from './list-categories.js';
import { sampleQuestions } from './sample-questions.js';
import { submitAttempt } from './submit-attempt.js';
import { STUDENT_VIEWERS } from '../../../shared/roles.js';

const tags = ['exams'];
/** New attempts per address: plenty for a person, not for filling the table. */
export const ATTEMPT_LIMIT: Limit = { max: 120, windowSeconds: 600 };

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/exams/categories', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Question categories with counts, the state mock test, and the caller’s best scores',
      querystring: categoriesQuery,
      response: { 200: categoriesResponse },
    },
    async handler(request) {
      return listCategories(app, await currentUser(request), request.query.state);
    },
  });

  app.get('/api/exams/sample', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A few random questions with their answers (test-prep pages)',
      querystring: sampleQuery,
      response: { 200: sampleResponse },
    },
    async handler(request) {
      return sampleQuestions(request.query);
    },
  });

  app.post('/api/exams/attempts', {
    config: { access: 'public', rateLimited: true },
    schema: {
      tags,
      summary: 'Start a category quiz or a state mock test (no answers in the reply)',
      body: createAttemptBody,
      response: { 201: createAttemptResponse },
    },
    async handler(request, reply) {
      await enforce(app.db, [{ key: `exam-attempt:${request.ip}`, limit: ATTEMPT_LIMIT }]);
      return reply.status(201).send(await createAttempt(app, await currentUser(request), request.body));
    },
  });

  app.post('/api/exams/attempts/:id/answers', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Practice mode: answer one question and see whether it was right, and why',
      params: attemptParams,
      body: answerBody,
      response: { 200: answerResponse },
    },
    async handler(request) {
      return answerQuestion(
        app,
        await currentUser(request),
        request.params.id,
        request.body.questionId,
        request.body.choiceId,
      );
    },
  });

  app.post('/api/exams/attempts/:id/submit', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Finish an attempt: score, pass or fail, breakdown and review of every miss',
      params: attemptParams,
      body: submitBody,
      response: { 200: resultSchema },
    },
    async handler(request) {
      return submitAttempt(app, await currentUser(request), request.params.id, request.body);
    },
  });

  app.get('/api/exams/history', {
    config: { access: { roles: STUDENT_VIEWERS } },
    schema: {
      tags,
      summary: 'A student’s saved attempts, trend and weakest categories',
      querystring: historyQuery,
      response: { 200: historyResponse },
    },
    async handler(request) {
      const actor = request.actor;
      const studentId = request.query.studentId ?? (actor.role === 'student' ? actor.id : undefined);
      if (!studentId) throw badRequest('Name the student.', { studentId: 'required' });
      return examHistory(app, actor, studentId);
    },
  });
};
