/**
 * The client's layer rule (eslint.config.js, docs/decisions/015-client-layers.md), run through
 * ESLint's Node API on virtual files: if the config stops catching a cross-layer import, this fails.
 */
import { ESLint } from 'eslint';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const features = fs
  .readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** The no-restricted-imports messages for one import written in a file at `filePath`. */
async function refusals(filePath: string, specifier: string, kind: 'value' | 'type' = 'value'): Promise<string[]> {
  const code =
    kind === 'type'
      ? `import type { X } from '${specifier}';\nexport type Y = X;\n`
      : `import { x } from '${specifier}';\nexport const y = x;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('client layers', () => {
  it('finds the features', () => expect(features.length).toBeGreaterThan(5));

  it('refuses every feature an import of another feature, at any depth', async () => {
    for (const [i, feature] of features.entries()) {
      const other = features[(i + 1) % features.length]!;
      expect(await refusals(`src/client/features/${feature}/components/x.tsx`, `../../${other}/components/y`)).toEqual([
        expect.stringContaining(`features/${feature} may not import another feature`),
      ]);
      expect(await refusals(`src/client/features/${feature}/x.ts`, `../${other}`)).toHaveLength(1);
      expect(
        await refusals(`src/client/features/${feature}/a/b/x.tsx`, `../../../${other}/api/y`, 'type'),
      ).toHaveLength(1);
      expect(
        await refusals(`src/client/features/${feature}/components/x.tsx`, `../../../features/${other}/y`),
      ).toHaveLength(1);
    }
  });

  it('lets a feature import its own files and the layers below it', async () => {
    const file = 'src/client/features/calendar/components/x.tsx';
    for (const ok of [
      './y',
      '../api/lessons',
      '../../calendar/api/lessons',
      '../../../features/calendar/api/lessons',
      '../../../components/reason-field',
      '../../../lib/format',
      '../../../api/my-plans',
      '../../../../shared/api/calendar',
      'react',
      '@mui/icons-material/Add',
    ]) {
      expect(await refusals(file, ok), ok).toEqual([]);
    }
  });

  it('refuses a feature an import of pages/ or app/', async () => {
    expect(await refusals('src/client/features/plans/components/x.tsx', '../../../pages/student-page')).toHaveLength(1);
    expect(await refusals('src/client/features/plans/x.ts', '../../app/router')).toHaveLength(1);
  });

  it('refuses components/, lib/ and api/ an import of features/, pages/ or app/', async () => {
    expect(await refusals('src/client/components/x.tsx', '../features/drive-logs/components/y')).toHaveLength(1);
    expect(await refusals('src/client/lib/x.ts', '../pages/admin-page')).toHaveLength(1);
    expect(await refusals('src/client/api/x.ts', '../app/providers')).toHaveLength(1);
    expect(await refusals('src/client/api/x.ts', '../lib/api')).toEqual([]);
    expect(await refusals('src/client/components/x.tsx', '../api/requirements')).toEqual([]);
  });

  it('lets pages compose features, but not import app/', async () => {
    expect(await refusals('src/client/pages/x.tsx', '../features/calendar/components/instructor-calendar')).toEqual([]);
    expect(
      await refusals('src/client/pages/components/x.tsx', '../../features/drive-logs/components/log-drive-dialog'),
    ).toEqual([]);
    expect(await refusals('src/client/pages/x.tsx', '../app/router')).toHaveLength(1);
  });

  it('still refuses the icons barrel in every layer', async () => {
    for (const file of [
      'src/client/features/exams/x.tsx',
      'src/client/components/x.tsx',
      'src/client/pages/x.tsx',
      'src/client/app/x.tsx',
    ]) {
      expect(await refusals(file, '@mui/icons-material'), file).toEqual([expect.stringContaining('Import each icon')]);
    }
  });
});
