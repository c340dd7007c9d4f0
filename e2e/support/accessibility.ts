import { expect, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Evaluated through the DevTools protocol, which the site's Content-Security-Policy rightly does
// not allow a <script> tag to do.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = ['serious', 'critical'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page (or a frame's own document) as it is now; any serious or critical
 * violation fails the journey (softly, so one run lists every screen's violations).
 */
export async function expectAccessible(page: Page | Frame, screen: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document)).violations;
  });
  const blocking = (violations as AxeViolation[])
    .filter((violation) => BLOCKING.includes(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(blocking, `serious or critical accessibility violations on ${screen}`).toEqual([]);
}
