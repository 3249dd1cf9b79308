// One lint configuration for the whole tree: strict TypeScript rules, React hooks rules for the screens.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      'api/drizzle/**',
      'coverage/**',
      'e2e/artifacts/**',
      '.test-logs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Production code is typed all the way: no type assertion (`as const` is not one). Where a
    // library's types force one, the line before it turns this off with the reason after `--`
    // (scripts/check-house.mjs refuses one without). Tests, their fixtures and the seeds may
    // assert what they built.
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'e2e/**',
      '**/testing*.{ts,tsx}',
      '**/*.testing.{ts,tsx}',
      '**/*fixtures*.ts',
      '**/*Testing.ts',
      'api/src/db/seed*.ts',
      'api/src/db/national/**',
    ],
    rules: {
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
