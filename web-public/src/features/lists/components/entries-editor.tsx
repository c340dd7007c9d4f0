import { LIST_LIMITS } from '@reviews/libs/constants';
import type { ListEntry, MemberList } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { type DragEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useSetEntries } from '../api/my-lists';

type Draft = Pick<ListEntry, 'writeup' | 'note' | 'spoiler'>;

const toBody = (entries: Draft[]) => ({
  entries: entries.map((entry) => ({ writeup: entry.writeup._id, note: entry.note, spoiler: entry.spoiler })),
});

function moved<T>(items: T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/**
 * The owner's editor of a list's entries: reorder with the move buttons, with Alt+Arrow keys on a
 * row's handle, or by drag and drop; remove; write notes (saved when the field is left). Every
 * change is saved at once, one save after the other; a live region says what moved where.
 */
export function EntriesEditor({ list }: { list: MemberList }) {
  const [entries, setEntries] = useState<Draft[]>(list.entries);
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  const mutation = useSetEntries(list._id);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const handles = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const save = (next: Draft[]) => {
    queue.current = queue.current.then(() =>
      mutation.mutateAsync(toBody(next)).catch((error: unknown) => showAlert(errorMessage(error), 'error')),
    );
  };

  const change = (next: Draft[]) => {
    setEntries(next);
    save(next);
  };

  const move = (from: number, to: number, focusHandle = false) => {
    if (to < 0 || to >= entries.length || from === to) return;
    change(moved(entries, from, to));
    setAnnouncement(
      `${titleWithSeason(entries[from].writeup)} moved to position ${to + 1} of ${entries.length}`,
    );
    if (focusHandle) requestAnimationFrame(() => handles.current[to]?.focus());
  };

  const remove = (index: number) => {
    const title = titleWithSeason(entries[index].writeup);
    change(entries.filter((_, other) => other !== index));
    setAnnouncement(`${title} removed from the list`);
  };

  const editNote = (index: number, fields: Partial<Draft>) =>
    setEntries(entries.map((entry, other) => (other === index ? { ...entry, ...fields } : entry)));

  const onHandleKey = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, true);
    }
  };

  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  if (entries.length === 0) {
    return <p className="empty-state">No titles yet: use "Add to list" on a review or a card.</p>;
  }
  return (
    <>
      <p id={`${id}-help`} className="field__hint">
        Reorder with the arrow buttons, with the up and down arrow keys on a row&apos;s handle, or by dragging
        a row. Changes are saved as you make them.
      </p>
      <ol className="entries-editor" aria-describedby={`${id}-help`}>
        {entries.map((entry, index) => {
          const title = titleWithSeason(entry.writeup);
          return (
            <li
              key={entry.writeup._id}
              className={
                dragged === index ? 'entries-editor__row entries-editor__row--dragged' : 'entries-editor__row'
              }
              draggable
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={onDrop(index)}
              onDragEnd={() => setDragged(null)}
            >
              <div className="entries-editor__line">
                <button
                  type="button"
                  className="entries-editor__handle"
                  ref={(element) => {
                    handles.current[index] = element;
                  }}
                  aria-label={`${title}, position ${index + 1} of ${entries.length}. Press up or down arrow to move`}
                  onKeyDown={onHandleKey(index)}
                >
                  <span aria-hidden="true">⠿ {list.ranked ? index + 1 : ''}</span>
                </button>
                <span className="entries-editor__title">{title}</span>
                <span className="entries-editor__actions">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`Move ${title} down`}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={`Remove ${title}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                </span>
              </div>
              <label className="visually-hidden" htmlFor={`${id}-note-${index}`}>
                Note on {title}
              </label>
              <textarea
                id={`${id}-note-${index}`}
                className="entries-editor__note"
                rows={2}
                maxLength={LIST_LIMITS.note}
                placeholder="A note (optional)"
                value={entry.note}
                onChange={(event) => editNote(index, { note: event.target.value })}
                onBlur={() => save(entries)}
              />
              <label className="entries-editor__spoiler">
                <input
                  type="checkbox"
                  checked={entry.spoiler}
                  onChange={(event) => {
                    const next = entries.map((other, at) =>
                      at === index ? { ...other, spoiler: event.target.checked } : other,
                    );
                    change(next);
                  }}
                />{' '}
                The note has spoilers
              </label>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
