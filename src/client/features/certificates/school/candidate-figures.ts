/** How a candidate's figures and missing criteria read (docs/product/certificates.md). */
import type { TFunction } from 'i18next';
import type { CertificateCandidate, CertificateCriteria, CriteriaGap } from '../../../../shared/api/certificates';
import { formatDuration } from '../../../lib/format';

/** "12 h 30 min of 50 h", or the approved time alone when the state has no such rule. */
export function hoursOf(t: TFunction, lang: string, done: number, required: number | null, noRuleKey: string): string {
  const approved = formatDuration(t, done, lang);
  return required === null
    ? t(noRuleKey, { done: approved })
    : t('certificates.candidates.ofRequired', { done: approved, required: formatDuration(t, required, lang) });
}

export function lessonsOf(t: TFunction, lang: string, c: CertificateCandidate, criteria: CertificateCriteria): string {
  const n = new Intl.NumberFormat(lang);
  return criteria.lessonsRequired > 0
    ? t('certificates.candidates.ofRequired', {
        done: n.format(c.completedLessons),
        required: n.format(criteria.lessonsRequired),
      })
    : t('certificates.candidates.notRequired', { done: n.format(c.completedLessons) });
}

export function mockExamOf(t: TFunction, c: CertificateCandidate, criteria: CertificateCriteria): string {
  const result = t(c.mockExamPassed ? 'certificates.candidates.passed' : 'certificates.candidates.notPassed');
  return criteria.mockExamRequired ? result : t('certificates.candidates.notRequired', { done: result });
}

/** "approved hours, night hours": what is missing, as a list in the reader's language. */
export function gapsOf(t: TFunction, lang: string, gaps: readonly CriteriaGap[]): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(gaps.map((g) => t(`certificates.gaps.${g}`)));
}
