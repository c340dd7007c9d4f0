import { Controller, Delete } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { DeleteResponse } from '@reviews/libs/contract';

import { Endpoint, ApiErrorResponses } from '../../common/endpoint.decorator';
import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import { CurrentUser, StaffOnly } from '../../common/auth.decorators';
import { IdParam } from '../../common/id-param';
import { DeletedDto } from '../../common/dto/ok.response';
import type { UserRow } from '../../database/schema';
import { Invalidates } from '../../http-cache/invalidates.decorator';
import { WriteupEditorService } from './writeup-editor.service';
import { writeupChangeKeys } from '../writeups.cache-keys';

const DELETED = 'The writeup, its comments and revisions are gone';

/** DELETE /api/review/:id and /api/article/:id (spec §7); the kind must match the writeup's type. */
@ApiTags('writeups')
@ApiErrorResponses({ 404: 'No such writeup of this kind that the caller sees' })
@Controller()
@StaffOnly({
  forbidden: 'Not an admin or root; or an admin deleting a published writeup or one of another author',
})
export class WriteupDeleteController {
  constructor(private readonly editor: WriteupEditorService) {}

  @Delete('review/:id')
  @ApiOkResponse({ type: DeletedDto, description: DELETED })
  @Endpoint({ operationId: 'deleteReview', summary: 'Delete a movie or series review' })
  @Invalidates({ after: (_answer, { req }) => writeupChangeKeys(String(req.params.id)) })
  async deleteReview(
    @CurrentUser() user: UserRow,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
  ): Promise<DeleteResponse> {
    await this.editor.remove(user, 'review', id);
    return { ok: true, error: false };
  }

  @Delete('article/:id')
  @ApiOkResponse({ type: DeletedDto, description: DELETED })
  @Endpoint({ operationId: 'deleteArticle', summary: 'Delete an article' })
  @Invalidates({ after: (_answer, { req }) => writeupChangeKeys(String(req.params.id)) })
  async deleteArticle(
    @CurrentUser() user: UserRow,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
  ): Promise<DeleteResponse> {
    await this.editor.remove(user, 'article', id);
    return { ok: true, error: false };
  }
}
