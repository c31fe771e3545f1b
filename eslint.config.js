// One ESLint configuration for the whole workspace (flat config).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The architecture of docs/conventions.md ("A feature owns its folder; routes compose features; shared
// code knows no feature") as lint errors, so the linter teaches it. Paths are relative to this file.
const ROOT = import.meta.dirname;
const WEB = './packages/web/src';
const FEATURES = `${WEB}/features`;
// Read at lint time, so a new feature folder is fenced in without editing this file.
const features = readdirSync(`${ROOT}/${FEATURES}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [`./${feature}`],
  message:
    'Features never import other features (docs/conventions.md#features-own-their-folder-and-never-import-each-other). Compose them in an app/ route, or move what both need to lib/ or components/.',
}));
const sharedZone = {
  target: [`${WEB}/lib`, `${WEB}/components`, `${WEB}/config`, `${WEB}/content`],
  from: [FEATURES, `${WEB}/app`],
  message:
    'Shared code (lib, components, config, content) knows no feature and no app/ module (docs/conventions.md#shared-code-knows-no-feature).',
};

// The mock's generic layers never import a domain module (docs/conventions.md, as Prism's layers): a
// module registers what they need (its role, its upload, its own refusals) in its handler table.
const MOCK = './packages/mock-server/src';
const mockLayerZone = {
  target: [`${MOCK}/http`, `${MOCK}/contract`],
  from: `${MOCK}/modules`,
  message:
    "The mock's generic layers (http/, contract/) never import a domain module (docs/conventions.md#the-mocks-generic-layers-know-no-domain-module). Register what the layer needs in the module's handler table (http/handler.ts) instead.",
};
const mockQaZone = {
  target: `${MOCK}/modules`,
  from: `${MOCK}/qa`,
  message:
    "The mock's domain modules never import the QA layer, which drives them (docs/conventions.md#the-mocks-generic-layers-know-no-domain-module). What both need belongs to the module, or reaches it through AppContext.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/server-dist/**',
      '**/dist-*/**',
      '**/generated/**',
      'reports/**',
      'docs-site/**',
      'coverage/**',
      '**/*.min.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        window: 'readonly',
        document: 'readonly',
        navigator: 'readonly',
        console: 'readonly',
        process: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        __dirname: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        HTMLElement: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-undef': 'off',
    },
  },
  {
    // Import rules resolve through the packages' tsconfigs ('@/…' aliases, '.ts' extensions).
    // no-cycle follows every import, so it runs on source only, not tests/ or scripts.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // .ts/.tsx files are read for their imports (the plugin's default is .js only).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${ROOT}/packages/*/tsconfig.json`, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [...featureZones, sharedZone] }],
      // One time convention per page language (docs/i18n.md, "Times"): api-types' formatter is English only.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@ehp/api-types',
              importNames: ['formatTime12h'],
              message: "Use '@/lib/format-time': it formats times in the page's language.",
            },
          ],
        },
      ],
      // Mantine's Loader is a <span>: a name on it is a prohibited ARIA attribute (axe's
      // aria-prohibited-attr) unless it also has a role. A named loader is role="status".
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A named Loader needs role="status": aria-label is not allowed on a <span> without a role.',
        },
      ],
    },
  },
  {
    // The portal's test files share a worker's module registry and window (packages/web/vitest.project.ts):
    // one that replaces modules, fakes timers, stubs globals or switches the language is named
    // *.isolated.test.ts(x), so it runs in an environment of its own.
    files: ['packages/web/src/**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|useFakeTimers|stubGlobal|stubEnv)$/]",
          "CallExpression[callee.object.name='vi'][callee.property.name='spyOn'][arguments.0.name=/^(window|globalThis)$/]",
          'Identifier[name=/^(matchMedia|loadLanguage|setLanguage)$/]',
          "Literal[value='ur']",
          'Literal[value=/^\\/ur(\\/|\\?|$)/]',
          'TemplateElement[value.raw=/^\\/ur(\\/|\\?|$)/]',
        ].map((selector) => ({
          selector,
          message:
            'This leaks into the next test file of its worker (modules, timers, globals or the language): name the file *.isolated.test.ts(x).',
        })),
      ],
    },
  },
  {
    files: ['packages/mock-server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: [mockLayerZone, mockQaZone] }],
    },
  },
  {
    // No function over 80 lines (blank lines and comments not counted) in the portal's, the mock's
    // and the kit's source: split it by what each part does, or write above it why it reads best
    // whole and disable the rule on the next line with that reason (docs/conventions.md#no-long-functions).
    files: [
      'packages/web/src/**/*.{ts,tsx}',
      'packages/web/server/**/*.ts',
      'packages/mock-server/src/**/*.ts',
      'packages/contract-kit/src/**/*.ts',
    ],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-helpers.ts',
      'packages/web/src/**/test/**',
      'packages/mock-server/src/test/**',
      '**/fixtures/**',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    // The Rules of Hooks, as errors. The plugin's React Compiler rules (its v7 'recommended') are
    // left out: the portal does not use the compiler, and they made a lint run five times slower.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
