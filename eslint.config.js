import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The domain's vocabularies: a cast to one of them skips the check of its words. */
const VOCABULARY_TYPES = [
  'PensionScheme',
  'Afp',
  'CommissionType',
  'DocumentType',
  'AdjustmentKind',
  'OtherDeductionKind',
  'WeekState',
  'MonthState',
];
const vocabulary = `/^(${VOCABULARY_TYPES.join('|')})$/`;

/** eslint-plugin-i18next's callees whose strings are not texts (its defaults: the option replaces them). */
const I18NEXT_DEFAULT_CALLEES = [
  'i18n(ext)?',
  't',
  'require',
  'addEventListener',
  'removeEventListener',
  'postMessage',
  'getElementById',
  'dispatch',
  'commit',
  'includes',
  'indexOf',
  'endsWith',
  'startsWith',
];

/** no-restricted-syntax entries that forbid casting across vocabularies (exported for tests/tools). */
export const NO_VOCABULARY_CASTS = [
  {
    selector: 'TSAsExpression > TSAsExpression.expression',
    message:
      'No double cast (`x as unknown as T`): parse or check the value (a type guard, TypeBox Value.Parse, a typed column), or name the reason in an eslint-disable comment.',
  },
  {
    selector: 'TSAsExpression > TSLiteralType.typeAnnotation',
    message:
      "No cast to a literal type: the value is not checked. Use the domain vocabulary's parse function or type guard.",
  },
  {
    selector: 'TSAsExpression > TSUnionType.typeAnnotation:has(TSLiteralType)',
    message:
      "No cast to a union of literals: the value is not checked. Use the domain vocabulary's parse function or type guard.",
  },
  {
    selector: `TSAsExpression > TSTypeReference.typeAnnotation > Identifier.typeName[name=${vocabulary}]`,
    message:
      'No cast to a domain vocabulary type: parse the value with its function (parseCommissionType, parseWeekState, ...) or narrow it with its type guard.',
  },
  {
    selector: `TSAsExpression > TSUnionType.typeAnnotation > TSTypeReference > Identifier.typeName[name=${vocabulary}]`,
    message:
      'No cast to a domain vocabulary type: parse the value with its function (parseCommissionType, parseWeekState, ...) or narrow it with its type guard.',
  },
  {
    selector: `TSAsExpression > TSIndexedAccessType.typeAnnotation[indexType.type='TSLiteralType']`,
    message: "No cast to an indexed type (`as X['field']`): it hides a vocabulary. Parse or check the value.",
  },
];

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
    // Every visible text comes from the Spanish resources (public/assets/i18n/es.json, docs/kit.md): no
    // literal in a view's markup nor in its visible attributes. Class names, test ids, keys, variants and
    // the like are not texts.
    files: ['src/presentation/**/*.tsx'],
    ignores: [
      '**/*.stories.tsx',
      // Shown when the translations could not be read: its texts are fixed Spanish.
      'src/presentation/pages/startup-error/StartupErrorPage.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['label', 'title', 'placeholder', 'aria-label', 'helperText', 'alt'],
          },
          // Calls whose strings are names, not texts: i18next's defaults, then the views' helpers that
          // take a field's, a filter's, a grid's or a resource section's name.
          callees: {
            exclude: [
              ...I18NEXT_DEFAULT_CALLEES,
              'field',
              'fieldProps',
              'codeField',
              'select',
              'date',
              'gridOf',
              'listViewBasics',
            ],
          },
        },
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
  {
    // The SPA stays readable (docs/kit.md): the domain's computations in named stages, screens in parts;
    // no function over 150 lines, no file over 600 (stories and tests excepted).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 600 }],
    },
  },
  {
    // One vocabulary (docs/payroll.md): a value crossing wire, database, engine or screen is parsed or
    // translated by a tested function, never cast. Each exception is named and justified in a comment.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': ['error', ...NO_VOCABULARY_CASTS],
    },
  },
  {
    // Server files stay readable (docs/server.md): one route file per operation group, no function over
    // 150 lines, no file over 600.
    files: ['server/**/*.ts'],
    ignores: ['server/db/migrations/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 600, skipBlankLines: true, skipComments: true }],
    },
  },
);
