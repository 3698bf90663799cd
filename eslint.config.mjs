import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries are errors. Scopes: shared (framework-free), server, web, e2e.
 * Remotes never import each other or the host; contracts import nothing external.
 * Web libs are layered by type: feature → ui, data-access; ui → ui, data-access; data-access → data-access.
 */
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/.nx',
      '**/coverage',
      '**/test-results',
      '**/playwright-report',
      'libs/server/db/migrations/**',
      '**/*.cjs',
      '**/webpack.config.js',
      'jest.preset.js',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: ['*'],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:server', onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:remote', notDependOnLibsWithTags: ['type:remote', 'type:host'] },
            { sourceTag: 'type:lib', notDependOnLibsWithTags: ['type:app', 'type:remote', 'type:host'] },
            // Web layers: a feature lib (screens of one domain) uses ui and data-access libs, never another
            // feature; ui libs render and may read app state (session token, language, common content)
            // through data-access, never a feature; data-access libs talk to the API and the store only.
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'scope:shared'],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'scope:shared'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No dynamic code execution anywhere (ASVS 5.0 V1.3.2): eval, new Function, string timers.
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['**/*.tsx', 'apps/shell/**/*.ts', 'apps/client/**/*.ts', 'apps/supplier/**/*.ts', 'apps/admin/**/*.ts', 'libs/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // API modules (apps/api/src/modules/<name>/) use one another only through the other module's public
  // entry, `modules/<name>/index.ts` (import '../<name>'), never its files; helpers several modules use
  // live in apps/api/src/common. Relative paths say nothing about the target by themselves, so the rule
  // is set per depth below a module's folder: from depth d, `(../){d+1}<name>/…` is another module's file.
  ...[0, 1, 2].map((depth) => ({
    files: [`apps/api/src/modules/*/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/.+|^(\\.\\./){${depth + 2}}modules/[^/]+/.+`,
              message: "Import another API module through its public entry ('../<module>', its index.ts); shared helpers belong in apps/api/src/common.",
            },
          ],
        },
      ],
    },
  })),
  // The seed and the app's composition (create-app.ts, app.module.ts, main.ts) sit beside the modules,
  // one folder below apps/api/src: they too reach a module only through its public entry. Their specs
  // may look inside a module, like every spec.
  {
    files: ['apps/api/src/seed/**/*.ts', 'apps/api/src/app/*.ts', 'apps/api/src/main.ts'],
    ignores: ['**/*.spec.ts', '**/*.int-spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+modules/[^/]+/.+|^\\./modules/[^/]+/.+',
              message: "Import an API module through its public entry ('../modules/<module>', its index.ts), never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.int-spec.ts', 'apps/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
];
