import { createList, deleteList, getMyList, getMyLists, setListEntries, updateList } from '@reviews/libs/api';
import type {
  CreateListRequest,
  ListEntriesRequest,
  MemberList,
  UpdateListRequest,
} from '@reviews/libs/contract';
import { reads } from '@reviews/libs/page-reads';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { call, isClientError } from '../../../lib/api';

/** Personal reads and writes of lists (`/api/me/...`: never kept by a shared cache). */
export const myListsKey = getMyLists.key();

/** All my lists (the add-to-list dialog offers them), last changed first. */
export const useMyLists = (userId: string | undefined, page = 1) =>
  useQuery({
    queryKey: [...getMyLists.key({ query: { page } }), userId],
    queryFn: ({ signal }) => call(getMyLists, { query: { page } }, signal),
    enabled: userId !== undefined,
  });

/** One list as its owner reads it (a private one too); undefined when not signed in. */
export const useOwnList = (id: string, userId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...getMyList.key({ path: { id } }), userId],
    queryFn: ({ signal }) => call(getMyList, { path: { id } }, signal),
    enabled: enabled && userId !== undefined,
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

/** After a change: my lists, and the list's reads, are asked again. */
function useRefresh() {
  const client = useQueryClient();
  return (list?: MemberList) => {
    void client.invalidateQueries({ queryKey: myListsKey });
    if (list) {
      client.setQueryData([...getMyList.key({ path: { id: list._id } })], list);
      void client.invalidateQueries({ queryKey: getMyList.key({ path: { id: list._id } }) });
      void client.invalidateQueries({ queryKey: reads.list(list._id).key });
    }
  };
}

export const useCreateList = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateListRequest) => call(createList, { body }),
    onSuccess: (list) => refresh(list),
  });
};

export const useUpdateList = (id: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateListRequest) => call(updateList, { path: { id }, body }),
    onSuccess: (list) => refresh(list),
  });
};

export const useSetEntries = (id: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ListEntriesRequest) => call(setListEntries, { path: { id }, body }),
    onSuccess: (list) => refresh(list),
  });
};

export const useDeleteList = (id: string) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => call(deleteList, { path: { id } }),
    onSuccess: () => refresh(),
  });
};

/** Fetches a list of mine and appends a writeup to it (its notes and order kept). */
export async function appendToList(list: MemberList, writeupId: string): Promise<MemberList> {
  const full = await call(getMyList, { path: { id: list._id } });
  if (full.entries.some((entry) => entry.writeup._id === writeupId)) return full;
  return call(setListEntries, {
    path: { id: list._id },
    body: {
      entries: [
        ...full.entries.map((entry) => ({
          writeup: entry.writeup._id,
          note: entry.note,
          spoiler: entry.spoiler,
        })),
        { writeup: writeupId },
      ],
    },
  });
}
