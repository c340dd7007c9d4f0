import { ApiProperty } from '@nestjs/swagger';
import type { FollowResponse, FollowUsersResponse, MyFollowsResponse } from '@reviews/libs/contract';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users';

export class FollowDto implements FollowResponse {
  @ApiProperty({ description: 'Whether I follow that member now' })
  following!: boolean;
}

export class FollowUsersDto extends PagedDto implements FollowUsersResponse {
  @ApiProperty({ type: [UserRefDto], description: 'Newest follow first' })
  users!: UserRefDto[];
}

export class MyFollowsDto implements MyFollowsResponse {
  @ApiProperty({ type: [String], description: 'Those of the asked usernames I follow' })
  following!: string[];
}
