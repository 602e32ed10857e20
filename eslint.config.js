import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/routeTree.gen.ts',
      // Written by openapi-typescript (test/openapi-tools.test.ts keeps it current).
      'examples/lectern-api.gen.d.ts',
      '.data/**',
      '.tools/**',
      '.turbo/**',
      'e2e/artifacts/**',
      'test-results/**',
      'bench/results/**',
      // Other commits' checkouts, built by the benchmark's --ref.
      'bench/.refs/**',
      // StrykerJS's sandboxes and reports (npm run mutate).
      '**/.stryker-tmp/**',
      '**/reports/mutation/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            '*.ts',
            'e2e/serve.mjs',
            'apps/api/build.mjs',
            'apps/api/stryker.config.mjs',
            'packages/domain/stryker.config.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  // Layers: the domain is pure rules (no database, API, sign-in or React); routers only wire
  // procedures to services (no SQL, so no @lectern/db).
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lectern/db', '@lectern/db/*', '@lectern/auth', '@lectern/auth/*'],
              message: 'The domain holds pure rules: no database or sign-in.',
            },
            {
              group: ['@lectern/api', '@lectern/api/*', 'react', 'react-dom', 'react/*'],
              message: 'The domain knows no API or UI.',
            },
            { group: ['kysely', 'pg', 'fastify', '@trpc/*'], message: 'The domain does no I/O.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/features/**/*.router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lectern/db', '@lectern/db/*'],
              message: 'A router calls its service; queries belong to the service.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Code the browser runs makes no `Intl` formatter as its module loads: making one loads its
  // locale's data, spent before the first screen (docs/decisions/029-fast-first-load.md). Make it
  // on first use (`once` in the web app, the formatter map or `clubFormat` in the domain).
  {
    files: [
      'apps/web/src/**/*.{ts,tsx}',
      'packages/domain/src/**/*.ts',
      'packages/ui/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'Program > VariableDeclaration',
          'Program > ExportNamedDeclaration > VariableDeclaration',
        ].map((declaration) => ({
          selector: `${declaration} > VariableDeclarator > NewExpression[callee.object.name="Intl"]`,
          message:
            'Make an Intl formatter on first use (once(() => new Intl…)), not as the module loads.',
        })),
      ],
    },
  },
  // Web boundaries: a feature folder (apps/web/src/features/<x>, kept flat) never imports another
  // feature; what two features share lives in apps/web/src/shared, app or lib, which import no
  // feature. Routes compose features. See "Add a screen" in docs/ARCHITECTURE.md.
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)|(^|/)features/',
              message:
                'One web feature does not import another: move what both need to apps/web/src/shared (or packages/ui, packages/domain).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{app,lib,shared}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features/',
              message: 'Shared web code (app, lib, shared) does not import features; routes do.',
            },
          ],
        },
      ],
    },
  },
  // Journeys take `test` from their fixtures, which give each worker its own server.
  {
    files: ['e2e/tests/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it gives the worker its own server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
