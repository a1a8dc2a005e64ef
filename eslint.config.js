import fs from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Icons one by one: the barrel would pull thousands of modules into the bundle.
const ICONS_BARREL = { name: '@mui/icons-material', message: 'Import each icon from @mui/icons-material/<Name>.' };

/**
 * Client layers (docs/decisions/015-client-layers.md): src/shared -> lib/, components/, api/ ->
 * features/<name>/ -> pages/ -> app/. Flat config replaces a rule's options block by block, so each
 * block below repeats the icons barrel next to its own patterns.
 */
const FEATURES = fs
  .readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const LAYERS = 'docs/decisions/015-client-layers.md';
/** A relative import that climbs at least `ups` folders and then enters one of `folders`. */
const climbsInto = (folders, ups = 1) => `^(?:\\.\\./){${ups},}(?:${folders.join('|')})(?:/|$)`;
const clientImports = (patterns = []) => ['error', { paths: [ICONS_BARREL], patterns }];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'public/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': clientImports(),
    },
  },
  // A feature imports its own files and the layers below it; never another feature, pages/ or app/.
  ...FEATURES.map((feature) => ({
    files: [`src/client/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': clientImports([
        {
          regex: climbsInto(FEATURES.filter((other) => other !== feature)),
          message: `features/${feature} may not import another feature: move the piece to components/, lib/ or api/, or compose both in pages/ (${LAYERS}).`,
        },
        {
          regex: `^(?:\\.\\./){2,}features/(?!${feature}(?:/|$))`,
          message: `features/${feature} may not import another feature (${LAYERS}).`,
        },
        {
          regex: climbsInto(['pages', 'app'], 2),
          message: `Features may not import pages/ or app/, which compose them (${LAYERS}).`,
        },
      ]),
    },
  })),
  {
    files: ['src/client/{components,lib,api}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': clientImports([
        {
          regex: climbsInto(['features', 'pages', 'app']),
          message: `components/, lib/ and api/ sit below the features: they may not import features/, pages/ or app/ (${LAYERS}).`,
        },
      ]),
    },
  },
  {
    files: ['src/client/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': clientImports([
        { regex: climbsInto(['app']), message: `Pages may not import app/, which routes to them (${LAYERS}).` },
      ]),
    },
  },
  {
    // Every audit row goes through the one writer (src/server/audit.ts), inside its change's transaction.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/audit.ts', 'src/server/db/migrations/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='insertInto'][arguments.0.value='auditLog']",
          message: 'Write audit rows with writeAudit (or auditRow in a CTE) from src/server/audit.ts.',
        },
      ],
    },
  },
  {
    // The shared layer is imported by both sides: no Node or DOM.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', '@mui/*', '../server/*', '../client/*'] },
      ],
    },
  },
  {
    files: ['test/**/*.ts', 'e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    // Playwright fixtures take an empty destructuring pattern by design.
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty-pattern': 'off',
    },
  },
);
