import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

const BOOLEAN_TEXT = ['true', 'false'] as const;

/** The fields of POST /api/me/import beside the file. */
export class ImportDataDto {
  @ApiPropertyOptional({ enum: BOOLEAN_TEXT, description: '`true` only reports what would be imported' })
  @IsOptional()
  @IsIn(BOOLEAN_TEXT, { message: 'dryRun must be true or false' })
  dryRun?: (typeof BOOLEAN_TEXT)[number];
}
