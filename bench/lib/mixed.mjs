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

/**
 * `warmSeconds`: first drive a warm-up sequence (same popularity, other visits) for that long,
 * so that a shared cache in front starts the phase as steady traffic would have left it.
 */
export async function runPhase(baseUrl, catalog, cookies, phase, { warmSeconds = 0 } = {}) {
  if (warmSeconds > 0) {
    const warm = trafficSequence(catalog, phase, cookies, { warm: true });
    await measureSequence(baseUrl, warm, { load: { ...LOAD, warmupSeconds: 0, seconds: warmSeconds } });
  }
  const sequence = trafficSequence(catalog, phase, cookies);
  const measured = await measureSequence(baseUrl, sequence);
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
  };
}
