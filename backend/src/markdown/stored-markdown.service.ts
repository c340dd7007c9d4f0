import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import type { PlaceholderSource } from '@reviews/libs/markdown';

import { AppConfig } from '../config/app-config';
import { markdownHtml, writeupContentHtml } from './markdown-html';
import { StoredMarkdownRepository } from './stored-markdown.repository';

/** Rows rendered per query when filling those saved before the HTML was stored. */
const BATCH = 100;

/** The fields a writeup's rendered content depends on: its markdown and its placeholders' values. */
export const WRITEUP_HTML_FIELDS = [
  'content',
  'notes',
  'title',
  'runtime',
  'image',
  'poster',
  'rating',
  'releaseYear',
] as const;

/** What rendering a writeup's HTML needs. */
export type WriteupMarkdown = PlaceholderSource & { content: string; notes: string };

/**
 * product.md §14: the stored HTML of writeups, comments, bios, members' reviews and list
 * descriptions and notes, rendered when they are saved; rows saved before (and any written
 * without it) are rendered from start on, in the background.
 */
@Injectable()
export class StoredMarkdown implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(StoredMarkdown.name);
  private stopping = false;
  /** The fill started at bootstrap, for whoever needs it done (and for shutdown to wait). */
  filling: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly config: AppConfig,
    private readonly rows: StoredMarkdownRepository,
  ) {}

  /** A writeup's content (placeholders filled) and notes as stored HTML. */
  writeup(row: WriteupMarkdown): { contentHtml: string; notesHtml: string } {
    return {
      contentHtml: writeupContentHtml(row.content, row, this.config.mediaPublicUrl),
      notesHtml: markdownHtml(row.notes),
    };
  }

  /** A comment's or bio's markdown as stored HTML. */
  text(content: string): string {
    return markdownHtml(content);
  }

  /**
   * Background work (product.md §19): only instances that run it fill, so web instances spend
   * their CPU on requests. Not awaited: an instance answers at once however many older rows there are (100,000 comments
   * kept one from listening for minutes); reads render a missing HTML themselves meanwhile (the
   * mappers), so the site works, only slower, until the fill is done.
   */
  onApplicationBootstrap(): void {
    if (!this.config.runsBackgroundWork) return;
    this.filling = this.fillMissing().then(
      (filled) => {
        if (filled > 0) this.logger.log(`Rendered the markdown of ${filled} rows saved without HTML`);
        return filled;
      },
      (error: Error) => {
        if (!this.stopping) this.logger.warn(`Rendering stored markdown failed: ${error.message}`);
        return 0;
      },
    );
  }

  /** Stops between batches, before the database closes (at application shutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.filling;
  }

  /** Renders every row whose HTML is missing; the number rendered. */
  async fillMissing(): Promise<number> {
    const rows = this.rows;
    const stopped = () => this.stopping;
    const counts = [
      await fillAll(
        (n) => rows.writeupsWithout(n),
        (row) => rows.setWriteupHtml(row.id, this.writeup(row)),
        stopped,
      ),
      await fillAll(
        (n) => rows.commentsWithout(n),
        (row) => rows.setCommentHtml(row.id, this.text(row.content)),
        stopped,
      ),
      await fillAll(
        (n) => rows.biosWithout(n),
        (row) => rows.setBioHtml(row.id, this.text(row.bio)),
        stopped,
      ),
      await fillAll(
        (n) => rows.reviewsWithout(n),
        (row) => rows.setReviewHtml(row.id, this.text(row.review ?? '')),
        stopped,
      ),
      await fillAll(
        (n) => rows.listDescriptionsWithout(n),
        (row) => rows.setListDescriptionHtml(row.id, this.text(row.description)),
        stopped,
      ),
      await fillAll(
        (n) => rows.listNotesWithout(n),
        (row) => rows.setListNoteHtml(row, this.text(row.note)),
        stopped,
      ),
    ];
    return counts.reduce((sum, n) => sum + n, 0);
  }
}

/**
 * Renders batch after batch of rows without their HTML until none is left, or the app stops;
 * how many it rendered.
 */
async function fillAll<Row>(
  without: (limit: number) => Promise<Row[]>,
  store: (row: Row) => Promise<void>,
  stopped: () => boolean,
): Promise<number> {
  let filled = 0;
  for (let rows = await without(BATCH); rows.length > 0 && !stopped(); rows = await without(BATCH)) {
    for (const row of rows) await store(row);
    filled += rows.length;
  }
  return filled;
}
