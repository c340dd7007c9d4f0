import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/**
 * Prints a jest-style `Tests: N passed, M failed, T total` line, so `.ci/run` counts the
 * journeys with the unit tests.
 */
export default class SummaryReporter implements Reporter {
  private root: Suite | undefined;

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(result: FullResult): void {
    const tests = this.root?.allTests() ?? [];
    const passed = tests.filter((test) => ['expected', 'flaky'].includes(test.outcome())).length;
    const skipped = tests.filter((test) => test.outcome() === 'skipped').length;
    let failed = tests.length - passed - skipped;
    // Setup that failed before any journey ran is still a failure to count.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    console.log(`Tests: ${passed} passed, ${failed} failed, ${tests.length} total`);
  }
}
