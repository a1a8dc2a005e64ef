import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Plan } from '../../../shared/api/plans.js';
import type { z } from 'zod';
import type { createPlanBody } from '../../../shared/api/plans.js';
import type { CurrentUser } from '../../auth/session.js';
import { badRequest } from '../../errors.js';
import { plannableStudent } from './plan-access.js';
import { auditPlan, findPlan, newShareToken, toPlan } from './repository.js';
import { skillIds } from '../skills/tree.js';

export type CreatePlanInput = z.infer<typeof createPlanBody>;

/** Skills must be ids of the skills tree (content/skills/tree.json). */
export function assertKnownSkills(skills: readonly string[]): void {
  if (skills.length === 0) return;
  const known = skillIds();
  const unknown = skills.filter((s) => !known.has(s));
  if (unknown.length) throw badRequest(`Unknown skills: ${unknown.join(', ')}`, { skills: 'unknown-skill' });
}

/**
 * A new plan with its share link. A plan for a student belongs to the student's school; one
 * without a student to the author's school (none for a parent).
 */
export async function createPlan(app: FastifyInstance, actor: CurrentUser, input: CreatePlanInput): Promise<Plan> {
  assertKnownSkills(input.skills);
  const id = crypto.randomUUID();
  await app.db.transaction().execute(async (trx) => {
    const student = input.studentId ? await plannableStudent(trx, actor, input.studentId) : null;
    const organizationId = student ? student.organizationId : (actor.organizationId ?? null);
    await trx
      .insertInto('drivePlan')
      .values({
        id,
        shareToken: newShareToken(),
        ownerId: actor.id,
        organizationId,
        studentId: student?.id ?? null,
        title: input.title,
        skills: JSON.stringify(input.skills),
        targetMinutes: input.targetMinutes,
        conditions: JSON.stringify(input.conditions),
        routeNotes: input.routeNotes,
        instructions: input.instructions,
        plannedFor: input.plannedFor,
        updatedAt: new Date(),
      })
      .execute();
    await auditPlan(trx, { actorId: actor.id, action: 'create', planId: id, after: { ...input } });
  });
  return toPlan((await findPlan(app.db, id))!, actor.id);
}
