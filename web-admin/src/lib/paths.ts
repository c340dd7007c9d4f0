/** Every path of the console (product.md §1: the server hands exactly these to web-admin). */
export const PATHS = {
  drafts: '/post/review',
  edit: (id: string) => `/edit/${encodeURIComponent(id)}`,
  preview: (id: string) => `/preview/${encodeURIComponent(id)}`,
  root: '/root',
  /** Under `/post/`, which the server already hands to the console. */
  moderation: '/post/moderation',
  writeups: '/post/writeups',
  announcements: '/post/announcements',
} as const;
