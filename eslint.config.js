import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // Icons one by one: the barrel would pull thousands of modules into the bundle.
      'no-restricted-imports': ['error', { paths: [{ name: '@mui/icons-material', message: 'Import each icon from @mui/icons-material/<Name>.' }] }],
    },
  },
  {
    // The shared layer is imported by both sides: no Node or DOM.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['node:*', 'react', 'react-dom', '@mui/*', '../server/*', '../client/*'] }],
    },
  },
  {
    files: ['test/**/*.ts', 'e2e/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    // Playwright fixtures take an empty destructuring pattern by design.
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off', 'no-empty-pattern': 'off' },
  },
);
