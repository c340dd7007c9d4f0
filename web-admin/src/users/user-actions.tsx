import type { ChangeUserRequest } from '@reviews/libs/contract';
import { canChangeUser, type Actor } from '@reviews/libs/rules';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useUpdate } from 'react-admin';

import { RESOURCES, type ConsoleDataProvider, type UserRecord } from '../data-provider';

type Change = ChangeUserRequest['change'];
/** A change of the user, or an e-mail with a password-reset link (root never sees the link). */
type Action = Change | 'reset';

function confirmation(user: UserRecord, action: Action): { title: string; content: string } {
  if (action === 'reset') {
    return {
      title: 'Send reset e-mail',
      content: `Send ${user.username} an e-mail with a link to choose a new password? Their password stays as it is until they use it.`,
    };
  }
  if (action === 'suspend') {
    return user.suspended
      ? { title: 'Unsuspend', content: `Let ${user.username} sign in and write again?` }
      : {
          title: 'Suspend',
          content: `Suspend ${user.username}? They are signed out everywhere and cannot sign in or write; their content stays.`,
        };
  }
  if (action === 'username') {
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

/**
 * Spec §6 root actions on one user, each behind a confirmation; root accounts cannot be changed.
 * Any account with an e-mail address can be sent a reset link (product.md §8).
 */
export function UserActions({ user, actor }: { user: UserRecord; actor: Actor }) {
  const [pending, setPending] = useState<Action | null>(null);
  const [update, { isPending: updating }] = useUpdate<UserRecord, Error>();
  const [sending, setSending] = useState(false);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const allowed = canChangeUser(actor, user);

  // Fire and forget: the outcome reaches onSuccess and onError.
  const apply = (change: Change) =>
    void update(
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

  const sendReset = async () => {
    setSending(true);
    try {
      await dataProvider.sendPasswordReset(user.id);
      notify(`Reset e-mail sent to ${user.username}`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Error sending the e-mail', { type: 'error' });
    } finally {
      setSending(false);
      setPending(null);
    }
  };

  const run = (action: Action) => (action === 'reset' ? void sendReset() : apply(action));
  const dialog = pending ? confirmation(user, pending) : null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="outlined" disabled={!allowed} onClick={() => setPending('admin')}>
        {user.type === 'admin' ? 'Demote admin' : 'Promote to admin'}
      </Button>
      <Button size="small" disabled={!allowed} onClick={() => setPending('username')}>
        Randomise username
      </Button>
      <Button size="small" disabled={!allowed} onClick={() => setPending('suspend')}>
        {user.suspended ? 'Unsuspend' : 'Suspend'}
      </Button>
      <Button size="small" disabled={!user.email} onClick={() => setPending('reset')}>
        Send reset e-mail
      </Button>
      <Confirm
        isOpen={dialog !== null}
        loading={updating || sending}
        title={dialog?.title ?? ''}
        content={dialog?.content ?? ''}
        confirm="Ok"
        cancel="Cancel"
        onConfirm={() => pending && run(pending)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
