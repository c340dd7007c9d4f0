import { ApiProperty } from '@nestjs/swagger';
import type { ChangeUserRequest } from '@reviews/libs/contract';
import { IsIn } from 'class-validator';

export const USER_CHANGES = ['username', 'admin', 'suspend'] as const;

/** Body of PATCH /api/user/:id (root). */
export class ChangeUserDto {
  @ApiProperty({
    enum: USER_CHANGES,
    description:
      '`username` gives a new generated username; `admin` toggles user <-> admin; `suspend` toggles suspended <-> active (suspending ends their sessions)',
  })
  @IsIn(USER_CHANGES, { message: 'change must be "username", "admin" or "suspend"' })
  change!: ChangeUserRequest['change'];
}
