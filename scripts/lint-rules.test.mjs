// `npm run lint` runs it (node --test): each rule of the module map in eslint.config.mjs fires on
// a probe, and the ways it leaves open stay open. Probes are linted in memory as if they were an
// existing file of the tree (the type-aware rules need a file their tsconfig includes).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ESLint } from 'eslint';

const IMPORTS = 'no-restricted-imports';
const SYNTAX = 'no-restricted-syntax';
const FLOATING = '@typescript-eslint/no-floating-promises';
const MISUSED = '@typescript-eslint/no-misused-promises';

const cwd = new URL('..', import.meta.url).pathname;
const typed = new ESLint({ cwd });
// The import and syntax probes need no types: without them they lint in a fraction of the time.
const untyped = new ESLint({
  cwd,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { [FLOATING]: 'off', [MISUSED]: 'off' },
  },
});

/** The rule ids and messages ESLint reports for `code` as the file `filePath`. */
async function problems(filePath, code) {
  const eslint = /Promise/.test(code) ? typed : untyped;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

/** Asserts that `code` in `filePath` is refused by `rule` with a message containing `words`. */
async function refused(filePath, code, rule, words) {
  const found = await problems(filePath, code);
  assert.ok(
    found.some((problem) => problem.startsWith(`${rule}:`) && problem.includes(words)),
    `${filePath}: expected ${rule} (${words}), got ${JSON.stringify(found)}`,
  );
}

/** Asserts that `code` in `filePath` breaks none of the rules `rules`. */
async function allowed(filePath, code, rules) {
  const found = await problems(filePath, code);
  // A probe that does not parse would break no rule: it must parse.
  assert.ok(!found.some((problem) => problem.startsWith('null:')), JSON.stringify(found));
  const broken = found.filter((problem) => rules.some((rule) => problem.startsWith(`${rule}:`)));
  assert.deepEqual(broken, [], `${filePath}: expected none of ${rules.join(', ')}`);
}

const use = (what) => `${what}\nexport const probe = [${what.match(/\{ (\w+)/)[1]}];\n`;

test('a backend feature imports another only through its index, module or queries index', async () => {
  const service = 'backend/src/profiles/profiles.service.ts';
  await refused(
    service,
    use("import { UsersRepository } from '../users/users.repository';"),
    IMPORTS,
    'index.ts',
  );
  await refused(
    'backend/src/users/dto/user.response.ts',
    use("import { WriteupDto } from '../../writeups/dto/writeup.response';"),
    IMPORTS,
    'index.ts',
  );
  await allowed(service, use("import { UsersRepository } from '../users';"), [IMPORTS]);
  await allowed(service, use("import { UsersModule } from '../users/users.module';"), [IMPORTS]);
  await allowed(
    'backend/src/notifications/notifications.repository.ts',
    use("import { CARD_COLUMNS } from '../writeups/queries';"),
    [IMPORTS, '@typescript-eslint/no-restricted-imports'],
  );
});

test('backend infrastructure imports no feature, and the foundation only what lies below it', async () => {
  await refused(
    'backend/src/http-cache/cache-purger.ts',
    use("import { WriteupsModule } from '../writeups';"),
    IMPORTS,
    'infrastructure',
  );
  await refused(
    'backend/src/web/web.service.ts',
    use("import { SeoService } from '../seo/seo.service';"),
    IMPORTS,
    'infrastructure',
  );
  await refused(
    'backend/src/common/actor.ts',
    use("import { JobQueue } from '../jobs/job-queue';"),
    IMPORTS,
    'builds only on',
  );
  await allowed(
    'backend/src/http-cache/cache-purger.ts',
    use("import { JobQueue } from '../jobs/job-queue';"),
    [IMPORTS],
  );
});

test("web-admin's folders import along their layers", async () => {
  await refused(
    'web-admin/src/dashboard/dashboard-page.tsx',
    use("import { drafts } from '../drafts';"),
    IMPORTS,
    'no other resource',
  );
  await refused(
    'web-admin/src/layout/console-layout.tsx',
    use("import { users } from '../users';"),
    IMPORTS,
    'below the resources',
  );
  await refused(
    'web-admin/src/writeups/editor/editor-page.tsx',
    use("import { writeupsResource } from '../../data/writeups';"),
    IMPORTS,
    'data provider',
  );
  await refused(
    'web-admin/src/data/users.ts',
    use("import { PageHeading } from '../layout/page-heading';"),
    IMPORTS,
    'network layer',
  );
  await allowed(
    'web-admin/src/dashboard/dashboard-page.tsx',
    use("import { NewDraftButtons } from '../lib/new-draft-buttons';"),
    [IMPORTS],
  );
});

test('a web-public feature imports no other feature', async () => {
  await refused(
    'web-public/src/features/likes/components/like-button.tsx',
    use("import { useUser } from '../../users/api/get-user';"),
    IMPORTS,
    'no other feature',
  );
});

test('the frontends call the API through the client, never by its address', async () => {
  const markdown = 'web-public/src/lib/markdown.tsx';
  await refused(markdown, "export const probe = () => fetch('/api/writeups');\n", SYNTAX, 'generated client');
  await refused(
    markdown,
    'export const probe = (id: string) => window.fetch(`/api/user/${id}`);\n',
    SYNTAX,
    'generated client',
  );
  await refused(
    'web-admin/src/lib/paths.ts',
    "export const probe = '/api/me/state';\n",
    SYNTAX,
    'generated client',
  );
  await allowed(markdown, "export const probe = '/about';\n", [SYNTAX]);
});

test('a promise is awaited, or marked void on purpose', async () => {
  const code = (call) =>
    `async function save(): Promise<void> {}\nexport function probe(): void {\n  ${call}\n}\n`;
  await refused('backend/src/main.ts', code('save();'), FLOATING, 'Promises must be awaited');
  await refused('web-public/src/lib/markdown.tsx', code('save();'), FLOATING, 'Promises must be awaited');
  await refused('web-admin/src/lib/paths.ts', code('save();'), FLOATING, 'Promises must be awaited');
  await allowed('backend/src/main.ts', code('void save();'), [FLOATING]);
  await refused(
    'web-admin/src/lib/paths.ts',
    'async function save(): Promise<void> {}\nexport const probe = [1].forEach(save);\n',
    MISUSED,
    'void return was expected',
  );
});
