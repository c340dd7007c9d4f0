import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { CollectionSummariesResponse, RelatedWriteupsResponse } from '@reviews/libs/contract';

import { Endpoint } from '../../common/endpoint.decorator';
import { WRITEUP_NOT_FOUND } from '../../common/not-found-messages';
import { CurrentUser, Public } from '../../common/auth.decorators';
import { IdParam } from '../../common/id-param';
import type { UserRow } from '../../database/schema';
import { PublicRead } from '../../http-cache/public-read.decorator';
import { SurrogateKeys } from '../../http-cache/surrogate-keys';
import { CollectionSummariesDto, RelatedWriteupsDto } from '../dto/discovery.response';
import { WriteupDiscoveryService } from './writeup-discovery.service';

/** Public reads that lead readers on: what to read next, and what the collections hold. */
@ApiTags('writeups')
@Controller('writeup')
export class WriteupDiscoveryController {
  constructor(private readonly discovery: WriteupDiscoveryService) {}

  @Get('collections')
  @Public()
  // Cards' posters and counts change only when writeups do (a publication purges `writeups`).
  @PublicRead({ keys: () => [SurrogateKeys.writeups] })
  @ApiOkResponse({ type: CollectionSummariesDto, description: 'Every fixed collection, in the spec order' })
  @Endpoint({
    operationId: 'getCollectionSummaries',
    summary: 'How many writeups each collection holds, and its newest posters',
    errors: { 400: 'A query parameter (it takes none)' },
  })
  collections(@CurrentUser() viewer: UserRow | undefined): Promise<CollectionSummariesResponse> {
    return this.discovery.collections(viewer);
  }

  @Get(':id/related')
  @Public()
  @PublicRead({ counts: true, keys: () => [SurrogateKeys.writeups] })
  @ApiOkResponse({ type: RelatedWriteupsDto, description: 'More by the author, and related writeups' })
  @Endpoint({
    operationId: 'getRelatedWriteups',
    summary: 'What to read after a writeup: more by its author, and others of its collections or genres',
    errors: { 404: 'No such writeup the viewer sees' },
  })
  related(
    @CurrentUser() viewer: UserRow | undefined,
    @IdParam('id', WRITEUP_NOT_FOUND) id: string,
  ): Promise<RelatedWriteupsResponse> {
    return this.discovery.related(viewer, id);
  }
}
