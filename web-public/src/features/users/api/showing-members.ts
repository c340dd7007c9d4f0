import {
  getLeaderboard,
  getListings,
  getRandomWriteup,
  getRoundup,
  getUserProfile,
  getUserWriteups,
  getWriteup,
  listComments,
} from '@reviews/libs/api';

/** The query keys of every answer that shows members' names and pictures: profiles, bylines, comments. */
export const SHOWING_MEMBERS = [
  getUserProfile,
  getListings,
  getWriteup,
  getLeaderboard,
  getUserWriteups,
  getRoundup,
  getRandomWriteup,
  listComments,
].map(({ operationId }) => [operationId]);
