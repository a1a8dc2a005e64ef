import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './local-path';

describe('safeLocalPath', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeLocalPath('/parent-consent?token=abc_-1')).toBe('/parent-consent?token=abc_-1');
    expect(safeLocalPath('/accept-invitation/xyz')).toBe('/accept-invitation/xyz');
  });
  it('refuses other sites, schemes, protocol-relative and backslash tricks', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'javascript:alert(1)',
      'evil',
      '',
      null,
      undefined,
      '/\nx',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(safeLocalPath(bad), String(bad)).toBeNull();
    }
  });
});
