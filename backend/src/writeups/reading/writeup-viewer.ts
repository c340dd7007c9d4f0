import type { UserRow } from '../../database/schema';

/** Who reads writeups: a signed-in user (only the role matters), or undefined for a visitor. */
export type WriteupViewer = Pick<UserRow, 'type'> | undefined;
