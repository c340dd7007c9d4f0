import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * This app's own registry (not prom-client's global one, so several apps can live in one
 * process, as in the tests) with Node's process metrics: CPU, memory, heap, event-loop lag, GC.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}
