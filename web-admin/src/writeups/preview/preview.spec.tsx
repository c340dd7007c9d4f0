import { screen } from '@testing-library/react';

import { ok, stubApi } from '../../test/api-stub';
import { admin, aCompleteMovie, aWriteup, config, inDays } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';

const WAIT = { timeout: 5000 };

function openPreview(id: string, writeup?: object) {
  stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    ...(writeup ? { [`GET /api/writeup/fetch/${id}`]: ok(writeup) } : {}),
  });
  renderConsole(`/preview/${id}`);
}

describe('/preview/:id', () => {
  it('shows a scheduled review as readers will see it', async () => {
    openPreview('w1', aCompleteMovie({ type: 'series', season: 2, draft: false, visibleAfter: inDays(2) }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dune (Season 2)' }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/scheduled: readers will see it/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Score 88, green' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dune (Season 2) poster' })).toHaveAttribute(
      'src',
      'https://img.example/dune-poster.jpg',
    );
    expect(screen.getByText('Spice must flow. Dune runs 155 minutes.')).toBeInTheDocument();
  });

  it('shows an article draft with its headline and placeholder banner', async () => {
    openPreview(
      'a1',
      aWriteup({ _id: 'a1', type: 'article', title: 'Why we watch', headline: 'A short essay' }),
    );
    expect(await screen.findByText('A short essay', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText(/This is a draft/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Why we watch banner' })).toHaveAttribute(
      'src',
      '/images/missing-landscape.webp',
    );
  });

  it('says a missing writeup is not found', async () => {
    openPreview('gone');
    expect(await screen.findByText(/could not be found/, {}, WAIT)).toBeInTheDocument();
  });
});
