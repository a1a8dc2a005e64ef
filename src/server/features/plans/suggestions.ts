/**
 * Drive-plan suggestions (docs/product/plans.md) from what a student still lacks. Pure: the caller passes the
 * student's progress, the minutes of the categories some states count separately, and the skills
 * not yet mastered, so the rules can be tested without a database.
 */
import type { Progress } from '../../../shared/api/drive-logs.js';
import type { PlanCondition, Suggestion } from '../../../shared/api/plans.js';

/**
 * Category minimums that content/us-learner-requirements.json keeps only in its notes: PA asks
 * 5 of its 65 hours in bad weather, SD 10 of 50 in inclement weather, NY 10 of 50 in moderate
 * to heavy traffic.
 */
export const STATE_CATEGORY_RULES: Readonly<
  Record<string, readonly { kind: 'weather' | 'traffic'; minutes: number }[]>
> = {
  PA: [{ kind: 'weather', minutes: 5 * 60 }],
  SD: [{ kind: 'weather', minutes: 10 * 60 }],
  NY: [{ kind: 'traffic', minutes: 10 * 60 }],
};

/** Road types every learner should have met before the test; one never driven is a suggestion. */
const ROAD_TYPES_TO_MEET = ['highway', 'urban', 'rural', 'parking-lot'] as const satisfies readonly PlanCondition[];

/** Sessions longer than this tire a learner; a suggestion asks for one session, not the whole gap. */
const SESSION_MINUTES = 60;
const SHORT_SESSION_MINUTES = 45;
const SKILLS_PER_PLAN = 3;
export const MAX_SUGGESTIONS = 6;

export interface SuggestionInput {
  progress: Pick<Progress, 'state' | 'missing' | 'byRoadType' | 'approved'>;
  /** Approved minutes driven in rain, snow, fog, ice or wind (each drive once). */
  adverseWeatherMinutes: number;
  /** Approved minutes driven in moderate or heavy traffic. */
  busyTrafficMinutes: number;
  /** Skill ids not yet mastered, in the order they should be learned (prerequisites first). */
  unmasteredSkills: readonly string[];
}

/** One session's length: the gap rounded up to 15 minutes, at most `cap`. */
export function sessionMinutes(missing: number, cap = SESSION_MINUTES): number {
  return Math.max(15, Math.min(cap, Math.ceil(missing / 15) * 15));
}

export function buildSuggestions(input: SuggestionInput): Suggestion[] {
  const { progress } = input;
  const state = progress.state?.toUpperCase() ?? null;
  const out: Suggestion[] = [];
  const missingOf = (category: 'night' | 'total') =>
    progress.missing.find((m) => m.category === category)?.minutes ?? 0;

  const night = missingOf('night');
  if (night > 0)
    out.push({
      kind: 'night',
      missingMinutes: night,
      state,
      targetMinutes: sessionMinutes(night),
      conditions: ['night'],
      skills: [],
    });

  for (const rule of (state && STATE_CATEGORY_RULES[state]) || []) {
    const done = rule.kind === 'weather' ? input.adverseWeatherMinutes : input.busyTrafficMinutes;
    const missing = rule.minutes - done;
    if (missing <= 0) continue;
    out.push({
      kind: rule.kind,
      missingMinutes: missing,
      state,
      targetMinutes: sessionMinutes(missing, SHORT_SESSION_MINUTES),
      conditions: rule.kind === 'weather' ? ['rain'] : ['heavy-traffic'],
      skills: [],
    });
  }

  const skills = input.unmasteredSkills.slice(0, SKILLS_PER_PLAN);
  if (skills.length > 0)
    out.push({
      kind: 'skills',
      missingMinutes: 0,
      state,
      targetMinutes: SHORT_SESSION_MINUTES,
      conditions: [],
      skills: [...skills],
    });

  // New road types only once the learner has some approved practice: a first drive belongs on quiet streets.
  if (progress.approved.totalMinutes > 0) {
    for (const road of ROAD_TYPES_TO_MEET) {
      if ((progress.byRoadType[road] ?? 0) > 0) continue;
      out.push({
        kind: 'road-type',
        missingMinutes: 0,
        state,
        targetMinutes: SHORT_SESSION_MINUTES,
        conditions: [road],
        skills: [],
      });
    }
  }

  const total = missingOf('total');
  if (total > 0)
    out.push({
      kind: 'total',
      missingMinutes: total,
      state,
      targetMinutes: sessionMinutes(total),
      conditions: [],
      skills: [],
    });

  // The total goes last but always shows: it is the one every state asks for.
  if (out.length <= MAX_SUGGESTIONS) return out;
  const last = out.at(-1)!;
  return last.kind === 'total' ? [...out.slice(0, MAX_SUGGESTIONS - 1), last] : out.slice(0, MAX_SUGGESTIONS);
}
