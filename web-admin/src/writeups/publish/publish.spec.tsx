import type { Writeup } from '@reviews/libs/contract';
import { formatDateTime, scheduleBounds } from '@reviews/libs/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok, stubApi, type ApiRoutes } from '../../test/api-stub';
import { admin, aCompleteMovie, config, inDays } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import { writerTimeZone } from './publish-times';

/** The editor of `writeup` over a server that answers saves with the writeup as saved. */
async function openEditor(writeup: Writeup, extra: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    [`GET /api/writeup/fetch/${writeup._id}`]: ok(writeup),
    'PATCH /api/writeup/': ({ body }) => {
      const request = body as Partial<Writeup> & { publishNow?: boolean };
      const now = new Date().toISOString();
      const published = request.publishNow ? { draft: false, visibleAfter: now, slug: 'dune' } : {};
      return ok({ ...writeup, ...request, ...published, updated: now });
    },
    ...extra,
  });
  renderConsole(`/edit/${writeup._id}`);
  await screen.findByRole('textbox', { name: 'Title' });
  return calls;
}

const contentBox = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Content' });

describe('formatting toolbar', () => {
  it.each([
    ['Bold', 'The **worm** turns.'],
    ['Italic', 'The _worm_ turns.'],
    ['Link', 'The [worm](https://) turns.'],
  ])('%s wraps the selected words', async (name, formatted) => {
    await openEditor(aCompleteMovie({ content: 'The worm turns.' }));
    contentBox().setSelectionRange(4, 8);
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Formatting' })).getByRole('button', { name }),
    );
    expect(contentBox()).toHaveValue(formatted);
  });

  it.each([
    ['Heading', '## Verdict\nIt works.'],
    ['Quote', '> Verdict\nIt works.'],
  ])('%s marks the line the cursor is on', async (name, formatted) => {
    await openEditor(aCompleteMovie({ content: 'Verdict\nIt works.' }));
    contentBox().setSelectionRange(3, 3);
    await userEvent.click(screen.getByRole('button', { name }));
    expect(contentBox()).toHaveValue(formatted);
  });

  it.each([
    ['Heading', '## Verdict'],
    ['Quote', '> Verdict'],
  ])('%s leaves its marker out of the selection, so typing keeps it', async (name, marked) => {
    await openEditor(aCompleteMovie({ content: '' }));
    const box = contentBox();
    box.focus();
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(() => expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe(name));
    await userEvent.keyboard('Verdict');
    expect(box).toHaveValue(marked);
  });

  it('offers every format of the issue, the image picker and the spoiler', async () => {
    await openEditor(aCompleteMovie());
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    for (const name of ['Bold', 'Italic', 'Link', 'Heading', 'Quote', 'Insert image', 'Mark as spoiler']) {
      expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
  });
});

describe('keyboard shortcuts', () => {
  it('makes a link of the selection with Ctrl+K, its address selected to type over', async () => {
    await openEditor(aCompleteMovie({ content: 'See the trailer.' }));
    const box = contentBox();
    box.focus();
    box.setSelectionRange(8, 15);
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(box).toHaveValue('See the [trailer](https://).');
    await waitFor(() => expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('https://'));
  });

  it('saves a draft with Ctrl+S', async () => {
    const calls = await openEditor(aCompleteMovie());
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' Part Two');
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('Successfully saved review')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/writeup/').at(-1)?.body).toMatchObject({
      title: 'Dune Part Two',
      draft: true,
      publishNow: false,
    });
  });
});

describe('publishing through a confirmation', () => {
  it('states the address and the time in my zone and in UTC, and sends nothing on Cancel', async () => {
    const calls = await openEditor(aCompleteMovie({ title: 'Dune: Part Two' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this review?' });
    expect(dialog).toHaveTextContent('Address: http://localhost:3000/review/dune-part-two');
    expect(dialog).toHaveTextContent('If another writeup already has this address');
    expect(dialog).toHaveTextContent(
      `Goes out now: ${formatDateTime(new Date(), new Date(), writerTimeZone())} (${writerTimeZone()})`,
    );
    expect(dialog).toHaveTextContent(`In UTC: ${formatDateTime(new Date(), new Date(), 'UTC')} UTC`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, 'PATCH', '/api/writeup/')).toHaveLength(0);
  });

  it('publishes once confirmed, says "Published" and links to the writeup on the site', async () => {
    const calls = await openEditor(aCompleteMovie());
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/writeup/')[0].body).toMatchObject({
      publishNow: true,
      draft: false,
    });
    expect(await screen.findByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/review/dune');
  });

  it('schedules at the picked time, stated in my zone and UTC, and says "Scheduled for" it', async () => {
    const calls = await openEditor(aCompleteMovie());
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this review?' });
    const at = scheduleBounds().initial;
    const zone = writerTimeZone();
    expect(dialog).toHaveTextContent('Address: http://localhost:3000/review/dune');
    expect(dialog).toHaveTextContent(`Goes out: ${formatDateTime(at, new Date(), zone)} (${zone})`);
    expect(dialog).toHaveTextContent(`In UTC: ${formatDateTime(at, new Date(), 'UTC')} UTC`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText(`Scheduled for ${formatDateTime(at, new Date(), zone)}`),
    ).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/writeup/')[0].body).toMatchObject({
      draft: false,
      publishNow: false,
      visibleAfter: at.toISOString(),
    });
    expect(screen.queryByText('Successfully posted review')).not.toBeInTheDocument();
  });

  it('says in plain words what a refused publish needs', async () => {
    await openEditor(aCompleteMovie(), {
      'PATCH /api/writeup/': fail(400, 'Missing required fields: Release year, MPAA rating, Genre'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('The release year, the MPAA rating and the genre are required to publish.', {}),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Error posting; make sure to copy and paste the body somewhere safe'),
    ).toBeInTheDocument();
  });
});

describe('unschedule', () => {
  it('turns a scheduled writeup back into a draft', async () => {
    const scheduled = aCompleteMovie({ draft: false, visibleAfter: inDays(3) });
    const calls = await openEditor(scheduled, {
      'POST /api/writeup/w1/unschedule': ok({ ...scheduled, draft: true, visibleAfter: null }),
    });
    expect(screen.getByText(/^Scheduled for /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findByText('Unscheduled: the writeup is a draft again')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/writeup/w1/unschedule')).toHaveLength(1);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unschedule' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    await openEditor(aCompleteMovie({ draft: false, visibleAfter: inDays(3) }), {
      'POST /api/writeup/w1/unschedule': fail(409, 'Only a scheduled writeup can be unscheduled'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unschedule' }));
    expect(await screen.findAllByText('Only a scheduled writeup can be unscheduled')).not.toHaveLength(0);
  });
});
