import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { stateRequirementSchema, type StateRequirement } from '../../../shared/api/requirements.js';

let cached: Map<string, StateRequirement> | null = null;

/** The 50 states and DC, validated once on first use. */
export function requirements(): Map<string, StateRequirement> {
  if (!cached) {
    const file = path.resolve('content/us-learner-requirements.json');
    const list = z.array(stateRequirementSchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    cached = new Map(list.map((r) => [r.code, r]));
  }
  return cached;
}

export function requirementFor(state: string | null | undefined): StateRequirement | null {
  return state ? (requirements().get(state.toUpperCase()) ?? null) : null;
}

/** A state's rule in whole minutes (total and night; null where the state sets none). */
export interface StateRuleMinutes {
  code: string;
  minutes: number | null;
  night: number | null;
}

/**
 * Every state's rule in minutes: the one conversion the SQL figures use (the school dashboard
 * passes it in, the state dashboard's summary tables keep a copy: docs/decisions/018-state-summaries.md).
 */
export function stateRuleMinutes(): StateRuleMinutes[] {
  return [...requirements().values()].map((r) => ({
    code: r.code,
    minutes: r.supervisedHours === null ? null : Math.round(r.supervisedHours * 60),
    night: r.nightHours === null ? null : Math.round(r.nightHours * 60),
  }));
}
