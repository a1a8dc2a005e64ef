import type { TFunction } from 'i18next';
import { parsePermitAge, type StateRequirement } from '../../../../../shared/api/requirements';

export interface RuleItem {
  key: 'hours' | 'night' | 'months' | 'age' | 'test';
  label: string;
  value: string;
}

/** A permit holding period; the data allows fractions of a month (Wyoming: 10 days = 0.33). */
function holdingPeriod(t: TFunction, months: number | null): string {
  if (months === null) return t('testPrep.rules.noPermitStage');
  if (months < 1) return t('testPrep.rules.days', { count: Math.round(months * 30.4) });
  return t('testPrep.rules.months', { count: months });
}

function knowledgeTest(t: TFunction, test: StateRequirement['knowledgeTest']): string {
  if (test.questions !== null && test.passPercent !== null) {
    return t('testPrep.rules.test', { questions: test.questions, percent: test.passPercent });
  }
  if (test.passPercent !== null) return t('testPrep.rules.testPercent', { percent: test.passPercent });
  if (test.questions !== null) return t('testPrep.rules.testQuestions', { questions: test.questions });
  return t('testPrep.rules.unknown');
}

/** The five figures of a state's rules, as translated label/value pairs. */
export function ruleItems(t: TFunction, rule: StateRequirement): RuleItem[] {
  const age = parsePermitAge(rule.minPermitAge);
  return [
    {
      key: 'hours',
      label: t('testPrep.rules.supervisedHours'),
      value:
        rule.supervisedHours === null
          ? t('testPrep.rules.noHours')
          : t('testPrep.rules.hours', { count: rule.supervisedHours }),
    },
    {
      key: 'night',
      label: t('testPrep.rules.nightHours'),
      value:
        rule.nightHours === null ? t('testPrep.rules.noNight') : t('testPrep.rules.hours', { count: rule.nightHours }),
    },
    { key: 'months', label: t('testPrep.rules.permitMonths'), value: holdingPeriod(t, rule.minPermitMonths) },
    {
      key: 'age',
      label: t('testPrep.rules.minAge'),
      value: !age
        ? t('testPrep.rules.unknown')
        : age.months
          ? t('testPrep.rules.ageYearsMonths', { years: age.years, months: age.months })
          : t('testPrep.rules.ageYears', { years: age.years }),
    },
    { key: 'test', label: t('testPrep.rules.knowledgeTest'), value: knowledgeTest(t, rule.knowledgeTest) },
  ];
}

/** "https://example.gov/page (what it says)" → its address, host and note. */
export function parseSource(source: string): { url: string | null; host: string; note: string } {
  const match = /^(https?:\/\/\S+)(?:\s+\((.*)\))?\s*$/.exec(source.trim());
  if (!match) return { url: null, host: source, note: '' };
  const url = match[1] as string;
  let host = url;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // Keep the raw text when the address does not parse.
  }
  return { url, host, note: match[2] ?? '' };
}
