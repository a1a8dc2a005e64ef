import type { FastifyInstance } from 'fastify';
import type { Plan, UpdatePlanBody } from '../../../shared/api/plans.js';
import type { CurrentUser } from '../../auth/session.js';
import type { DrivePlanTable } from '../../db/schema.js';
import type { Updateable } from 'kysely';
import { assertKnownSkills } from './create-plan.js';
import { ownPlan, plannableStudent } from './plan-access.js';
import { auditPlan, findPlan, toPlan } from './repository.js';

/** The author changes a plan; a new student must be one they may plan for. */
export async function updatePlan(
  app: FastifyInstance,
  actor: CurrentUser,
  planId: string,
  changes: UpdatePlanBody,
): Promise<Plan> {
  const before = await ownPlan(app, actor, planId);
  if (changes.skills) assertKnownSkills(changes.skills);
  await app.db.transaction().execute(async (trx) => {
    const set: Updateable<DrivePlanTable> = { updatedAt: new Date() };
    if (changes.studentId !== undefined && changes.studentId !== before.studentId) {
      const student = changes.studentId ? await plannableStudent(trx, actor, changes.studentId) : null;
      set.studentId = student?.id ?? null;
      set.organizationId = student ? student.organizationId : (actor.organizationId ?? null);
    }
    if (changes.title !== undefined) set.title = changes.title;
    if (changes.skills !== undefined) set.skills = JSON.stringify(changes.skills);
    if (changes.targetMinutes !== undefined) set.targetMinutes = changes.targetMinutes;
    if (changes.conditions !== undefined) set.conditions = JSON.stringify(changes.conditions);
    if (changes.routeNotes !== undefined) set.routeNotes = changes.routeNotes;
    if (changes.instructions !== undefined) set.instructions = changes.instructions;
    if (changes.plannedFor !== undefined) set.plannedFor = changes.plannedFor;
    await trx.updateTable('drivePlan').set(set).where('id', '=', planId).execute();
    const old = Object.fromEntries(Object.keys(changes).map((k) => [k, before[k as keyof typeof before]]));
    await auditPlan(trx, { actorId: actor.id, action: 'update', planId, before: old, after: changes });
  });
  return toPlan((await findPlan(app.db, planId))!, actor.id);
}
