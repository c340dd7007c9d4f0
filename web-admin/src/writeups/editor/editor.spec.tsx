import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTime, scheduleBounds } from '@reviews/libs/rules';

import { callsTo, fail, ok, stubApi, type ApiRoutes } from '../../test/api-stub';
import { admin, aCompleteMovie, aWriteup, config, inDays, root } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import type { Writeup } from '@reviews/libs/contract';
import { toDateTimeLocal } from '../publish/date-time-local';

function editorApi(writeup: Writeup, extra: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    [`GET /api/writeup/fetch/${writeup._id}`]: ok(writeup),
    ...extra,
  };
}

async function openEditor(writeup: Writeup, extra: ApiRoutes = {}) {
  const calls = stubApi(editorApi(writeup, extra));
  renderConsole(`/edit/${writeup._id}`);
  await screen.findByRole('textbox', { name: 'Title' });
  return calls;
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('editor buttons', () => {
  it('offers Save, Schedule and Publish for a draft', async () => {
    await openEditor(aWriteup());
    expect(button('Save')).toBeInTheDocument();
    expect(button('Schedule')).toBeInTheDocument();
    expect(button('Publish')).toBeInTheDocument();
    expect(button('Submit')).not.toBeInTheDocument();
  });

  it('offers Save, Unschedule, Schedule and Publish for a scheduled writeup, with its date in the picker', async () => {
    const visibleAfter = inDays(3);
    await openEditor(aCompleteMovie({ draft: false, visibleAfter }));
    expect(button('Save')).toBeInTheDocument();
    expect(button('Unschedule')).toBeInTheDocument();
    expect(button('Publish')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule this review?' });
    expect(within(dialog).getByLabelText('Publish at')).toHaveValue(toDateTimeLocal(new Date(visibleAfter)));
  });

  it('offers only Submit once visibleAfter has passed', async () => {
    await openEditor(aCompleteMovie({ draft: false, visibleAfter: inDays(-2), slug: 'dune' }));
    expect(button('Submit')).toBeInTheDocument();
    for (const name of ['Save', 'Schedule', 'Publish']) expect(button(name)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Publish at')).not.toBeInTheDocument();
  });
});

describe('schedule date picker', () => {
  it('runs from today 12:00 to a year from today 12:00 and starts at tomorrow 12:00', async () => {
    await openEditor(aCompleteMovie());
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    const picker = within(await screen.findByRole('dialog')).getByLabelText('Publish at');
    const { min, max, initial } = scheduleBounds();
    expect(picker).toHaveAttribute('min', toDateTimeLocal(min));
    expect(picker).toHaveAttribute('max', toDateTimeLocal(max));
    expect(picker).toHaveValue(toDateTimeLocal(initial));
  });

  it('schedules a complete review for the picked date', async () => {
    const writeup = aCompleteMovie();
    const calls = await openEditor(writeup, {
      'PATCH /api/writeup/': ({ body }) =>
        ok({ ...writeup, ...(body as object), updated: new Date().toISOString() }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Schedule' }),
    );
    expect(
      await screen.findByText(`Scheduled for ${formatDateTime(scheduleBounds().initial)}`),
    ).toBeInTheDocument();
    const [patch] = callsTo(calls, 'PATCH', '/api/writeup/');
    expect(patch.body).toMatchObject({
      _id: 'w1',
      draft: false,
      publishNow: false,
      visibleAfter: scheduleBounds().initial.toISOString(),
      updated: writeup.updated,
    });
    expect(patch.body).not.toHaveProperty('admin');
    expect(patch.body).not.toHaveProperty('id');
  });
});

describe('required fields for publishing', () => {
  const missingText = () => screen.getByLabelText('Missing for publishing');

  it('lists what a movie still needs, runtime included, and holds Publish back', async () => {
    await openEditor(aWriteup({ type: 'movie' }));
    expect(missingText()).toHaveTextContent(
      'Title, Release year, Content, Image, Poster, Director, MPAA rating, Genre, Runtime',
    );
    expect(button('Publish')).toBeDisabled();
    expect(button('Schedule')).toBeDisabled();
    expect(button('Save')).toBeEnabled();
  });

  it('does not ask a series for a runtime', async () => {
    await openEditor(aWriteup({ type: 'series' }));
    expect(missingText()).not.toHaveTextContent('Runtime');
    expect(screen.getByRole('spinbutton', { name: 'Season' })).toBeInTheDocument();
  });

  it('asks an article for its headline and tags, not review facts', async () => {
    await openEditor(aWriteup({ type: 'article' }));
    expect(missingText()).toHaveTextContent('Title, Headline, Content, Image, Tags');
    expect(missingText()).not.toHaveTextContent('Director');
    // No film fields, and no "Rating 0" in the bad score's red (issue 41).
    for (const name of ['Rating', 'Release year']) {
      expect(screen.queryByRole('spinbutton', { name })).not.toBeInTheDocument();
    }
    for (const name of ['Director', 'MPAA rating']) {
      expect(screen.queryByRole('textbox', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('img', { name: /^Score 0/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Headline' })).toBeInTheDocument();
  });

  it('keeps the film fields and the rating for a review', async () => {
    await openEditor(aWriteup({ type: 'movie' }));
    expect(screen.getByRole('spinbutton', { name: 'Rating' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Director' })).toBeInTheDocument();
  });

  it('updates as fields are filled, and lets a complete movie be published', async () => {
    const writeup = aCompleteMovie({ director: '' });
    const calls = await openEditor(writeup, {
      'PATCH /api/writeup/': ({ body }) =>
        ok({ ...writeup, ...(body as object), draft: false, visibleAfter: new Date().toISOString() }),
    });
    expect(missingText()).toHaveTextContent('Director');
    await userEvent.type(screen.getByRole('textbox', { name: 'Director' }), 'Denis Villeneuve');
    expect(screen.queryByLabelText('Missing for publishing')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/writeup/')[0].body).toMatchObject({
      publishNow: true,
      director: 'Denis Villeneuve',
    });
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('stops any save while a limit is broken', async () => {
    await openEditor(aWriteup({ releaseYear: 20211 }));
    expect(screen.getByLabelText('Problems to fix before saving')).toHaveTextContent(
      'Release year must be a whole number of at most 4 digits',
    );
    expect(button('Save')).toBeDisabled();
  });

  it('stops any save while a runtime is past the limit the server holds', async () => {
    await openEditor(aWriteup({ runtime: 2 ** 31 }));
    expect(screen.getByLabelText('Problems to fix before saving')).toHaveTextContent(
      'Runtime must be a whole number from 1 to 99999',
    );
    expect(screen.getByRole('spinbutton', { name: 'Runtime (minutes)' })).toHaveAttribute('max', '99999');
    expect(button('Save')).toBeDisabled();
  });
});

describe('saving', () => {
  it('saves a draft and says so', async () => {
    const writeup = aWriteup({ type: 'article' });
    const calls = await openEditor(writeup, {
      'PATCH /api/writeup/': ({ body }) => ok({ ...writeup, ...(body as object) }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Why we watch');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved article')).toBeInTheDocument();
    expect(callsTo(calls, 'PATCH', '/api/writeup/')[0].body).toMatchObject({
      title: 'Why we watch',
      draft: true,
      publishNow: false,
    });
  });

  it('warns the author to keep a copy when the server refuses', async () => {
    await openEditor(aWriteup(), { 'PATCH /api/writeup/': fail(409, 'This writeup was changed elsewhere') });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Error posting; make sure to copy and paste the body somewhere safe'),
    ).toBeInTheDocument();
    expect(screen.getByText('This writeup was changed elsewhere')).toBeInTheDocument();
  });
});

describe('content', () => {
  it('previews the markdown with placeholders filled, and counts words', async () => {
    await openEditor(aCompleteMovie({ content: '' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Content' }), '**{{{{title}} is great**');
    const preview = screen.getByLabelText('Content preview');
    expect(within(preview).getByText('Dune is great', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText(/^3 words/)).toBeInTheDocument();
  });

  it('wraps the selection in a spoiler from the toolbar, which the preview hides behind its button', async () => {
    await openEditor(aCompleteMovie({ content: 'The killer is the butler.' }));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Content' });
    box.setSelectionRange(14, 24);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as spoiler' }));
    expect(box).toHaveValue('The killer is ||the butler||.');
    const preview = screen.getByLabelText('Content preview');
    const spoiler = within(preview).getByRole('button', { name: 'Spoiler' });
    expect(spoiler).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(spoiler);
    expect(spoiler).toHaveAttribute('aria-expanded', 'true');
    expect(within(preview).getByText('the butler')).toBeVisible();
  });
});

describe('title autofill', () => {
  it('searches as the author types and fills the form from the picked title', async () => {
    const calls = await openEditor(aWriteup(), {
      'GET /api/autofill/searchAutofill': ok([
        { title: 'Dune', releaseYear: 2021, poster: 'https://img.example/dune.jpg', imdbID: 'tt1160419' },
        { title: 'Dune', releaseYear: 1984, poster: '', imdbID: 'tt0087182' },
      ]),
      'GET /api/autofill/getTitleInfo': ok({
        title: 'Dune',
        releaseYear: 2021,
        runtime: 155,
        director: 'Denis Villeneuve',
        genre: ['Action', 'Adventure', 'Drama', 'Sci-Fi'],
        poster: 'https://img.example/dune.jpg',
      }),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Autofill from title' }), 'dune');
    const candidates = await screen.findByRole('list', { name: 'Title candidates' });
    expect(callsTo(calls, 'GET', '/api/autofill/searchAutofill').at(-1)?.query.get('search')).toBe('dune');
    await userEvent.click(within(candidates).getByText('1984'));
    expect(await screen.findByText('Filled in from Dune')).toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/autofill/getTitleInfo')[0].query.get('imdbID')).toBe('tt0087182');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dune');
    expect(screen.getByRole('textbox', { name: 'Director' })).toHaveValue('Denis Villeneuve');
    expect(screen.getByRole('spinbutton', { name: 'Runtime (minutes)' })).toHaveValue(155);
    // Genre keeps its limit of three.
    for (const genre of ['Action', 'Adventure', 'Drama'])
      expect(screen.getByRole('button', { name: genre })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sci-Fi' })).not.toBeInTheDocument();
  });

  it('waits for three characters before searching', async () => {
    const calls = await openEditor(aWriteup(), { 'GET /api/autofill/searchAutofill': ok([]) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Autofill from title' }), 'du');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(callsTo(calls, 'GET', '/api/autofill/searchAutofill')).toHaveLength(0);
  });

  it('says when nothing matches', async () => {
    await openEditor(aWriteup(), { 'GET /api/autofill/searchAutofill': ok([]) });
    await userEvent.type(screen.getByRole('textbox', { name: 'Autofill from title' }), 'zzzzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });

  it("shows the server's reason when autofill is unavailable", async () => {
    await openEditor(aWriteup(), {
      'GET /api/autofill/searchAutofill': fail(503, 'Autofill is not configured'),
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Autofill from title' }), 'dune');
    expect(await screen.findByText('Autofill is not configured')).toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('deletes a draft after confirmation', async () => {
    const calls = await openEditor(aWriteup(), {
      'DELETE /api/review/w1': ok({ deleted: true }),
      'GET /api/writeup/drafts': ok({ writeups: [] }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this review?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await screen.findByText('Successfully deleted review')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/review/w1')).toHaveLength(1);
  });

  it('offers root the delete of a published writeup', async () => {
    stubApi({
      ...editorApi(aCompleteMovie({ draft: false, visibleAfter: inDays(-2) })),
      'GET /api/whoami': ok(root),
    });
    renderConsole('/edit/w1');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('does not offer delete to an admin on a published writeup', async () => {
    await openEditor(aCompleteMovie({ draft: false, visibleAfter: inDays(-2) }));
    expect(button('Delete')).not.toBeInTheDocument();
  });
});

describe('missing writeups', () => {
  it('shows not found for an unknown id', async () => {
    stubApi({ 'GET /api/whoami': ok(admin), 'GET /api/config': ok(config) });
    renderConsole('/edit/nope');
    expect(await screen.findByText(/could not be found/)).toBeInTheDocument();
  });
});
