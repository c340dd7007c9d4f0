import { ApiProperty } from '@nestjs/swagger';

import { MyCommentsDto, MyReportsDto } from '../../comments';
import { MyFollowsDto } from '../../follows';
import { UnreadCountDto } from '../../notifications';
import { UserDto } from '../../users';
import { MyLikesDto } from '../../likes';
import { MyRatingsDto } from '../../ratings';
import { MyWatchlistDto } from '../../watchlist';

export class MyStateDto {
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

export class MyPageDto {
  @ApiProperty({ type: UserDto, description: 'As GET /api/whoami answers the signed-in user' })
  user!: UserDto;

  @ApiProperty({ type: UnreadCountDto, description: 'As GET /api/notifications/unread-count' })
  unread!: UnreadCountDto;

  @ApiProperty({ type: MyStateDto, description: 'As GET /api/me/state for the same query' })
  state!: MyStateDto;
}
