import type { Writeup } from '../contract/index.js';
import {
  editorState,
  intentFields,
  isPublished,
  isPublishedAt,
  needsRequiredFields,
  nextPublishState,
  type PublishOutcome,
  type PublishRequest,
  type SaveIntent,
} from './publish-state.js';

const NOW = new Date('2024-06-15T12:00:00.000Z');
const PAST = '2024-06-01T00:00:00.000Z';
const FUTURE = '2024-07-01T00:00:00.000Z';
const TOO_FAR = '2025-07-01T00:00:00.000Z';

type Stateful = Pick<Writeup, 'draft' | 'visibleAfter' | 'updated'>;

const draft: Stateful = { draft: true, visibleAfter: null, updated: PAST };
const plannedDraft: Stateful = { ...draft, visibleAfter: FUTURE };
const lapsedDraft: Stateful = { ...draft, visibleAfter: PAST };
const scheduled: Stateful = { draft: false, visibleAfter: FUTURE, updated: PAST };
const published: Stateful = { draft: false, visibleAfter: PAST, updated: PAST };
const publishedWithoutDate: Stateful = { draft: false, visibleAfter: null, updated: PAST };

describe('nextPublishState', () => {
  it.each<[string, Stateful, PublishRequest, PublishOutcome]>([
    [
      'a published writeup stays at its date',
      published,
      { draft: true },
      { draft: false, visibleAfter: PAST, public: true },
    ],
    [
      'a published writeup without visibleAfter keeps its card date',
      publishedWithoutDate,
      { publishNow: true },
      { draft: false, visibleAfter: PAST, public: true },
    ],
    [
      'publishNow publishes a draft now',
      draft,
      { publishNow: true },
      { draft: false, visibleAfter: NOW.toISOString(), public: true },
    ],
    [
      'publishNow wins over draft: true',
      draft,
      { draft: true, publishNow: true },
      { draft: false, visibleAfter: NOW.toISOString(), public: true },
    ],
    [
      'draft: false schedules at the date sent',
      draft,
      { draft: false, visibleAfter: FUTURE },
      { draft: false, visibleAfter: FUTURE, public: true },
    ],
    [
      'draft: false schedules at the planned date',
      plannedDraft,
      { draft: false },
      { draft: false, visibleAfter: FUTURE, public: true },
    ],
    [
      'a scheduled writeup saved as it is stays scheduled',
      scheduled,
      {},
      { draft: false, visibleAfter: FUTURE, public: true },
    ],
    [
      'a schedule without a date is refused',
      draft,
      { draft: false },
      { problem: 'The schedule date is not a valid date' },
    ],
    [
      'a schedule in the past is refused',
      draft,
      { draft: false, visibleAfter: PAST },
      { problem: 'The schedule date must be in the future' },
    ],
    [
      'a schedule over a year ahead is refused',
      draft,
      { draft: false, visibleAfter: TOO_FAR },
      { problem: 'The schedule date must be at most one year ahead' },
    ],
    [
      'a draft save keeps the planned date',
      plannedDraft,
      { draft: true },
      { draft: true, visibleAfter: FUTURE, public: false },
    ],
    [
      'a draft save may clear the planned date',
      plannedDraft,
      { visibleAfter: null },
      { draft: true, visibleAfter: null, public: false },
    ],
    [
      'a scheduled writeup goes back to draft',
      scheduled,
      { draft: true },
      { draft: true, visibleAfter: FUTURE, public: false },
    ],
  ])('%s', (_case, stored, request, outcome) => {
    expect(nextPublishState(stored, request, NOW)).toEqual(outcome);
  });
});

describe('editorState', () => {
  it.each<[string, Stateful, string]>([
    ['a draft', draft, 'draft'],
    ['a draft with a planned date', plannedDraft, 'draft'],
    ['a draft whose planned date went by', lapsedDraft, 'published'],
    ['a scheduled writeup', scheduled, 'scheduled'],
    ['a published writeup', published, 'published'],
    ['a published writeup without visibleAfter', publishedWithoutDate, 'published'],
  ])('%s: %s', (_case, writeup, state) => {
    expect(editorState(writeup, NOW)).toBe(state);
  });
});

describe('intentFields', () => {
  it.each<[SaveIntent, Stateful, ReturnType<typeof intentFields>]>([
    ['save', draft, { draft: true, publishNow: false }],
    ['save', scheduled, { draft: false, publishNow: false }],
    ['schedule', draft, { draft: false, publishNow: false, visibleAfter: FUTURE }],
    ['publish', scheduled, { draft: false, publishNow: true }],
    ['submit', lapsedDraft, { draft: false, publishNow: true }],
    ['submit', published, { draft: false, publishNow: false }],
  ])('%s of %p', (intent, writeup, fields) => {
    expect(intentFields(intent, writeup, FUTURE)).toEqual(fields);
  });
});

describe('needsRequiredFields', () => {
  it.each<[SaveIntent, string, Stateful, boolean]>([
    ['save', 'a draft', draft, false],
    ['save', 'a draft with a planned date', plannedDraft, false],
    ['save', 'a scheduled writeup', scheduled, true],
    ['schedule', 'a draft', draft, true],
    ['publish', 'a draft', draft, true],
    ['submit', 'a draft whose date went by', lapsedDraft, true],
    ['submit', 'a published writeup', published, true],
  ])('%s of %s: %p', (intent, _case, writeup, expected) => {
    expect(needsRequiredFields(intent, writeup, NOW)).toBe(expected);
  });
});

describe('isPublished and isPublishedAt (product.md §5: not a draft, and its card date has come)', () => {
  it.each([
    ['a draft', draft, false],
    ['a draft whose date has passed', lapsedDraft, false],
    ['a scheduled writeup', scheduled, false],
    ['a writeup published at a date', published, true],
    ['a writeup published without a date (its update counts)', publishedWithoutDate, true],
    ['a writeup whose date is now', { draft: false, visibleAfter: NOW.toISOString(), updated: PAST }, true],
  ] as const)('%s', (_name, writeup, expected) => {
    expect(isPublished(writeup, NOW)).toBe(expected);
    const cardDate = new Date(writeup.visibleAfter ?? writeup.updated);
    expect(isPublishedAt({ draft: writeup.draft, cardDate }, NOW)).toBe(expected);
  });
});
