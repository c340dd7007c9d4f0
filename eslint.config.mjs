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
 * Config blocks that forbid every file inside `root/folder` to import the sibling folders
 * `forbidden` of `root`: one block per depth, so that `../` climbs exactly to `root` (a folder of
 * the same name deeper inside is no false alarm).
 */
function siblingImportBans(root, folder, forbidden, message) {
  const rootName = root.split('/').at(-1);
  return Array.from({ length: deepestFolder(`${root}/${folder}`) + 1 }, (_, depth) => {
    const toRoot = '../'.repeat(depth + 1);
    const group = forbidden.flatMap((other) => [
      `${toRoot}${other}`,
      `${toRoot}${other}/*`,
      `**/${rootName}/${other}`,
      `**/${rootName}/${other}/*`,
    ]);
    return {
      files: [`${root}/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
    };
  });
}

// Backend: nothing but the demo command imports the demo seeder. The foundation comes in layers,
// each importing only the ones before it: config/, then database/, then common/; features build
// on all three, and a feature provides what common needs (e.g. the session sets currentUser). The
// layers' blocks come after the demo rule and forbid demo/ too: ESLint keeps the last setting.
const FOUNDATION = ['config', 'database', 'common'];
const demoOnlyForTheDemoCommand = {
  files: [`${BACKEND}/**/*.ts`],
  ignores: [`${BACKEND}/demo/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/demo', '**/demo/*'], message: 'Only the demo command uses demo/.' }] },
    ],
  },
};
const foundationLayers = FOUNDATION.flatMap((layer, index) =>
  siblingImportBans(
    BACKEND,
    layer,
    foldersIn(BACKEND).filter((folder) => folder !== layer && !FOUNDATION.slice(0, index).includes(folder)),
    `${layer}/ builds only on ${
      FOUNDATION.slice(0, index)
        .map((below) => `${below}/`)
        .join(' and ') || 'libraries'
    }.`,
  ),
);

// web-public: features never import other features; app/routes composes them.
const FEATURES = 'web-public/src/features';
const featuresImportNoOtherFeature = foldersIn(FEATURES).flatMap((feature) =>
  siblingImportBans(
    FEATURES,
    feature,
    foldersIn(FEATURES).filter((other) => other !== feature),
    `features/${feature} imports no other feature: compose them in app/routes.`,
  ),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'test-results/**'] },
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
  ...foundationLayers,
  ...featuresImportNoOtherFeature,
);
