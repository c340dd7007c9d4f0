import { Controller, Delete, Param } from '@nestjs/common';

import { CurrentUser, Roles } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { writeupChangeKeys } from '../http-cache/surrogate-keys';
import { WriteupEditorService } from './writeup-editor.service';

/** The answer of a delete: spec §7 "carries an error indicator". */
export interface DeleteResponse {
  ok: true;
  error: false;
}

/** DELETE /api/review/:id and /api/article/:id (spec §7); the kind must match the writeup's type. */
@Controller()
@Roles('admin', 'root')
export class WriteupDeleteController {
  constructor(private readonly editor: WriteupEditorService) {}

  @Delete('review/:id')
  @Invalidates({ before: ({ req }) => writeupChangeKeys(String(req.params.id)) })
  async deleteReview(@CurrentUser() user: UserRow, @Param('id') id: string): Promise<DeleteResponse> {
    await this.editor.remove(user, 'review', id);
    return { ok: true, error: false };
  }

  @Delete('article/:id')
  @Invalidates({ before: ({ req }) => writeupChangeKeys(String(req.params.id)) })
  async deleteArticle(@CurrentUser() user: UserRow, @Param('id') id: string): Promise<DeleteResponse> {
    await this.editor.remove(user, 'article', id);
    return { ok: true, error: false };
  }
}
