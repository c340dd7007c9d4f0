// What other features may import from users/ (eslint.config.mjs: nothing else of it).
export { UserDto, UserRefDto } from './dto/user.response';
export { EmailAccountsService } from './email-accounts.service';
export { hashPassword, verifyPassword } from './password';
export { ProviderAccountsService } from './provider-accounts.service';
export { USER_NOT_FOUND, userNotFound } from './user-errors';
export { toUserResponse, userAvatar } from './user.mapper';
export { profileKeys } from './users.cache-keys';
export { UsersRepository } from './users.repository';
