import { describe, expect, it } from 'vitest';
import { anonymizePath, isTrackedPath } from './analytics';
import { baseLanguage, directionOf } from './languages';

describe('analytics paths', () => {
  it('replaces ids by the route placeholder', () => {
    expect(anonymizePath('/student/9f2c1e4a-77aa-4c1e-9c55-0a1b2c3d4e5f')).toBe('/student/:studentId');
    expect(anonymizePath('/drivelogs/abc?x=1')).toBe('/drivelogs/:driveId');
    expect(anonymizePath('/faq')).toBe('/faq');
    expect(anonymizePath('/unknown/1234567')).toBe('/unknown/:id');
  });
  it('skips /admin paths', () => {
    expect(isTrackedPath('/admin')).toBe(false);
    expect(isTrackedPath('/admin/organization/x')).toBe(false);
    expect(isTrackedPath('/about')).toBe(true);
  });
});

describe('languages (SPEC §9)', () => {
  it('uses the base code only and falls back to English', () => {
    expect(baseLanguage('es-MX')).toBe('es');
    expect(baseLanguage('zh_TW')).toBe('zh');
    expect(baseLanguage('pt-BR')).toBe('en');
    expect(baseLanguage(undefined)).toBe('en');
  });
  it('lays Arabic out right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
