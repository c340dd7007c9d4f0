import { Injectable } from '@nestjs/common';
import type { WriteupPreview } from '@reviews/libs/contract';
import { pathTo, SITE_PAGES } from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { WriteupEditorService } from '../writeups/writeup-editor.service';
import { shareCard, type SiteInfo } from './page-head';
import { writeupPageKind, writeupPageMeta } from './writeup-meta';

/**
 * `/preview/{id}` (issue 28): a writeup as the editor reads it (its author and root; drafts and
 * scheduled ones too), with the card its link will show when shared, built by the functions that
 * build its page's head, so the preview shows what is really sent.
 */
@Injectable()
export class WriteupPreviewService {
  private readonly site: SiteInfo;

  constructor(
    config: AppConfig,
    private readonly editor: WriteupEditorService,
  ) {
    this.site = { siteName: config.siteName, publicUrl: config.publicUrl };
  }

  async preview(user: UserRow, id: string): Promise<WriteupPreview> {
    const writeup = await this.editor.fetch(user, id);
    const path =
      writeup.slug === null
        ? null
        : pathTo(SITE_PAGES[writeupPageKind(writeup)].pattern, { slug: writeup.slug });
    return { writeup, share: shareCard(writeupPageMeta(writeup, path, this.site), this.site) };
  }
}
