import { ApiProperty } from '@nestjs/swagger';

import { PagedDto } from '../../common/dto/paged.response';
import { UserRefDto } from '../../users';

export class FollowDto {
  @ApiProperty({ description: 'Whether I follow that member now' })
  following!: boolean;
}

export class FollowUsersDto extends PagedDto {
  @ApiProperty({ type: [UserRefDto], description: 'Newest follow first' })
  users!: UserRefDto[];
}

export class MyFollowsDto {
  @ApiProperty({ type: [String], description: 'Those of the asked usernames I follow' })
  following!: string[];
}
