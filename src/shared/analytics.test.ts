import { describe, expect, it } from 'vitest';
import { anonymizePath, isTrackedPath } from './analytics';
import { baseLanguage, directionOf } from './languages';

describe('analytics paths', () => {
  it('replaces ids by the route placeholder', () => {
    expect(anonymizePath('/student/9f2c1e4a-77aa-4c1e-9c55-0a1b2c3d4e5f')).toBe('/student/:studentId');
    expect(anonymizePath('/drivelogs/abc?x=1')).toBe('/drivelogs/:driveId');
    expect(anonymizePath('/faq')).toBe('/faq');
    expect(anonymizePath('/verify-log/abc?token=secret')).toBe('/verify-log/:exportId');
    expect(anonymizePath('/FAQ/')).toBe('/faq');
    expect(anonymizePath('//faq')).toBe('/faq');
    expect(anonymizePath('/%66aq')).toBe('/faq');
  });
  it('keeps nothing of a path that is no route', () => {
    for (const path of [
      '/unknown/1234567',
      '/foo/jane@example.com',
      '/reset-password/3q2-7wFhNzZtKk4xB9yQeA',
      '/x/6b86b273ff34fce19d6b804eff5a3f57',
      '/%E0%A4%A',
      '/faq/..',
      '/a\u0000b',
    ]) {
      expect(anonymizePath(path)).toBe('/:unknown');
    }
  });
  it('skips /admin paths however they are spelled', () => {
    for (const path of [
      '/admin',
      '/admin/organization/x',
      '/ADMIN',
      '/Admin/..',
      '//admin',
      '/%61dmin',
      '/%2561dmin',
      '/admin%2Fproject-board',
      '/\\admin',
      '/admin?x=1',
    ]) {
      expect(isTrackedPath(path), path).toBe(false);
    }
    expect(isTrackedPath('/about')).toBe(true);
    expect(isTrackedPath('/administrator')).toBe(true);
  });
});

describe('languages (docs/product/constants.md)', () => {
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
