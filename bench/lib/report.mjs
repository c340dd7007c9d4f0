// Figures as a table on the console and in bench/RESULTS.md. Each tool owns one marked section of
// that file and replaces only it, so the written analysis around the figures stays.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

import * as prettier from 'prettier';

import { RESULTS_FILE } from './paths.mjs';

export function machine(extra = {}) {
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cpus: `${cpus().length} x ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${Math.round(totalmem() / 2 ** 30)} GiB`,
    node: process.version,
    ...extra,
  };
}

export function machineLines(info) {
  const names = {
    date: 'Date',
    cpus: 'CPUs (nproc)',
    memory: 'Memory',
    node: 'Node',
    postgres: 'PostgreSQL',
  };
  return Object.entries(info).map(([key, value]) => `- ${names[key] ?? key}: ${value}`);
}

export function markdownTable(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->`. */
export async function writeSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n${block}\n`;
  // Formatted as the repository's Prettier settings want, so `npm run lint` stays clean after a run.
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(RESULTS_FILE, await prettier.format(next, { ...options, filepath: RESULTS_FILE }));
}
