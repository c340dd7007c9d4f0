import { pathTo, SITE_PAGES } from '@reviews/libs/site-map';

const { drafts, edit, preview, root, moderation } = SITE_PAGES;

/** Where the console's links lead; its pages, and who may open them, are libs' site map. */
export const PATHS = {
  drafts: drafts.pattern,
  edit: (id: string) => pathTo(edit.pattern, { id }),
  preview: (id: string) => pathTo(preview.pattern, { id }),
  root: root.pattern,
  moderation: moderation.pattern,
} as const;
