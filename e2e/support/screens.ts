import { expect, type Page } from '@playwright/test';
import { join } from 'node:path';

import { expectAccessible } from './accessibility';
import { SCREENSHOT_DIR } from './paths';

const THEMES = ['light', 'dark'] as const;

/**
 * A main screen, checked as readers get it: in the light and the dark theme (the device
 * setting, which the default `system` preference follows), each checked with axe-core and
 * saved as a screenshot. Leaves the page in the light theme.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
    await settled(page);
    await expectAccessible(page, `${name} (${theme})`);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${theme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('body')).toHaveAttribute('data-theme', 'light');
}

/** Waits for finite animations, such as the colour transitions of a theme switch, to finish. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
