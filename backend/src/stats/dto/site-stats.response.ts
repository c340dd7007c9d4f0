import { ApiProperty } from '@nestjs/swagger';
import { WRITEUP_TYPES, type WriteupType } from '@reviews/libs/constants';

export class RatedWriteupRefDto {
  @ApiProperty({ type: 'integer' })
  rating!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ enum: WRITEUP_TYPES })
  type!: WriteupType;

  @ApiProperty({ type: 'integer', nullable: true, description: "A series review's season" })
  season!: number | null;
}

export class RatedTieDto {
  @ApiProperty({ type: [RatedWriteupRefDto], description: 'The newest few, newest first' })
  writeups!: RatedWriteupRefDto[];

  @ApiProperty({ type: 'integer', description: 'How many reviews share the rating' })
  total!: number;
}

export class MonthCountDto {
  @ApiProperty({ example: '2023-03' })
  month!: string;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

export class RatingBucketDto {
  @ApiProperty({ type: 'integer' })
  min!: number;

  @ApiProperty({ type: 'integer' })
  max!: number;

  @ApiProperty({ type: 'integer' })
  count!: number;
}

/** GET /api/getSiteStats. */
export class SiteStatsDto {
  @ApiProperty({ type: 'integer' })
  totalReviews!: number;

  @ApiProperty({ type: 'integer' })
  totalWords!: number;

  @ApiProperty({ type: 'integer' })
  movieReviews!: number;

  @ApiProperty({ type: 'integer' })
  movieWords!: number;

  @ApiProperty()
  averageRating!: number;

  @ApiProperty({ type: RatedWriteupRefDto, nullable: true })
  bestRated!: RatedWriteupRefDto | null;

  @ApiProperty({ type: RatedWriteupRefDto, nullable: true })
  worstRated!: RatedWriteupRefDto | null;

  @ApiProperty({ type: RatedTieDto, description: "Every review at bestRated's rating" })
  bestRatedTie!: RatedTieDto;

  @ApiProperty({ type: RatedTieDto, description: "Every review at worstRated's rating" })
  worstRatedTie!: RatedTieDto;

  @ApiProperty({ type: 'integer' })
  totalComments!: number;

  @ApiProperty({ type: 'integer' })
  totalArticles!: number;

  @ApiProperty({ type: 'integer' })
  articleWords!: number;

  @ApiProperty({ type: 'integer' })
  totalAnnouncements!: number;

  @ApiProperty({ type: [MonthCountDto], description: 'Every month from the first review on, oldest first' })
  reviewsPerMonth!: MonthCountDto[];

  @ApiProperty({ type: [RatingBucketDto], description: 'Ten buckets 0-9, 10-19, ... 90-100' })
  ratingHistogram!: RatingBucketDto[];
}
