import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CertificateCandidate } from '../../../../shared/api/certificates';
import { loadLanguage } from '../../../../server/i18n';
import { formatIssuedOn, isolateNumber } from '../components/certificate-format';
import { gapsOf, hoursOf, lessonsOf, mockExamOf } from './candidate-figures';

const t = i18next.createInstance();
beforeAll(async () => {
  await t.init({ lng: 'en', resources: { en: { translation: loadLanguage('en') as object } } });
});

const jamie: CertificateCandidate = {
  studentId: 's1',
  name: 'Jamie Parker',
  email: 'jamie@example.com',
  state: 'CA',
  approvedMinutes: 750,
  nightMinutes: 0,
  requiredMinutes: 3000,
  requiredNightMinutes: 600,
  completedLessons: 2,
  mockExamPassed: false,
  types: {
    'supervised-hours': { eligible: false, gaps: ['hours', 'night-hours'], certificate: null },
    'driver-education': { eligible: false, gaps: ['mock-exam'], certificate: null },
  },
};

describe('how a candidate’s figures read', () => {
  it('puts approved time against the rule, or says there is none', () => {
    expect(hoursOf(t.t, 'en', 750, 3000, 'certificates.candidates.noHourRule')).toBe('12 h 30 min of 50 h');
    expect(hoursOf(t.t, 'en', 90, null, 'certificates.candidates.noNightRule')).toBe('1 h 30 min (no night rule)');
  });

  it('says when lessons or the mock test are not required', () => {
    expect(lessonsOf(t.t, 'en', jamie, { lessonsRequired: 10, mockExamRequired: true })).toBe('2 of 10');
    expect(lessonsOf(t.t, 'en', jamie, { lessonsRequired: 0, mockExamRequired: true })).toBe('2 (not required)');
    expect(mockExamOf(t.t, jamie, { lessonsRequired: 0, mockExamRequired: true })).toBe('Not passed');
    expect(mockExamOf(t.t, jamie, { lessonsRequired: 0, mockExamRequired: false })).toBe('Not passed (not required)');
  });

  it('lists what is missing in the reader’s language', () => {
    expect(gapsOf(t.t, 'en', ['hours', 'night-hours', 'mock-exam'])).toBe(
      'approved hours, night hours, and a passed mock test',
    );
  });
});

describe('certificate dates and numbers', () => {
  it('shows the issue date as the calendar day it names, whatever the viewer’s zone', () => {
    expect(formatIssuedOn('2026-03-01', 'en')).toBe('Mar 1, 2026');
    expect(formatIssuedOn('not a date', 'en')).toBe('not a date');
  });

  it('isolates a number only inside right-to-left sentences', () => {
    expect(isolateNumber('K7M-Q9X-T4T', 'ltr')).toBe('K7M-Q9X-T4T');
    expect(isolateNumber('K7M-Q9X-T4T', 'rtl')).toBe('\u2066K7M-Q9X-T4T\u2069');
  });
});
