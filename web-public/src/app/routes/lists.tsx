import type { MemberList } from '@reviews/libs/contract';
import { canDeleteList, canEditList, normalisePageParam } from '@reviews/libs/rules';
import { listPath, SITE_PAGES } from '@reviews/libs/site-map';
import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

import { EmptyState } from '../../components/empty-state';
import { AppLink } from '../../components/link';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { usePublicList, usePublicLists, useUserLists } from '../../features/lists/api/get-lists';
import { useCreateList, useDeleteList, useOwnList, useUpdateList } from '../../features/lists/api/my-lists';
import { EntriesEditor } from '../../features/lists/components/entries-editor';
import { ListCards } from '../../features/lists/components/list-card';
import { ListDetailsForm } from '../../features/lists/components/list-details-form';
import { ListView } from '../../features/lists/components/list-view';
import { ListLikeButton } from './list-like-button';
import { MyStateScope } from '../../lib/my-state';
import { ShareButton } from '../../features/sharing/components/share-button';
import { errorMessage, isNotFound } from '../../lib/api';
import { useSiteConfig } from '../../lib/site-config';
import { usePageParam } from '../../lib/use-page-param';
import { useTitle } from '../../lib/use-title';
import { showAlert } from '../../stores/alert-store';
import { confirmDialog } from '../../stores/modal-store';
import { useCurrentUser } from '../../stores/user-store';
import { NotFoundRoute } from './not-found';

/** A signed-in member starts a list here and goes on editing it on its page. */
function NewListButton() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const create = useCreateList();
  if (!user) return null;
  if (!open) {
    return (
      <button type="button" className="button" onClick={() => setOpen(true)}>
        New list
      </button>
    );
  }
  return (
    <ListDetailsForm
      submitLabel="Create list"
      pending={create.isPending}
      onCancel={() => setOpen(false)}
      onSubmit={(details) =>
        create.mutate(details, {
          // A router navigation: nothing to wait for.
          onSuccess: (list) => void navigate(listPath(list._id)),
          onError: (error) => showAlert(errorMessage(error), 'error'),
        })
      }
    />
  );
}

/** /lists: the most liked public lists (paged) and the newest ones. */
export function ListsRoute() {
  const [searchParams] = useSearchParams();
  const requested = normalisePageParam(searchParams.get('page'));
  const popular = usePublicLists('popular', requested);
  const recent = usePublicLists('recent', 1);
  const [page, setPage] = usePageParam(popular.isPlaceholderData ? undefined : popular.data?.page);
  return (
    <section className="narrow lists-page">
      <PageHeader title={SITE_PAGES.lists.title}>
        <NewListButton />
      </PageHeader>
      <h2>Popular lists</h2>
      {popular.error && <QueryError error={popular.error} />}
      {popular.isPending && <Spinner />}
      {popular.data &&
        (popular.data.lists.length === 0 ? (
          <EmptyState>No public lists yet.</EmptyState>
        ) : (
          <>
            <ListCards lists={popular.data.lists} />
            <Pagination page={page} totalPages={popular.data.totalPages} onPageChange={setPage} />
          </>
        ))}
      <h2>Recent lists</h2>
      {recent.error && <QueryError error={recent.error} />}
      {recent.data && recent.data.lists.length > 0 && <ListCards lists={recent.data.lists.slice(0, 10)} />}
    </section>
  );
}

