import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  LIST_LIMITS,
  LIST_SORTS,
  LIST_VISIBILITIES,
  type ListSort,
  type ListVisibility,
} from '@reviews/libs/constants';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';

import { ApiPageField } from '../../common/dto/paged.response';
import { IfPresent } from '../../common/if-present';
import { Trim, TrimmedText } from '../../common/trimmed-text';

/** An optional Markdown text, trimmed, of at most `max` characters; `label` names it in messages. */
const OptionalMarkdown = (label: string, max: number): PropertyDecorator =>
  // In the order stacked decorators apply (bottom first): the validation messages keep theirs.
  applyDecorators(
    Trim(),
    MaxLength(max, { message: `${label} can be at most ${max} characters` }),
    IsString({ message: `${label} must be text` }),
    IfPresent(),
    ApiPropertyOptional({ maxLength: max, description: 'Markdown' }),
  );

const VISIBILITY_MESSAGE = `visibility must be one of ${LIST_VISIBILITIES.join(', ')}`;

/** Body of POST /api/lists. */
export class CreateListDto {
  @ApiProperty({ minLength: LIST_LIMITS.titleMin, maxLength: LIST_LIMITS.titleMax })
  @TrimmedText(LIST_LIMITS.titleMax, 'A title')
  title!: string;

  @OptionalMarkdown('A description', LIST_LIMITS.description)
  description?: string;

  @ApiPropertyOptional({ description: 'Numbered entries (default false)' })
  @IfPresent()
  @IsBoolean({ message: 'ranked must be true or false' })
  ranked?: boolean;

  @ApiPropertyOptional({ enum: LIST_VISIBILITIES, description: 'Default public' })
  @IfPresent()
  @IsIn(LIST_VISIBILITIES, { message: VISIBILITY_MESSAGE })
  visibility?: ListVisibility;
}

/** Body of PATCH /api/lists/:id: any of the fields of a new list. */
export class UpdateListDto {
  @ApiPropertyOptional({ minLength: LIST_LIMITS.titleMin, maxLength: LIST_LIMITS.titleMax })
  @IfPresent()
  @TrimmedText(LIST_LIMITS.titleMax, 'A title')
  title?: string;

  @OptionalMarkdown('A description', LIST_LIMITS.description)
  description?: string;

  @ApiPropertyOptional()
  @IfPresent()
  @IsBoolean({ message: 'ranked must be true or false' })
  ranked?: boolean;

  @ApiPropertyOptional({ enum: LIST_VISIBILITIES })
  @IfPresent()
  @IsIn(LIST_VISIBILITIES, { message: VISIBILITY_MESSAGE })
  visibility?: ListVisibility;
}

export class ListEntryInputDto {
  @ApiProperty({ format: 'uuid', description: 'A published movie or series' })
  @IsUUID('all', { message: 'Each entry must name the id of a writeup' })
  writeup!: string;

  @OptionalMarkdown('A note', LIST_LIMITS.note)
  note?: string;

  @ApiPropertyOptional({ description: 'The note reveals the plot: shown hidden (default false)' })
  @IfPresent()
  @IsBoolean({ message: 'spoiler must be true or false' })
  spoiler?: boolean;
}

/** Body of PUT /api/lists/:id/entries. */
export class ListEntriesDto {
  @ApiProperty({ type: [ListEntryInputDto], maxItems: LIST_LIMITS.entries, description: 'In order' })
  @IsArray({ message: 'entries must be a list' })
  @ArrayMaxSize(LIST_LIMITS.entries, { message: `A list can hold at most ${LIST_LIMITS.entries} entries` })
  @ValidateNested({ each: true })
  @Type(() => ListEntryInputDto)
  entries!: ListEntryInputDto[];
}

/** Query of GET /api/lists. */
export class ListsQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;

  @ApiPropertyOptional({ enum: LIST_SORTS, description: 'Default popular' })
  @IsOptional()
  @IsIn(LIST_SORTS, { message: `sort must be one of ${LIST_SORTS.join(', ')}` })
  sort?: ListSort;
}

/** Query of the other paged reads of lists. */
export class ListsPageQueryDto {
  @ApiPageField()
  @Allow()
  page?: unknown;
}
