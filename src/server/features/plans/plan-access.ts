import type { FastifyInstance } from 'fastify';
import { canManagePlan } from '../../../shared/access.js';
import type { CurrentUser } from '../../auth/session.js';
import { notFound } from '../../errors.js';
import { loadStudent, type StudentContext } from '../students/load-student.js';
import { findPlan, type Db, type PlanRow } from './repository.js';

/** The student a plan is for: 404 when missing or not the caller's to see, 403 when seen but not theirs to plan for. */
export function plannableStudent(db: Db, actor: CurrentUser, studentId: string): Promise<StudentContext> {
  return loadStudent({ db }, actor, studentId, 'plan');
}

/** A plan its author may change; anyone else gets 404, as if it did not exist. */
export async function ownPlan(app: FastifyInstance | { db: Db }, actor: CurrentUser, planId: string): Promise<PlanRow> {
  const plan = await findPlan(app.db, planId);
  if (!plan || !canManagePlan(actor, plan)) throw notFound('Plan');
  return plan;
}
