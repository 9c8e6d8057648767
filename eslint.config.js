import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.dependency-cruiser.cjs',
      'dist',
      'data',
      'storybook-static',
      'coverage',
      'node_modules',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    // Views render and forward intents: no I/O from components.
    files: ['src/presentation/**/*.tsx'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Views do no I/O: go through a presenter and a use case.' },
        { name: 'localStorage', message: 'Views do not touch storage: use a port.' },
      ],
    },
  },
  {
    // Use cases and presenters run anywhere (Node tests, any view): the browser comes in through ports.
    files: ['src/application/**/*.ts', 'src/presentation/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'localStorage', 'sessionStorage', 'window', 'document', 'navigator', 'location'].map(
          (name) => ({
            name,
            message: 'No browser globals here: go through a port (src/application/ports).',
          }),
        ),
      ],
    },
  },
  {
    // The domain is pure: the clock is passed in.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass the clock in.' },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'window', 'document'],
    },
  },
);
