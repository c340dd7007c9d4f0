// Where the app's CPU went in a `node --cpu-prof` profile: self time by package (or file of ours)
// and the functions with the most self time. Open the .cpuprofile in Chrome DevTools for the flame graph.
import { readFileSync } from 'node:fs';

/** `node_modules/<package>` for dependencies, the path under the repository for our code. */
function owner(url) {
  if (!url) return '(native / idle / gc)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  const ours = url.match(/(backend|libs)\/dist\/.*$/);
  return ours ? ours[0] : url;
}

export function summariseProfile(file, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTicks = new Map();
  for (const id of profile.samples) selfTicks.set(id, (selfTicks.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const byOwner = new Map();
  const byFunction = new Map();
  for (const [id, ticks] of selfTicks) {
    const { callFrame } = byId.get(id);
    const name = callFrame.functionName || '(anonymous)';
    const where = owner(callFrame.url);
    const idle = name === '(idle)' || name === '(program)' || name === '(garbage collector)';
    const ownerKey = idle ? name : where;
    byOwner.set(ownerKey, (byOwner.get(ownerKey) ?? 0) + ticks);
    const functionKey = `${name} (${where}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''})`;
    byFunction.set(functionKey, (byFunction.get(functionKey) ?? 0) + ticks);
  }
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ticks]) => ({ name, share: ticks / total }));
  return { samples: total, byOwner: ranked(byOwner), byFunction: ranked(byFunction) };
}
