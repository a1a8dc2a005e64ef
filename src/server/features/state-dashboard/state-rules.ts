import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { stateRuleMinutes } from '../requirements/requirements.js';

/**
 * Copies the state rules (content/us-learner-requirements.json, through `stateRuleMinutes`) into
 * `stateRule` at start, so the summary triggers grade students by the same rule as the rest of the
 * product (docs/decisions/018-state-summaries.md). Students under a rule that changed are graded
 * again; an unchanged start touches nothing.
 */
export async function syncStateRules(db: Kysely<Database>): Promise<void> {
  const rules = JSON.stringify(stateRuleMinutes());
  await db.transaction().execute(async (tx) => {
    const changed = await sql<{ code: string }>`
      with incoming as (select * from jsonb_to_recordset(${rules}::jsonb) as r(code text, minutes int, night int)),
      gone as (delete from "stateRule" where code not in (select code from incoming) returning code),
      put as (
        insert into "stateRule" (code, minutes, "nightMinutes") select code, minutes, night from incoming
        on conflict (code) do update set minutes = excluded.minutes, "nightMinutes" = excluded."nightMinutes"
        where ("stateRule".minutes, "stateRule"."nightMinutes") is distinct from (excluded.minutes, excluded."nightMinutes")
        returning code
      )
      select code from gone union select code from put`.execute(tx);
    if (changed.rows.length === 0) return;
    // A separate statement, so the grading trigger sees the new rules.
    await sql`update "studentSummary" set "ruleState" = "ruleState" where "ruleState" in (${sql.join(
      changed.rows.map((r) => r.code),
    )})`.execute(tx);
  });
}
