import type { Browser, Page } from '@playwright/test';

import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../support/environment';
import { expect, main, signIn, test } from '../support/test';
import { unique } from '../support/unique';

const MEDIA_URL = /^\/media\/[0-9a-f-]{36}\/\d+x\d+\.webp$/;

/** A PNG drawn by the browser's own canvas: a gradient with a caption, like a small poster. */
async function drawnPng(page: Page, width: number, height: number, caption: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, caption }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#1d3557');
      gradient.addColorStop(1, '#e63946');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.font = `${Math.round(width / 8)}px serif`;
      context.fillText(caption, width / 10, height / 2);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((made) => resolve(made as Blob), 'image/png'),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height, caption },
  );
  return Buffer.from(base64, 'base64');
}

/** The fields publishing a movie review needs (spec §5), but for the images. */
async function fillReview(page: Page, title: string): Promise<void> {
  const form = page.getByRole('main');
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Release year').fill('2024');
  await form.getByLabel('Runtime (minutes)').fill('104');
  await form.getByLabel('MPAA rating').fill('PG');
  await form.getByLabel('Director').fill('Grace Hopper');
  await form.getByLabel('Genre').fill('Drama');
  await form.getByLabel('Genre').press('Enter');
  await form.getByLabel('Rating', { exact: true }).fill('77');
  await form
    .getByLabel('Content', { exact: true })
    .fill(`Pictures of **{{title}}**, uploaded in the editor.\n\n`);
}

/** What a visitor's browser loaded for the review's poster and content image. */
async function readerImages(browser: Browser, baseURL: string, slugTitle: string) {
  // A small screen, wider than a phone: on a phone the review's header leaves its poster out (issue 29).
  const context = await browser.newContext({ baseURL, viewport: { width: 700, height: 900 } });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/movie/new');
  await main(page)
    .getByRole('link', { name: new RegExp(slugTitle) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: slugTitle, level: 1 })).toBeVisible();
  const poster = page.getByRole('img', { name: `${slugTitle} poster` });
  await expect(poster).toHaveJSProperty('complete', true);
  const content = main(page).locator('.markdown img').first();
  await content.scrollIntoViewIfNeeded();
  await expect(content).toHaveJSProperty('complete', true);
  const seen = {
    poster: await poster.evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      naturalWidth: image.naturalWidth,
      srcset: image.srcset,
      width: image.getAttribute('width'),
    })),
    content: await content.evaluate((image: HTMLImageElement) => ({
      currentSrc: image.currentSrc,
      naturalWidth: image.naturalWidth,
      srcset: image.srcset,
    })),
    blocked,
  };
  await context.close();
  return seen;
}

test.describe('images', () => {
  test('an admin uploads a poster, banner and content image in the editor and readers see them from the site', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = unique('Picture Show ');
    await signIn(page, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto('/post/review');
    await page.getByRole('group', { name: 'New draft' }).getByRole('button', { name: 'Movie' }).click();
    await expect(page).toHaveURL(/\/edit\/[^/]+$/);
    await fillReview(page, title);

    await page.getByLabel('Upload portrait image').setInputFiles({
      name: 'poster.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 600, 900, 'Poster'),
    });
    await expect(page.getByLabel('Poster', { exact: true })).toHaveValue(MEDIA_URL);
    await expect(page.getByRole('img', { name: 'Poster preview' })).toHaveJSProperty('complete', true);
    expect(
      await page
        .getByRole('img', { name: 'Poster preview' })
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(600);

    await page.getByLabel('Upload landscape image').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 1600, 675, 'Banner'),
    });
    await expect(page.getByLabel('Banner image', { exact: true })).toHaveValue(MEDIA_URL);

    await page.getByLabel('Insert image').setInputFiles({
      name: 'still frame.png',
      mimeType: 'image/png',
      buffer: await drawnPng(page, 800, 450, 'Still'),
    });
    // Issue 28: the writer describes the image (its file name is only a suggestion).
    const details = page.getByRole('dialog', { name: 'Describe the image' });
    await expect(details.getByLabel('Alt text')).toHaveValue('still frame');
    await details.getByRole('button', { name: 'Insert', exact: true }).click();
    await expect(page.getByLabel('Content', { exact: true })).toHaveValue(
      /uploaded in the editor\.\n\n!\[still frame\]\(\/media\/[0-9a-f-]{36}\/800x450\.webp\)/,
    );
    await expect(page.getByLabel('Content preview').getByRole('img', { name: 'still frame' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Publish this review?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();

    const seen = await readerImages(browser, baseURL as string, title);
    expect(seen.blocked).toEqual([]);
    // A small screen picks an AVIF variant of the site's own poster, not the largest file.
    expect(new URL(seen.poster.currentSrc).pathname).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+x\d+\.avif$/);
    expect(seen.poster.naturalWidth).toBeGreaterThan(0);
    expect(seen.poster.naturalWidth).toBeLessThan(900);
    expect(seen.poster.srcset).toContain('160w');
    expect(seen.poster.width).toBe('200');
    expect(new URL(seen.content.currentSrc).pathname).toMatch(/^\/media\/[0-9a-f-]{36}\/\d+x\d+\.webp$/);
    expect(seen.content.naturalWidth).toBeGreaterThan(0);
    expect(seen.content.srcset).toContain('800w');
  });
});
