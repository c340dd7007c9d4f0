import { IsString, MaxLength } from 'class-validator';

import { IfPresent } from '../if-present';

const TOKEN_MESSAGE = 'token must be the token of an unsubscribe link';

/** An unsubscribe link's token: `?token=` of a one-click POST (documented by OneClickUnsubscribe). */
export class UnsubscribeTokenQueryDto {
  @IfPresent()
  @IsString({ message: TOKEN_MESSAGE })
  @MaxLength(500, { message: TOKEN_MESSAGE })
  token?: string;
}

/** The token of the body, else of the address; 400 when neither has one. */
export function unsubscribeTokenOf(
  body: { token?: string },
  query: UnsubscribeTokenQueryDto,
): string | undefined {
  return body.token ?? query.token;
}
