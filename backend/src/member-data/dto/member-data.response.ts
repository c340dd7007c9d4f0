import { ApiProperty } from '@nestjs/swagger';

export class ImportCountsDto {
  @ApiProperty({ type: 'integer', description: 'Diary entries added (without a review)' })
  diary!: number;

  @ApiProperty({ type: 'integer', description: 'Ratings added or changed' })
  ratings!: number;

  @ApiProperty({ type: 'integer', description: 'Watchlist entries added' })
  watchlist!: number;

  @ApiProperty({ type: 'integer', description: 'Reviews added (with their diary entry or on one)' })
  reviews!: number;
}

export class UnmatchedImportRowDto {
  @ApiProperty({ example: 'diary.csv' })
  file!: string;

  @ApiProperty({ type: 'integer', description: 'The line the row starts on (the header is line 1)' })
  line!: number;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: 'integer', nullable: true })
  year!: number | null;

  @ApiProperty({ description: 'Why the row added nothing' })
  reason!: string;
}

export class ImportReportDto {
  @ApiProperty({ type: ImportCountsDto, description: 'What was added (in a dry run, what would be)' })
  imported!: ImportCountsDto;

  @ApiProperty({ type: [UnmatchedImportRowDto], description: 'Every row that could not be imported' })
  unmatched!: UnmatchedImportRowDto[];
}
