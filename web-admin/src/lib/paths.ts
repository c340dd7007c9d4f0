import { pathTo, SITE_PAGES } from '@reviews/libs/site-map';

/** Where the console's links lead; its pages, and who may open them, are libs' site map. */
export const PATHS = {
  dashboard: SITE_PAGES.dashboard.pattern,
  drafts: SITE_PAGES.drafts.pattern,
  edit: (id: string) => pathTo(SITE_PAGES.edit.pattern, { id }),
  preview: (id: string) => pathTo(SITE_PAGES.preview.pattern, { id }),
  /** The reader site's page of a writeup preview, which the console's preview shows in a frame. */
  readerPreview: (id: string) => pathTo(SITE_PAGES.readerPreview.pattern, { id }),
  root: SITE_PAGES.root.pattern,
  moderation: SITE_PAGES.moderation.pattern,
  writeups: SITE_PAGES.consoleWriteups.pattern,
  announcements: SITE_PAGES.consoleAnnouncements.pattern,
} as const;
