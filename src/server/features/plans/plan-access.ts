import type { FastifyInstance } from 'fastify';
import { canManagePlan, canPlanDrivesFor, canViewStudent } from '../../../shared/access.js';
import type { CurrentUser } from '../../auth/session.js';
import { AppError, notFound } from '../../errors.js';
import { findStudent, type StudentContext } from '../drive-logs/repository.js';
import { findPlan, type Db, type PlanRow } from './repository.js';

const ref = (s: StudentContext) => ({ id: s.id, organizationId: s.organizationId, state: s.state });

/** The student a plan is for: 404 when missing or not the caller's to see, 403 when seen but not theirs to plan for. */
export async function plannableStudent(db: Db, actor: CurrentUser, studentId: string): Promise<StudentContext> {
  const student = await findStudent(db, studentId);
  if (!student || !canViewStudent(actor, ref(student))) throw notFound('Student');
  if (!canPlanDrivesFor(actor, ref(student))) throw new AppError('forbidden', 403, 'Only a linked parent or the school’s staff can plan drives for this student.');
  return student;
}

/** A plan its author may change; anyone else gets 404, as if it did not exist. */
export async function ownPlan(app: FastifyInstance | { db: Db }, actor: CurrentUser, planId: string): Promise<PlanRow> {
  const plan = await findPlan(app.db, planId);
  if (!plan || !canManagePlan(actor, plan)) throw notFound('Plan');
  return plan;
}
