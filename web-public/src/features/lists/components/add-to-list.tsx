import type { CreateListRequest, MemberList } from '@reviews/libs/contract';
import { listPath } from '@reviews/libs/site-map';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Dialog } from '../../../components/dialog';
import { AppLink } from '../../../components/link';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { showAlert } from '../../../stores/alert-store';
import { useCurrentUser } from '../../../stores/user-store';
import { useWriteupLists } from '../api/get-lists';
import { appendToList, myListsKey, useCreateList, useMyLists } from '../api/my-lists';
import { ListDetailsForm } from './list-details-form';

interface AddToListProps {
  writeupId: string;
  /** Names the writeup: "Add to list: Dune". */
  title: string;
  className?: string;
}

function AddToListDialog({ writeupId, title, onClose }: AddToListProps & { onClose: () => void }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const { data, error, isPending } = useMyLists(user?._id);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const create = useCreateList();

  const add = async (list: MemberList) => {
    setBusy(true);
    try {
      await appendToList(list, writeupId);
      void client.invalidateQueries({ queryKey: myListsKey });
      showAlert(`Added ${title} to ${list.title}`, 'success');
      onClose();
    } catch (failure) {
      showAlert(errorMessage(failure), 'error');
      setBusy(false);
    }
  };

  const createAndAdd = (details: Required<CreateListRequest>) =>
    create.mutate(details, {
      onSuccess: (list) => void add(list),
      onError: (e) => showAlert(errorMessage(e), 'error'),
    });

  return (
    <Dialog title={`Add ${title} to a list`} onClose={onClose}>
      {creating ? (
        <ListDetailsForm
          submitLabel="Create and add"
          pending={create.isPending || busy}
          onSubmit={createAndAdd}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <>
          {isPending && <Spinner />}
          {error && <p role="alert">{errorMessage(error)}</p>}
          {data && data.lists.length > 0 && (
            <ul className="add-to-list__lists">
              {data.lists.map((list) => {
                const holds = list.entries.some((entry) => entry.writeup._id === writeupId);
                return (
                  <li key={list._id}>
                    <button
                      type="button"
                      className="button button--ghost add-to-list__choice"
                      disabled={busy}
                      onClick={() => void add(list)}
                    >
                      {list.title}
                      <span className="add-to-list__count">
                        {' '}
                        ({list.entryCount} {list.entryCount === 1 ? 'title' : 'titles'}
                        {list.visibility === 'public' ? '' : `, ${list.visibility}`}
                        {holds ? ', has it' : ''})
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {data && data.lists.length === 0 && <p>You have no lists yet.</p>}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancel
            </button>
            <button type="button" className="button" onClick={() => setCreating(true)}>
              New list
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** "Add to list" (product.md §16): a dialog choosing one of my lists, or a new one. Members only. */
export function AddToList({ writeupId, title, className = 'watchlist-button__toggle' }: AddToListProps) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <>
      <span className="watchlist-button">
        <button
          type="button"
          className={className}
          aria-label={`Add to list: ${title}`}
          onClick={() => setOpen(true)}
        >
          <span aria-hidden="true">≡</span> Add to list
        </button>
      </span>
      {open && <AddToListDialog writeupId={writeupId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The public lists that hold a writeup, linked from its page. */
export function InListsLinks({ lists }: { lists: MemberList[] }) {
  if (lists.length === 0) return null;
  return (
    <section className="in-lists narrow" aria-labelledby="in-lists-heading">
      <h2 id="in-lists-heading">In members&apos; lists</h2>
      <ul className="in-lists__items">
        {lists.map((list) => (
          <li key={list._id}>
            <AppLink href={listPath(list._id)}>{list.title}</AppLink>{' '}
            <span className="in-lists__by">by {list.user.username}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The review page's links to the public lists holding it (a public read). */
export function WriteupInLists({ writeupId }: { writeupId: string }) {
  const { data } = useWriteupLists(writeupId);
  return data ? <InListsLinks lists={data.lists} /> : null;
}
