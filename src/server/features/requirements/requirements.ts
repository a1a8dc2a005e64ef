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
