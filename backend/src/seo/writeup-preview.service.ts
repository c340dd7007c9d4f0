import { Injectable } from '@nestjs/common';
import type { WriteupPreview } from '@reviews/libs/contract';
import { writeupPath } from '@reviews/libs/site-map';

import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { WriteupEditorService } from '../writeups';
import { shareCard, type SiteInfo } from './page-head';
import { writeupPageMeta } from './writeup-meta';

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
    const path = writeup.slug === null ? null : writeupPath(writeup);
    return { writeup, share: shareCard(writeupPageMeta(writeup, path, this.site), this.site) };
  }
}
