/**
 * Per-test timeout of the adversarial-input tests: linear work on 100,000 characters takes well
 * under a second (more on a busy machine); the super-linear work they guard against took minutes.
 */
export const ADVERSARIAL_TIMEOUT_MS = 10_000;

/**
 * Runs synchronous work, then waits one timer turn. Jest cannot interrupt synchronous work, but
 * its per-test timeout timer, set before the test started, then fires first when the work overran
 * it, and the test fails as timed out instead of passing late.
 */
export async function finishesInTime<T>(work: () => T): Promise<T> {
  const result = work();
  await new Promise((resolve) => setTimeout(resolve, 1));
  return result;
}
