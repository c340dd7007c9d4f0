import { NotFoundException } from '@nestjs/common';

export const USER_NOT_FOUND = 'User not found';

export function userNotFound(): NotFoundException {
  return new NotFoundException(USER_NOT_FOUND);
}
