import { NotFoundException } from '@nestjs/common';

export function userNotFound(): NotFoundException {
  return new NotFoundException('User not found');
}
