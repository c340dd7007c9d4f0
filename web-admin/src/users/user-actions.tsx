import type { ChangeUserRequest } from '@reviews/libs/contract';
import { canChangeUser, type Actor } from '@reviews/libs/rules';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useUpdate } from 'react-admin';

import { RESOURCES, type UserRecord } from '../data-provider';

type Change = ChangeUserRequest['change'];

function confirmation(user: UserRecord, change: Change): { title: string; content: string } {
  if (change === 'suspend') {
    return user.suspended
      ? { title: 'Unsuspend', content: `Let ${user.username} sign in and write again?` }
      : {
          title: 'Suspend',
          content: `Suspend ${user.username}? They are signed out everywhere and cannot sign in or write; their content stays.`,
        };
  }
  if (change === 'username') {
    return {
      title: 'Randomise username',
      content: `Give ${user.username} a new random username? They will need to use it to sign in.`,
    };
  }
  return user.type === 'admin'
    ? {
        title: 'Demote admin',
        content: `Demote ${user.username} to a member? They will no longer be able to write.`,
      }
    : {
        title: 'Promote to admin',
        content: `Promote ${user.username} to admin? They will be able to write and publish.`,
      };
}

function successMessage(changed: UserRecord, change: Change): string {
  if (change === 'admin') return `${changed.username} is now ${changed.type}`;
  if (change === 'suspend')
    return `${changed.username} is ${changed.suspended ? 'suspended' : 'no longer suspended'}`;
  return `Username changed to ${changed.username}`;
}

/** Spec §6 root actions on one user, each behind a confirmation; root accounts cannot be changed. */
export function UserActions({ user, actor }: { user: UserRecord; actor: Actor }) {
  const [pending, setPending] = useState<Change | null>(null);
  const [update, { isPending }] = useUpdate<UserRecord, Error>();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = canChangeUser(actor, user);

  const apply = (change: Change) =>
    update(
      RESOURCES.users,
      { id: user.id, data: { change } as Partial<UserRecord>, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: (changed) => {
          notify(successMessage(changed, change), { type: 'success' });
          refresh();
        },
        onError: () => notify('Error updating user', { type: 'error' }),
        onSettled: () => setPending(null),
      },
    );

  const dialog = pending ? confirmation(user, pending) : null;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" disabled={!allowed} onClick={() => setPending('admin')}>
        {user.type === 'admin' ? 'Demote admin' : 'Promote to admin'}
      </Button>
      <Button size="small" disabled={!allowed} onClick={() => setPending('username')}>
        Randomise username
      </Button>
      <Button size="small" color="warning" disabled={!allowed} onClick={() => setPending('suspend')}>
        {user.suspended ? 'Unsuspend' : 'Suspend'}
      </Button>
      <Confirm
        isOpen={dialog !== null}
        loading={isPending}
        title={dialog?.title ?? ''}
        content={dialog?.content ?? ''}
        confirm="Ok"
        cancel="Cancel"
        onConfirm={() => pending && apply(pending)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
