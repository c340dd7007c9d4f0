import { ApiProperty } from '@nestjs/swagger';
import { Allow } from 'class-validator';

import { ApiPageField } from '../../common/dto/paged.response';

/** GET /api/search; its length is checked by the service (libs search rules). */
export class SearchQueryDto {
  @ApiProperty({ type: String, description: 'At least 3 characters' })
  @Allow()
  search?: unknown;
}

/** GET /api/search/all */
export class SearchAllQueryDto extends SearchQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;
}
