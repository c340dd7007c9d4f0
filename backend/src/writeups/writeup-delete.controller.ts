import { Controller, Delete, Param } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { DeleteResponse } from '@reviews/libs/contract';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Roles } from '../common/auth.decorators';
import { DeletedDto } from '../common/dto/ok.response';
import type { UserRow } from '../database/schema';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { writeupChangeKeys } from '../http-cache/surrogate-keys';
import { WriteupEditorService } from './writeup-editor.service';

const DELETED = 'The writeup, its comments and revisions are gone';

/** DELETE /api/review/:id and /api/article/:id (spec §7); the kind must match the writeup's type. */
@ApiTags('writeups')
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({
  type: ApiErrorDto,
  description: 'Not an admin or root; or an admin deleting a published writeup or one of another author',
})
@ApiNotFoundResponse({ type: ApiErrorDto, description: 'No such writeup of this kind that the caller sees' })
@Controller()
@Roles('admin', 'root')
export class WriteupDeleteController {
  constructor(private readonly editor: WriteupEditorService) {}

  @Delete('review/:id')
  @ApiOkResponse({ type: DeletedDto, description: DELETED })
  @Invalidates({ before: ({ req }) => writeupChangeKeys(String(req.params.id)) })
  async deleteReview(@CurrentUser() user: UserRow, @Param('id') id: string): Promise<DeleteResponse> {
    await this.editor.remove(user, 'review', id);
    return { ok: true, error: false };
  }

  @Delete('article/:id')
  @ApiOkResponse({ type: DeletedDto, description: DELETED })
  @Invalidates({ before: ({ req }) => writeupChangeKeys(String(req.params.id)) })
  async deleteArticle(@CurrentUser() user: UserRow, @Param('id') id: string): Promise<DeleteResponse> {
    await this.editor.remove(user, 'article', id);
    return { ok: true, error: false };
  }
}
