import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { closeOpenApps } from './app';
import { closeTestDatabase } from './database';

const TEST_DIR = join(__dirname, '..');

/**
 * The spec files of test/ dealt into `count` groups of about equal size (largest first, each to
 * the lightest group so far): the same files in the same group on every run.
 */
export function specGroups(count: number): string[][] {
  const files = readdirSync(TEST_DIR)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, size: statSync(join(TEST_DIR, name)).size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  const groups = Array.from({ length: count }, () => ({ size: 0, names: [] as string[] }));
  for (const file of files) {
    const lightest = groups.reduce((min, group) => (group.size < min.size ? group : min));
    lightest.size += file.size;
    lightest.names.push(file.name);
  }
  return groups.map((group) => group.names.sort());
}

/** How many group files test/groups/ holds (npm test runs those). */
export const GROUP_COUNT = 4;

/**
 * Runs the spec files of one group in this one jest file, so the app and its libraries are
 * imported once per group instead of once per file. Each spec file stays as it would run alone:
 * its hooks and tests live in a describe block named after it, and after it its apps close and
 * its database is dropped, so the next file starts on a fresh copy of the migrated template.
 */
export function runSpecGroup(index: number): void {
  runSpecFiles(specGroups(GROUP_COUNT)[index]);
}

/** Runs these spec files of test/ (names as `x.spec.ts`) one after another in this jest file. */
export function runSpecFiles(names: string[]): void {
  for (const name of names) {
    describe(name, () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- load the file inside this block
      require(join(TEST_DIR, name));
      afterAll(async () => {
        await closeOpenApps();
        await closeTestDatabase();
      });
    });
  }
}
