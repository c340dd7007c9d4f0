import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  CONFIG_TABLE_END,
  CONFIG_TABLE_START,
  documentedVariables,
  renderConfigTable,
  renderEnvExample,
} from '../src/config/config-docs';
import { ENV_SCHEMA } from '../src/config/env.schema';

const REPO_ROOT = join(__dirname, '../..');

/** A markdown table's cells, trimmed, without its separator row: the same whatever the padding. */
function cells(table: string): string[][] {
  return table
    .trim()
    .split('\n')
    .filter((row) => !/^\|[\s|:-]+\|$/.test(row))
    .map((row) =>
      row
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe('configuration docs (npm run config:docs)', () => {
  it('documents every variable the server reads', () => {
    const documented = documentedVariables();
    for (const name of Object.keys(ENV_SCHEMA.shape)) {
      expect(documented.find((variable) => variable.name === name)?.description).toMatch(/\w/);
    }
  });

  it('keeps .env.example as generated from the schema', () => {
    expect(readFileSync(join(REPO_ROOT, '.env.example'), 'utf8')).toBe(renderEnvExample());
  });

  it("keeps the README's configuration table as generated from the schema", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf(CONFIG_TABLE_START) + CONFIG_TABLE_START.length,
      readme.indexOf(CONFIG_TABLE_END),
    );
    expect(cells(table)).toEqual(cells(renderConfigTable()));
    expect(cells(table).map((row) => row[0])).toEqual([
      'variable',
      ...Object.keys(ENV_SCHEMA.shape).map((name) => `\`${name}\``),
    ]);
  });
});
