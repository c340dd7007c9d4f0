import { ApiProperty } from '@nestjs/swagger';
import type { MyStateResponse } from '@reviews/libs/contract';

import { MyCommentsDto, MyReportsDto } from '../../comments/dto/comment.response';
import { MyFollowsDto } from '../../follows/dto/follows.response';
import { MyLikesDto } from '../../likes/dto/likes.response';
import { MyRatingsDto } from '../../ratings/dto/ratings.response';
import { MyWatchlistDto } from '../../watchlist/dto/watchlist.response';

export class MyStateDto implements MyStateResponse {
  @ApiProperty({
    type: MyLikesDto,
    description: 'As GET /api/me/likes: of `writeups`, and of the comments of `thread`',
  })
  likes!: MyLikesDto;

  @ApiProperty({ type: MyRatingsDto, description: 'As GET /api/me/ratings for `writeups`' })
  ratings!: MyRatingsDto;

  @ApiProperty({ type: MyWatchlistDto, description: 'As GET /api/me/watchlist for `writeups`' })
  watchlist!: MyWatchlistDto;

  @ApiProperty({
    type: MyCommentsDto,
    description: 'As GET /api/me/comments for `thread` (empty for a writeup I cannot see)',
  })
  comments!: MyCommentsDto;

  @ApiProperty({ type: MyReportsDto, description: 'As GET /api/me/reports for `thread`' })
  reports!: MyReportsDto;

  @ApiProperty({ type: MyFollowsDto, description: 'As GET /api/me/follows for `users`' })
  follows!: MyFollowsDto;
}
