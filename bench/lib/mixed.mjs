// One mixed-traffic phase: the app (or an external target) drives the phase's request sequence,
// then a bare `http` server answers bodies of the sizes the app gave to the same requests, in the
// same order (the ceiling).
import { answerKey } from './answer-key.mjs';
import { LOAD, measureSequence } from './load.mjs';
import { startCeiling } from './processes.mjs';
import { describeSequence, trafficSequence } from './traffic.mjs';

/** Sizes for every request the app was asked, also those still in flight when its run ended. */
function completeSizes(sequence, count, measured) {
  const sizes = Object.fromEntries(measured);
  const known = Object.values(sizes);
  const typical = known.length ? known.sort((a, b) => a - b)[known.length >> 1] : 0;
  for (const item of sequence.slice(0, count)) {
    const key = answerKey(item.method ?? 'GET', item.path, item.cookie);
    sizes[key] ??= typical;
  }
  return sizes;
}

/** What a shared cache did over the phase: counter differences and the share answered from it. */
function cacheActivity(before, after) {
  const diff = Object.fromEntries(Object.keys(after).map((name) => [name, after[name] - before[name]]));
  const lookups = diff.cache_hit + diff.cache_miss + diff.cache_hitmiss + diff.cache_hitpass + diff.s_pass;
  return { ...diff, hitRatio: lookups ? diff.cache_hit / lookups : 0 };
}

/**
 * `cacheCounters`: a shared cache's counters (bench/lib/varnish.mjs), read around the measured run.
 * `warmSeconds`: first drive a warm-up sequence (same popularity, other visits) for that long,
 * so that a shared cache in front starts the phase as steady traffic would have left it.
 */
export async function runPhase(baseUrl, catalog, cookies, phase, { warmSeconds = 0, cacheCounters } = {}) {
  if (warmSeconds > 0) {
    const warm = trafficSequence(catalog, phase, cookies, { warm: true });
    await measureSequence(baseUrl, warm, { load: { ...LOAD, warmupSeconds: 0, seconds: warmSeconds } });
  }
  const sequence = trafficSequence(catalog, phase, cookies);
  const countersBefore = await cacheCounters?.();
  const measured = await measureSequence(baseUrl, sequence);
  const cache = countersBefore && cacheActivity(countersBefore, await cacheCounters());
  const sizes = completeSizes(sequence, measured.reached, measured.sizes);
  const ceiling = await startCeiling({ sizes });
  let bare;
  try {
    bare = await measureSequence(ceiling.baseUrl, sequence, { count: measured.reached });
  } finally {
    await ceiling.stop();
  }
  const asked = sequence.slice(0, measured.reached);
  const bytes = asked.reduce(
    (sum, item) => sum + (sizes[answerKey(item.method ?? 'GET', item.path, item.cookie)] ?? 0),
    0,
  );
  return {
    phase,
    shape: describeSequence(sequence, measured.reached),
    meanBytes: bytes / Math.max(1, asked.length),
    measured: { ...measured, sizes: undefined },
    bare: { ...bare, sizes: undefined },
    ratio: measured.requestsPerSecond / bare.requestsPerSecond,
    askedPaths: new Set(asked.map((item) => item.path)),
    cache,
  };
}
