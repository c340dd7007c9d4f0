import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The folders directly inside `dir` (relative to this file). */
function foldersIn(dir) {
  return readdirSync(new URL(`${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** How many folders deep the deepest entry inside `dir` sits (0: files directly inside). */
function deepestFolder(dir) {
  const paths = readdirSync(new URL(`${dir}/`, import.meta.url), { recursive: true });
  return Math.max(0, ...paths.map((path) => path.split('/').length - 1));
}

// Backend: only repositories, the query fragments they share (a `queries/` folder) and database/
// touch Drizzle; services hand repositories plain values, never SQL.
const BACKEND = 'backend/src';
const drizzleOnlyInRepositories = {
  files: [`${BACKEND}/**/*.ts`],
  ignores: [`${BACKEND}/**/*.repository.ts`, `${BACKEND}/**/queries/**`, `${BACKEND}/database/**`],
  rules: {
    // The typescript-eslint twin of no-restricted-imports, so that this rule and the layer
    // boundaries below (ESLint keeps one setting of a rule per file) both apply.
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'drizzle-orm', message: 'Only repositories, their queries/ and database/ use Drizzle.' },
        ],
        patterns: [
          {
            group: ['drizzle-orm/*'],
            message: 'Only repositories, their queries/ and database/ use Drizzle.',
          },
          {
            group: ['**/queries', '**/queries/*'],
            message: 'Query fragments are for repositories: call a repository method with plain values.',
          },
        ],
      },
    ],
  },
};

/**
 * Config blocks that give every file inside `root/folder` the import bans `bansAt(toRoot)`: one
 * block per depth, so that `toRoot` (`../`, `../../`...) climbs exactly to `root` and a folder of
 * the same name deeper inside is no false alarm. ESLint keeps one setting of a rule per file, so
 * each block states all of the folder's bans.
 */
function layerBlocks(root, folder, bansAt) {
  return Array.from({ length: deepestFolder(`${root}/${folder}`) + 1 }, (_, depth) => ({
    files: [`${root}/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: bansAt('../'.repeat(depth + 1)) }] },
  }));
}

/** The import paths, seen from `toRoot`, of the folders (or top-level files) `names` and all inside them. */
const anyOf = (toRoot, names) => names.flatMap((name) => [`${toRoot}${name}`, `${toRoot}${name}/**`]);

/** The lowest layers first, each importing only the ones before it: "config/ and database/". */
const listed = (folders) => folders.map((folder) => `${folder}/`).join(' and ') || 'libraries';

// Backend folders, in layers (README "Layers point one way"):
// - the foundation: config/, then database/, then common/, each importing only the ones before it;
// - infrastructure: generic services that know no feature; what one needs of a feature, the app
//   hands it through a port (http-cache's PUBLICATION_SCHEDULE, web's PAGE_METADATA);
// - features: every other folder. A feature imports another only through its index.ts (its
//   public face), its module, or its queries/index.ts (fragments for repositories), never the
//   files behind them;
// - only the demo command imports demo/; scripts/folder-cycles.mjs (npm run lint) finds cycles.
const FOUNDATION = ['config', 'database', 'common'];
const INFRASTRUCTURE = [
  'api-docs',
  'health',
  'http-cache',
  'jobs',
  'logging',
  'mail',
  'markdown',
  'media',
  'metrics',
  'rate-limit',
  'session',
  'web',
];
const BACKEND_FOLDERS = foldersIn(BACKEND);
const BACKEND_FEATURES = BACKEND_FOLDERS.filter(
  (folder) => ![...FOUNDATION, ...INFRASTRUCTURE, 'demo'].includes(folder),
);
const DEMO_ONLY = 'Only the demo command uses demo/.';
const demoOnlyForTheDemoCommand = {
  files: [`${BACKEND}/**/*.ts`],
  ignores: [`${BACKEND}/demo/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/demo', '**/demo/*'], message: DEMO_ONLY }] },
    ],
  },
};

/** What a file of the backend folder `folder` may not import, seen from `toRoot`. */
function backendBans(folder, toRoot) {
  const demo = { group: anyOf(toRoot, ['demo']), message: DEMO_ONLY };
  const layer = FOUNDATION.indexOf(folder);
  if (layer >= 0) {
    const below = FOUNDATION.slice(0, layer);
    const above = BACKEND_FOLDERS.filter((other) => other !== folder && !below.includes(other));
    return [{ group: anyOf(toRoot, above), message: `${folder}/ builds only on ${listed(below)}.` }];
  }
  if (INFRASTRUCTURE.includes(folder)) {
    const message = `${folder}/ is infrastructure: it imports no feature (the app hands it what it needs through a port).`;
    return [demo, { group: anyOf(toRoot, BACKEND_FEATURES), message }];
  }
  const internals = BACKEND_FEATURES.filter((other) => other !== folder).flatMap((other) => [
    `${toRoot}${other}/**`,
    `!${toRoot}${other}/${other}.module`,
    `!${toRoot}${other}/queries`,
  ]);
  const message =
    'Import another feature through its index.ts, its module or its queries/ index, not its files.';
  return [demo, { group: internals, message }];
}
const backendLayers = BACKEND_FOLDERS.filter((folder) => folder !== 'demo').flatMap((folder) =>
  layerBlocks(BACKEND, folder, (toRoot) => backendBans(folder, toRoot)),
);

// web-public: features never import other features; app/routes composes them.
const FEATURES = 'web-public/src/features';
const featuresImportNoOtherFeature = foldersIn(FEATURES).flatMap((feature) =>
  layerBlocks(FEATURES, feature, (toRoot) => [
    {
      group: anyOf(
        toRoot,
        foldersIn(FEATURES).filter((other) => other !== feature),
      ),
      message: `features/${feature} imports no other feature: compose them in app/routes.`,
    },
  ]),
);

// web-admin: app.tsx and console-menu.tsx compose one folder per resource; a resource imports no
// other; layout/ (the shell), lib/ and data/ (the data provider's modules, one per resource) sit
// below the resources; every network call goes through the data provider (data-provider.ts), the
// only importer of data/.
const ADMIN = 'web-admin/src';
const ADMIN_SHARED = ['data', 'layout', 'lib', 'test'];
const ADMIN_RESOURCES = foldersIn(ADMIN).filter((folder) => !ADMIN_SHARED.includes(folder));
const ADMIN_COMPOSITION = ['app', 'console-menu', ...ADMIN_RESOURCES];
const THROUGH_THE_DATA_PROVIDER = {
  message: 'Network calls go through the data provider (data-provider.ts): import it, not data/.',
};
const adminLayers = [
  ...ADMIN_RESOURCES.flatMap((resource) =>
    layerBlocks(ADMIN, resource, (toRoot) => [
      {
        group: anyOf(
          toRoot,
          ADMIN_COMPOSITION.filter((other) => other !== resource),
        ),
        message: `${resource}/ imports no other resource and not the console's composition: share through lib/ or layout/.`,
      },
      { group: anyOf(toRoot, ['data']), ...THROUGH_THE_DATA_PROVIDER },
    ]),
  ),
  ...['layout', 'lib'].flatMap((folder) =>
    layerBlocks(ADMIN, folder, (toRoot) => [
      {
        group: anyOf(toRoot, ADMIN_COMPOSITION),
        message: `${folder}/ sits below the resources: it imports none, nor the console's composition.`,
      },
      { group: anyOf(toRoot, ['data']), ...THROUGH_THE_DATA_PROVIDER },
    ]),
  ),
  ...layerBlocks(ADMIN, 'data', (toRoot) => [
    {
      group: anyOf(toRoot, [...ADMIN_COMPOSITION, 'layout']),
      message:
        'data/ is the data provider\u2019s network layer: it imports no resource, composition or layout.',
    },
  ]),
];

// Both frontends call the API through the generated client (@reviews/libs/api), the shared
// fetch client and the data provider, never by a hand-written address (`/api/...`; a bare
// `/api` prefix test, as the not-found page's, is no call).
const API_BY_ADDRESS =
  'Call the API through the generated client (@reviews/libs/api) or the data provider, not by its address.';
const apiThroughTheClient = {
  files: ['web-public/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
  ignores: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector:
          "CallExpression:matches([callee.name='fetch'], [callee.property.name='fetch']):matches([arguments.0.type='Literal'], [arguments.0.type='TemplateLiteral'])",
        message: API_BY_ADDRESS,
      },
      { selector: 'Literal[value=/^\\/api\\/./]', message: API_BY_ADDRESS },
      { selector: 'TemplateElement[value.raw=/^\\/api\\/./]', message: API_BY_ADDRESS },
    ],
  },
};

// Type-aware: a promise nobody awaits loses its error (an unhandled rejection) and its order.
// Mark a fire-and-forget call with `void` and say why.
const promisesAwaited = {
  files: ['backend/{src,test}/**/*.ts', 'web-public/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  rules: { '@typescript-eslint/no-floating-promises': 'error' },
};
// An async function where a void one is expected (an event handler, a callback): its rejection
// goes unhandled. Only in the frontends, where such handlers live: on the backend too it would
// cost about 20 s more of every lint (it checks every call's arguments) for none found there.
const frontendPromisesAwaited = {
  files: ['web-public/src/**/*.{ts,tsx}', 'web-admin/src/**/*.{ts,tsx}'],
  rules: { '@typescript-eslint/no-misused-promises': 'error' },
};

// Functions longer than 60 lines (blank and comment lines not counted) warn, and `npm run lint`
// allows no warning. Tests are exempt (a describe block is long by nature). React components are
// not: most of the long functions are components (a screen grown into one function), and the rule
// is what asks for their parts to be split out. The functions listed were longer when the rule
// came: each file's longest may not grow. Shorten one, then lower its number or drop its entry.
const FUNCTION_LINES = { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true };
const LONGER_FUNCTIONS = {
  'backend/src/app.setup.ts': 72,
  'backend/src/feed/feed.repository.ts': 76,
  'backend/src/search/search.repository.ts': 111,
  'bench/film-life.mjs': 84,
  'bench/lib/traffic.mjs': 99,
  'libs/src/api-client.ts': 77,
  'libs/src/constants.ts': 82,
  'web-admin/src/moderation/reports-list.tsx': 66,
  'web-admin/src/users/user-actions.tsx': 63,
  'web-admin/src/writeups/editor/autosave.tsx': 61,
  'web-admin/src/writeups/editor/conflict-dialog.tsx': 62,
  'web-admin/src/writeups/editor/editor-page.tsx': 82,
  'web-admin/src/writeups/editor/use-draft-save.ts': 65,
  'web-admin/src/writeups/images/focal-point-input.tsx': 88,
  'web-admin/src/writeups/inputs/content-editor.tsx': 71,
  'web-admin/src/writeups/inputs/title-autofill.tsx': 63,
  'web-admin/src/writeups/publish/publish-actions.tsx': 126,
  'web-admin/src/writeups/revisions/revisions-panel.tsx': 92,
  'web-public/src/app/layout/navbar.tsx': 173,
  'web-public/src/app/routes/leaderboard.tsx': 61,
  'web-public/src/app/routes/roundup.tsx': 62,
  'web-public/src/app/routes/search.tsx': 64,
  'web-public/src/components/field.tsx': 61,
  'web-public/src/features/account/components/forgot-password-form.tsx': 80,
  'web-public/src/features/auth/components/auth-form.tsx': 98,
  'web-public/src/features/comments/components/comment-editor.tsx': 71,
  'web-public/src/features/comments/components/comment-item.tsx': 184,
  'web-public/src/features/diary/components/log-dialog.tsx': 76,
  'web-public/src/features/lists/components/add-to-list.tsx': 76,
  'web-public/src/features/lists/components/entries-editor.tsx': 148,
  'web-public/src/features/lists/components/list-details-form.tsx': 62,
  'web-public/src/features/search/components/search-overlay.tsx': 141,
  'web-public/src/features/users/components/preferences-settings.tsx': 61,
  'web-public/src/features/writeups/components/listing-screen.tsx': 70,
  'web-public/src/features/writeups/components/writeup-detail.tsx': 96,
};
const TESTS = ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**', 'e2e/journeys/**'];
const functionLength = [
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['warn', FUNCTION_LINES] },
  },
  ...Object.entries(LONGER_FUNCTIONS).map(([file, max]) => ({
    files: [file],
    rules: { 'max-lines-per-function': ['warn', { ...FUNCTION_LINES, max }] },
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web-public/**/*.{ts,tsx}', 'web-admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  drizzleOnlyInRepositories,
  demoOnlyForTheDemoCommand,
  ...backendLayers,
  ...featuresImportNoOtherFeature,
  ...adminLayers,
  apiThroughTheClient,
  promisesAwaited,
  frontendPromisesAwaited,
  ...functionLength,
);