/** Unlisted lists are not for search engines (product.md §16). */
function useNoIndex(noindex: boolean) {
  useEffect(() => {
    if (!noindex) return;
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}

function OwnerTools({ list, onEdit }: { list: MemberList; onEdit: () => void }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const remove = useDeleteList(list._id);
  const canEdit = canEditList(user, list);
  const canDelete = canDeleteList(user, list);
  if (!canEdit && !canDelete) return null;
  const onDelete = async () => {
    if (!(await confirmDialog({ title: 'Delete this list?', message: list.title, confirmLabel: 'Delete' })))
      return;
    remove.mutate(undefined, {
      onSuccess: () => void navigate(paths.profileLists.to(list.user.username)),
      onError: (error) => showAlert(errorMessage(error), 'error'),
    });
  };
  return (
    <p className="list-view__tools">
      {canEdit && (
        <button type="button" className="button button--small" onClick={onEdit}>
          Edit list
        </button>
      )}
      {canDelete && (
        <button type="button" className="button button--small button--danger" onClick={() => void onDelete()}>
          Delete list
        </button>
      )}
    </p>
  );
}

function ListEditing({ list, onDone }: { list: MemberList; onDone: () => void }) {
  const update = useUpdateList(list._id);
  return (
    <>
      <h2>Details</h2>
      <ListDetailsForm
        initial={{
          title: list.title,
          description: list.description,
          ranked: list.ranked,
          visibility: list.visibility,
        }}
        submitLabel="Save details"
        pending={update.isPending}
        onSubmit={(details) =>
          update.mutate(details, {
            onSuccess: () => showAlert('List saved', 'success'),
            onError: (error) => showAlert(errorMessage(error), 'error'),
          })
        }
      />
      <h2>Titles</h2>
      <EntriesEditor key={`${list._id}:${list.ranked}`} list={list} />
      <p>
        <button type="button" className="button" onClick={onDone}>
          Done editing
        </button>
      </p>
    </>
  );
}

/** /list/{id}: a list; its owner edits it here. A private list reaches its owner only. */
export function ListRoute() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const { publicUrl } = useSiteConfig();
  const shared = usePublicList(id);
  const missing = isNotFound(shared.error);
  const owns = !!user && shared.data?.user._id === user._id;
  const own = useOwnList(id, user?._id, missing || owns);
  const list = own.data ?? shared.data;
  const [editing, setEditing] = useState(false);
  useTitle(list ? list.title : undefined);
  useNoIndex(list?.visibility === 'unlisted');

  if (!list) {
    if (missing && (!user || own.isError)) return <NotFoundRoute />;
    if (shared.error instanceof Error && !missing) return <QueryError error={shared.error} />;
    return <Spinner />;
  }
  return (
    <section className="narrow list-view">
      <header className="page-header">
        <h1>{list.title}</h1>
      </header>
      {editing ? (
        <ListEditing list={list} onDone={() => setEditing(false)} />
      ) : (
        <>
          <OwnerTools list={list} onEdit={() => setEditing(true)} />
          <MyStateScope ask={{ lists: [list._id] }}>
            <ListView list={list} likeButton={<ListLikeButton list={list} />} />
          </MyStateScope>
          {list.visibility !== 'private' && (
            <ShareButton title={list.title} url={`${publicUrl}${listPath(list._id)}`} />
          )}
        </>
      )}
    </section>
  );
}

/** /profile/{username}/lists: a member's public lists. */
export function MemberListsRoute() {
  const { username = '' } = useParams();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const requested = normalisePageParam(searchParams.get('page'));
  const { data, error, isPending, isPlaceholderData } = useUserLists(username, requested);
  const [page, setPage] = usePageParam(isPlaceholderData ? undefined : data?.page);
  const title = SITE_PAGES.profileLists.title(username);
  if (isNotFound(error)) return <NotFoundRoute />;
  return (
    <section className="narrow lists-page">
      <PageHeader title={title}>
        <AppLink href={paths.profile.to(username)}>Profile</AppLink>
        {user && user.username.toLowerCase() === username.toLowerCase() && <NewListButton />}
      </PageHeader>
      {error && <QueryError error={error} />}
      {isPending && <Spinner />}
      {data &&
        (data.lists.length === 0 ? (
          <EmptyState>No public lists yet.</EmptyState>
        ) : (
          <>
            <ListCards lists={data.lists} />
            <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} />
          </>
        ))}
    </section>
  );
}
