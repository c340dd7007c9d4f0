import { changeUser, listUsers, sendUserPasswordReset } from '@reviews/libs/api';
import type { ApiClient } from '@reviews/libs/api-client';
import type { ChangeUserRequest } from '@reviews/libs/contract';
import type { Identifier } from 'react-admin';

import { expectData, withId, type ResourceFactory } from './resource';

/** `users`: root's paged user list and its changes (`data.change`). */
export const users: ResourceFactory = (client) => ({
  async getList(_resource, { pagination, signal }) {
    const query = { page: pagination?.page ?? 1 };
    const response = await expectData(listUsers(client, { query }, { signal }));
    return { data: response.users.map(withId), total: response.totalMatched };
  },
  async update(_resource, { id, data }) {
    const body: ChangeUserRequest = { change: data.change as ChangeUserRequest['change'] };
    return { data: withId(await expectData(changeUser(client, { path: { id: String(id) }, body }))) };
  },
});

/** Root e-mails a user a password-reset link (product.md §8). */
export async function sendPasswordReset(client: ApiClient, id: Identifier): Promise<void> {
  await expectData(sendUserPasswordReset(client, { path: { id: String(id) } }));
}
