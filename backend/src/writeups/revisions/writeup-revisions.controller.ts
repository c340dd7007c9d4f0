import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Revision, RevisionsResponse, Writeup } from '@reviews/libs/contract';

import { Endpoint, ApiErrorResponses } from '../../common/endpoint.decorator';
import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import { CurrentUser, SignedIn } from '../../common/auth.decorators';
import { IdParam } from '../../common/id-param';
import type { UserRow } from '../../database/schema';
import { Invalidates } from '../../http-cache/invalidates.decorator';
import { RevisionDto, RevisionsDto } from '../dto/revision.response';
import { WriteupDto } from '../dto/writeup.response';
import { REVISION_NOT_FOUND, WriteupRevisionsService } from './writeup-revisions.service';
import { savedWriteupKeys } from '../writeups.cache-keys';

/** Any signed-in user may call these; the service answers 404 to all but the author and root. */
@ApiTags('writeups')
@SignedIn()
@ApiErrorResponses({
  404: 'No such writeup or revision, a revision of another writeup, or not the author or root',
})
@Controller('writeup/:id/revisions')
export class WriteupRevisionsController {
  constructor(private readonly revisions: WriteupRevisionsService) {}

  @Get()
  @ApiOkResponse({ type: RevisionsDto })
  @Endpoint({ operationId: 'listRevisions', summary: 'The kept revisions of a writeup, newest first' })
  list(
    @CurrentUser() user: UserRow,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
  ): Promise<RevisionsResponse> {
    return this.revisions.list(user, id);
  }

  @Get(':revisionId')
  @ApiOkResponse({ type: RevisionDto, description: "The revision's summary and every field it kept" })
  @Endpoint({ operationId: 'getRevision', summary: 'One revision of a writeup with every stored field' })
  get(
    @CurrentUser() user: UserRow,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @IdParam('revisionId', REVISION_NOT_FOUND) revisionId: string,
  ): Promise<Revision> {
    return this.revisions.get(user, id, revisionId);
  }

  @Post(':revisionId/restore')
  @HttpCode(200)
  @Endpoint({
    operationId: 'restoreRevision',
    summary: 'Saves the revision as the writeup: checked and answered like PATCH /api/writeup/',
    errors: { 400: 'The revision breaks a limit, or the published writeup would miss required fields' },
  })
  @ApiOkResponse({ type: WriteupDto, description: 'The saved writeup' })
  @Invalidates<Writeup>({ after: savedWriteupKeys })
  restore(
    @CurrentUser() user: UserRow,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
    @IdParam('revisionId', REVISION_NOT_FOUND) revisionId: string,
  ): Promise<Writeup> {
    return this.revisions.restore(user, id, revisionId);
  }
}
