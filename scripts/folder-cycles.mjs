// `npm run lint` runs it: fails when the top-level folders of a source tree import each other in a
// cycle (backend/src: users -> writeups -> users), which the layer rules of eslint.config.mjs do
// not see on their own (each feature may import another's public index). Tests and test support
// are left out: they import everything by nature.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOTS = ['backend/src', 'web-public/src', 'web-admin/src', 'libs/src'];
// Relative specifiers of static imports and re-exports (`import x from`, `export * from`,
// `import './x'`) and of dynamic `import('./x')`.
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(?\s*)'(\.{1,2}\/[^']*)'/g;

/** The top-level folder of `file` inside `root`; null for the files directly in it. */
function topFolder(root, file) {
  const path = relative(root, file);
  return path.includes('/') && !path.startsWith('..') ? path.split('/')[0] : null;
}

/** Folder -> folder -> the imports that make that edge ("file: specifier"). */
export function folderEdges(root) {
  const edges = new Map();
  const files = readdirSync(root, { recursive: true }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.(spec|d)\.tsx?$/.test(file) && !file.startsWith('test/'),
  );
  for (const file of files) {
    const path = join(root, file);
    const from = topFolder(root, path);
    if (!from) continue;
    for (const [, specifier] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      const to = topFolder(root, resolve(dirname(path), specifier));
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const targets = edges.get(from);
      targets.set(to, [...(targets.get(to) ?? []), `${file}: ${specifier}`]);
    }
  }
  return edges;
}

/** The strongly connected groups of more than one folder (Tarjan's algorithm). */
export function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = false;
  for (const root of ROOTS) {
    const edges = folderEdges(root);
    for (const group of cycles(edges)) {
      failed = true;
      console.error(`${root}: its folders ${group.join(', ')} import each other in a cycle:`);
      for (const from of group) {
        for (const [to, imports] of edges.get(from) ?? []) {
          if (group.includes(to)) console.error(`  ${from} -> ${to}: ${imports.join('; ')}`);
        }
      }
    }
  }
  if (failed) {
    console.error('Move the shared piece to the lower folder, or invert the dependency (a port, a job).');
    process.exitCode = 1;
  }
}
