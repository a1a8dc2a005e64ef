import type { TFunction } from 'i18next';
import type { PlanCondition, Suggestion } from '../../../../shared/api/plans';
import { formatDuration } from '../../../lib/format';

/** A condition's name: weather, road types and traffic share the drive log's words. */
export function conditionLabel(t: TFunction, condition: PlanCondition): string {
  if (condition === 'night') return t('plans.conditions.night');
  if (condition === 'heavy-traffic') return t('driveLogs.traffic.heavy');
  if (['rain', 'snow', 'fog', 'ice', 'wind'].includes(condition)) return t(`driveLogs.weather.${condition}`);
  return t(`driveLogs.roadTypes.${condition}`);
}

/** A suggestion's title and reason in the reader's language (also the new plan's title). */
export function describeSuggestion(
  t: TFunction,
  s: Suggestion,
  language: string,
  skillName: (id: string) => string,
): { title: string; reason: string } {
  const missing = formatDuration(t, s.missingMinutes, language);
  switch (s.kind) {
    case 'night':
      return {
        title: t('plans.suggestions.night.title'),
        reason: t('plans.suggestions.night.reason', { duration: missing }),
      };
    case 'weather':
      return {
        title: t('plans.suggestions.weather.title'),
        reason: t('plans.suggestions.weather.reason', { duration: missing, state: s.state ?? '' }),
      };
    case 'traffic':
      return {
        title: t('plans.suggestions.traffic.title'),
        reason: t('plans.suggestions.traffic.reason', { duration: missing, state: s.state ?? '' }),
      };
    case 'road-type': {
      const road = conditionLabel(t, s.conditions[0] ?? 'highway');
      return {
        title: t('plans.suggestions.road.title', { road }),
        reason: t('plans.suggestions.road.reason', { road }),
      };
    }
    case 'skills':
      return {
        title: t('plans.suggestions.skills.title'),
        reason: t('plans.suggestions.skills.reason', { skills: s.skills.map(skillName).join(', ') }),
      };
    default:
      return {
        title: t('plans.suggestions.total.title'),
        reason: t('plans.suggestions.total.reason', { duration: missing }),
      };
  }
}

/** A plan's date as the reader writes dates (a calendar date: no time zone shift). */
export function formatPlanDate(date: string, language: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)),
  );
}
