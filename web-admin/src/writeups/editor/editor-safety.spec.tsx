import type { Revision, Writeup } from '@reviews/libs/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { callsTo, fail, ok, stubApi, type ApiRoutes } from '../../test/api-stub';
import { admin, aCompleteMovie, aWriteup, config, inDays } from '../../test/fixtures';
import { renderConsole } from '../../test/render-console';
import { AUTOSAVE_DELAY_MS } from './use-draft-save';

const WAIT = { timeout: AUTOSAVE_DELAY_MS + 15_000 };

function openEditor(writeup: Writeup, extra: ApiRoutes = {}) {
  const calls = stubApi({
    'GET /api/whoami': ok(admin),
    'GET /api/config': ok(config),
    [`GET /api/writeup/fetch/${writeup._id}`]: ok(writeup),
    ...extra,
  });
  const view = renderConsole(`/edit/${writeup._id}`);
  return { calls, ...view };
}

const titleBox = () => screen.findByRole('textbox', { name: 'Title' }, WAIT);

async function retitle(title: string) {
  const box = await titleBox();
  await userEvent.clear(box);
  await userEvent.type(box, title);
}

beforeEach(() => localStorage.clear());

describe('autosave', () => {
  it("saves a draft's changes a few seconds after typing stops, as a draft, and says when", async () => {
    const draft = aWriteup();
    const savedAt = new Date().toISOString();
    const { calls } = openEditor(draft, {
      'PATCH /api/writeup/': ({ body }) => ok({ ...draft, ...(body as object), updated: savedAt }),
    });
    await retitle('Dune');
    expect(callsTo(calls, 'PATCH', '/api/writeup/')).toHaveLength(0);
    expect(
      await screen.findByText(`Saved at ${new Date(savedAt).toLocaleTimeString()}`, {}, WAIT),
    ).toBeInTheDocument();
    const patches = callsTo(calls, 'PATCH', '/api/writeup/');
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toMatchObject({
      _id: 'w1',
      title: 'Dune',
      draft: true,
      publishNow: false,
      autosave: true,
      updated: draft.updated,
    });
    expect(patches[0].keepalive).toBe(false);
    expect(patches[0].body).not.toHaveProperty('visibleAfter');
    expect(localStorage.length).toBe(0);
  });

  it.each([
    [
      'the page is hidden',
      () => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      },
    ],
    ['the page is closed', () => window.dispatchEvent(new Event('pagehide'))],
    ['the page is reloaded', () => window.dispatchEvent(new Event('beforeunload'))],
  ])(
    'sends a change typed right before leaving to the server, kept alive past the page, when %s',
    async (_case, leave) => {
      const draft = aWriteup();
      const { calls } = openEditor(draft, {
        'PATCH /api/writeup/': ({ body }) => ok({ ...draft, ...(body as object) }),
      });
      await retitle('Typed at the last second');
      leave();
      delete (document as { visibilityState?: unknown }).visibilityState;
      const patches = callsTo(calls, 'PATCH', '/api/writeup/');
      expect(patches).toHaveLength(1);
      expect(patches[0]).toMatchObject({
        keepalive: true,
        body: {
          _id: 'w1',
          title: 'Typed at the last second',
          draft: true,
          publishNow: false,
          autosave: true,
        },
      });
    },
  );

  it('leaves a draft for another page without asking, its last change saved on the way', async () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const draft = aWriteup();
    const { calls, router } = openEditor(draft, {
      'PATCH /api/writeup/': ({ body }) => ok({ ...draft, ...(body as object) }),
    });
    await retitle('Typed before leaving');
    await act(() => router.navigate('/drafts'));
    await waitFor(() =>
      expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument(),
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/drafts');
    expect(callsTo(calls, 'PATCH', '/api/writeup/').at(-1)?.body).toMatchObject({
      title: 'Typed before leaving',
      draft: true,
      autosave: true,
    });
    confirm.mockRestore();
  });

  it('warns clearly when an autosave fails and keeps the changes in this browser', async () => {
    openEditor(aWriteup(), { 'PATCH /api/writeup/': fail(503, 'The database is unavailable') });
    await retitle('Lost?');
    expect(
      await screen.findByText(
        'Autosave failed: The database is unavailable. Your changes are kept in this browser until they are saved.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('reviews-console:unsaved:w1')).toContain('Lost?');
  });

  it('never saves over a published writeup, but its edits survive a reload', async () => {
    const published = aCompleteMovie({ draft: false, visibleAfter: inDays(-2), slug: 'dune' });
    const first = openEditor(published);
    await retitle('Dune: Part Two');
    expect(
      screen.getByText('Unsaved changes are kept in this browser until you submit them.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DELAY_MS + 500));
    expect(callsTo(first.calls, 'PATCH', '/api/writeup/')).toHaveLength(0);
    first.unmount();

    openEditor(published);
    expect(await titleBox()).toHaveValue('Dune');
    const offer = await screen.findByText(/This browser kept unsaved changes from/, {}, WAIT);
    await userEvent.click(
      within(offer.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Restore them' }),
    );
    expect(await titleBox()).toHaveValue('Dune: Part Two');
  });
});

describe('a stale save (409)', () => {
  it('offers to compare with the stored version and merges my changed fields onto it', async () => {
    const draft = aCompleteMovie({ title: 'Dune', updated: inDays(-1) });
    const stored = {
      ...draft,
      title: 'Dune (stored)',
      content: 'Someone else wrote this.',
      updated: inDays(0),
    };
    let fetches = 0;
    const { calls } = openEditor(draft, {
      // The editor loads the old version first, the dialog then reads the stored one.
      'GET /api/writeup/fetch/w1': () => ok((fetches += 1) === 1 ? draft : stored),
      'PATCH /api/writeup/': ({ body }) =>
        (body as Writeup).updated === draft.updated
          ? fail(
              409,
              'This writeup was changed elsewhere since you opened it; reload to see the latest version',
            )
          : ok({ ...stored, ...(body as object), updated: inDays(0) }),
    });
    await retitle('Dune (mine)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Compare your changes with the stored version' },
      WAIT,
    );
    const titleChanges = await within(dialog).findByRole('region', { name: 'Changes to Title' }, WAIT);
    expect(titleChanges).toHaveTextContent('Dune (storedmine)');
    expect(within(dialog).getByRole('region', { name: 'Changes to Content' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Keep for Title' })).toHaveTextContent('Mine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge my choices' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await titleBox()).toHaveValue('Dune (mine)');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Someone else wrote this.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Successfully saved review', {}, WAIT);
    const patches = callsTo(calls, 'PATCH', '/api/writeup/');
    // The merged save is based on the stored version (an autosave may follow it on a slow machine).
    expect(patches.map((patch) => patch.body)).toContainEqual(
      expect.objectContaining({ title: 'Dune (mine)', updated: stored.updated }),
    );
  });
});

describe('my own saves crossing', () => {
  it('asks nothing when the newer stored version already holds my edits, and says nothing failed', async () => {
    const draft = aCompleteMovie({ title: 'Dune', updated: inDays(-1) });
    // My manual save won the race: the stored version is mine, saved a moment later.
    const stored = { ...draft, title: 'Dune (mine)', updated: inDays(0) };
    let fetches = 0;
    openEditor(draft, {
      'GET /api/writeup/fetch/w1': () => ok((fetches += 1) === 1 ? draft : stored),
      'PATCH /api/writeup/': () =>
        fail(409, 'This writeup was changed elsewhere since you opened it; reload to see the latest version'),
    });
    await retitle('Dune (mine)');
    await waitFor(() => expect(fetches).toBe(2), WAIT);
    expect(await titleBox()).toHaveValue('Dune (mine)');
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('Changes are saved automatically.'),
      WAIT,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Autosave failed/)).not.toBeInTheDocument();
  });
});

describe('typing while an autosave is in flight', () => {
  it('keeps what was typed meanwhile when the save answers', async () => {
    const draft = aWriteup({ title: 'Dune', content: '' });
    let answerAutosave = () => {};
    const autosaveAnswered = new Promise<void>((resolve) => (answerAutosave = resolve));
    const { calls } = openEditor(draft, {
      'PATCH /api/writeup/': async ({ body }) => {
        await autosaveAnswered;
        return ok({ ...draft, ...(body as object), updated: new Date().toISOString() });
      },
    });
    await retitle('Dune: Part One');
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/writeup/')).toHaveLength(1), WAIT);
    const content = screen.getByRole('textbox', { name: 'Content' });
    await userEvent.type(content, 'Verdict');
    act(() => answerAutosave());
    await screen.findByText(/^Saved at /, {}, WAIT);
    expect(content).toHaveValue('Verdict');
    expect(await titleBox()).toHaveValue('Dune: Part One');
  });
});

describe('a publish crossing an autosave', () => {
  it('is sent once the autosave answered, over the version it stored: published, nothing to compare', async () => {
    const draft = aCompleteMovie({ updated: inDays(-1) });
    const autosaved = inDays(0);
    let answerAutosave = () => {};
    const autosaveAnswered = new Promise<void>((resolve) => (answerAutosave = resolve));
    const { calls } = openEditor(draft, {
      'PATCH /api/writeup/': async ({ body }) => {
        const sent = body as Writeup & { autosave?: boolean };
        if (sent.autosave) {
          await autosaveAnswered;
          return ok({ ...draft, ...sent, updated: autosaved });
        }
        if (sent.updated !== autosaved) return fail(409, 'This writeup was changed elsewhere');
        return ok({
          ...draft,
          ...sent,
          draft: false,
          visibleAfter: inDays(0),
          updated: new Date().toISOString(),
        });
      },
    });
    await retitle('Dune: Part One');
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/writeup/')).toHaveLength(1), WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Publish' }));
    // The publish waits for the autosave in flight.
    expect(callsTo(calls, 'PATCH', '/api/writeup/')).toHaveLength(1);
    act(() => answerAutosave());
    expect(await screen.findByText('Published', { exact: true })).toBeInTheDocument();
    const [, publish] = callsTo(calls, 'PATCH', '/api/writeup/');
    expect(publish.body).toMatchObject({ title: 'Dune: Part One', updated: autosaved, draft: false });
    expect(screen.queryByText('This writeup was changed elsewhere')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('revisions', () => {
  const writeup = aWriteup({ title: 'Third' });
  const revision = (
    id: string,
    title: string,
    minutesAgo: number,
    summary: Pick<Revision, 'kind' | 'state' | 'wordsAdded' | 'wordsRemoved'>,
  ): Revision => ({
    ...aWriteup({ title, content: `${title} words` }),
    notes: '',
    _id: id,
    created: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    user: { _id: admin._id, username: admin.username },
    ...summary,
  });
  const revisions = [
    revision('r3', 'Third', 1, { kind: 'manual', state: 'published', wordsAdded: 1, wordsRemoved: 1 }),
    revision('r2', 'Second', 2, { kind: 'autosave', state: 'draft', wordsAdded: 12, wordsRemoved: 3 }),
    revision('r1', 'First', 3, { kind: 'manual', state: 'scheduled', wordsAdded: 2, wordsRemoved: 0 }),
  ];
  const routes: ApiRoutes = {
    'GET /api/writeup/w1/revisions': ok({
      revisions: revisions.map(({ _id, created, user, title, kind, state, wordsAdded, wordsRemoved }) => ({
        _id,
        created,
        user,
        title,
        kind,
        state,
        wordsAdded,
        wordsRemoved,
      })),
    }),
    'GET /api/writeup/w1/revisions/r1': ok(revisions[2]),
    'GET /api/writeup/w1/revisions/r3': ok(revisions[0]),
    'POST /api/writeup/w1/revisions/r1/restore': ok({ ...writeup, title: 'First', content: 'First words' }),
  };

  it('tells the rows apart: state, autosave or manual save, words added and removed', async () => {
    openEditor(writeup, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Revisions' }, WAIT));
    const list = await screen.findByRole('list', { name: 'Revisions' }, WAIT);
    const [third, second, first] = within(list).getAllByRole('listitem');
    expect(third).toHaveTextContent(/^Third\s*Published/);
    expect(third).toHaveTextContent('Manual save · +1 / −1 words');
    expect(second).toHaveTextContent(/^Second\s*Draft/);
    expect(second).toHaveTextContent('Autosave · +12 / −3 words');
    expect(first).toHaveTextContent(/^First\s*Scheduled/);
    expect(first).toHaveTextContent('Manual save · +2 / −0 words');
  });

  it('says in plain words why a restore failed', async () => {
    openEditor(writeup, {
      ...routes,
      'POST /api/writeup/w1/revisions/r1/restore': fail(400, 'Missing required fields: Poster, MPAA rating'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revisions' }, WAIT));
    const list = await screen.findByRole('list', { name: 'Revisions' }, WAIT);
    await userEvent.click(
      within(within(list).getAllByRole('listitem')[2]).getByRole('button', { name: 'Restore' }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText(
        'The revision could not be restored: The poster and the MPAA rating are required to publish.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
  });

  it('lists the saves, compares two and restores one', async () => {
    const { calls } = openEditor(writeup, routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Revisions' }, WAIT));
    const list = await screen.findByRole('list', { name: 'Revisions' }, WAIT);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Third'),
      expect.stringContaining('Second'),
      expect.stringContaining('First'),
    ]);

    await userEvent.click(within(list).getAllByRole('checkbox')[0]);
    await userEvent.click(within(list).getAllByRole('checkbox')[2]);
    const comparison = await screen.findByRole('region', { name: 'Comparison' }, WAIT);
    const title = within(comparison).getByRole('region', { name: 'Changes to Title' });
    expect(within(title).getByText('First', { selector: 'del' })).toBeInTheDocument();
    expect(within(title).getByText('Third', { selector: 'ins' })).toBeInTheDocument();

    const first = within(list).getAllByRole('listitem')[2];
    await userEvent.click(within(first).getByRole('button', { name: 'Restore' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/writeup/w1/revisions/r1/restore')).toHaveLength(1),
    );
    expect(await titleBox()).toHaveValue('First');
  });
});
