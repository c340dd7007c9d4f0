import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShareCard, Writeup } from '@reviews/libs/contract';

import { fail, ok, stubApi } from '../../test/api-stub';
import { admin, aCompleteMovie, aWriteup, config, inDays } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

const share = (overrides: Partial<ShareCard> = {}): ShareCard => ({
  siteName: 'Reviews',
  title: 'Dune - Reviews',
  description: 'Dune (2021) reviewed by moviebuff: 88/100. Spice must flow.',
  image: 'https://films.example/media/dune-banner.webp',
  url: 'https://films.example/review/dune',
  ...overrides,
});

function openPreview(id: string, preview?: { writeup: Writeup; share: ShareCard }) {
  stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    [`GET /api/writeup/${id}/preview`]: preview ? ok(preview) : fail(404, 'Writeup not found'),
  });
  renderConsole(`/preview/${id}`);
}

const frame = () => screen.getByTitle(/on the reader site$/) as HTMLIFrameElement;

describe('/preview/:id', () => {
  it("shows the reader site's own page of the writeup in a frame, desktop width first", async () => {
    openPreview('w1', {
      writeup: aCompleteMovie({ type: 'series', season: 2, draft: false, visibleAfter: inDays(2) }),
      share: share(),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preview: Dune (Season 2)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/scheduled: readers will see it/)).toBeInTheDocument();
    expect(frame()).toHaveAttribute('src', '/reader-preview/w1');
    expect(frame()).toHaveAttribute('title', 'Dune (Season 2) on the reader site');
    expect(frame()).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('narrows the frame to a phone and back', async () => {
    openPreview('w1', { writeup: aCompleteMovie(), share: share() });
    const widths = await screen.findByRole('group', { name: 'Preview width' });
    await userEvent.click(within(widths).getByRole('button', { name: 'Phone' }));
    expect(within(widths).getByRole('button', { name: 'Phone' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(widths).getByRole('button', { name: 'Desktop' })).toHaveAttribute('aria-pressed', 'false');
    expect(frame()).toHaveStyle({ width: '390px' });
    await userEvent.click(within(widths).getByRole('button', { name: 'Desktop' }));
    expect(frame()).toHaveStyle({ width: '100%' });
  });

  it('shows the social card as the link will be shared', async () => {
    openPreview('w1', { writeup: aCompleteMovie(), share: share() });
    const card = await screen.findByRole('region', { name: 'Social card' });
    expect(within(card).getByText('films.example')).toBeInTheDocument();
    expect(within(card).getByText('Dune - Reviews')).toBeInTheDocument();
    expect(within(card).getByText(/Spice must flow\./)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://films.example/media/dune-banner.webp');
  });

  it('says a draft has no address yet, and no image', async () => {
    openPreview('a1', {
      writeup: aWriteup({ _id: 'a1', type: 'article', title: 'Why we watch' }),
      share: share({ title: 'Why we watch - Reviews', image: null, url: null }),
    });
    const card = await screen.findByRole('region', { name: 'Social card' });
    expect(screen.getByText(/This is a draft/)).toBeInTheDocument();
    expect(within(card).getByText(/its address comes when it is published/)).toBeInTheDocument();
    expect(within(card).getByText(/No image yet/)).toBeInTheDocument();
    expect(within(card).getByText('Reviews')).toBeInTheDocument();
  });

  it('says a missing writeup is not found', async () => {
    openPreview('gone');
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
    expect(screen.queryByTitle(/on the reader site$/)).not.toBeInTheDocument();
  });
});
