import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';

import { OkDto } from './dto/ok.response';
import { Endpoint } from './endpoint.decorator';

const ONE_CLICK = 'oneClickUnsubscribe';

/** An unsubscribe route's document entry, in its mail's words. */
export interface OneClickUnsubscribeOptions {
  operationId: string;
  summary: string;
  /** What the 200 means: what the address gets no more. */
  done: string;
  /** The 400 of a link with no token, or one unknown or spent. */
  invalidLink: string;
}

/**
 * `POST unsubscribe` of a controller, answering 200 `{ok: true}`, and RFC 8058: the route is the
 * address of a bulk mail's `List-Unsubscribe` header. Mail programs POST
 * `List-Unsubscribe=One-Click` to it as a form, with the token in the address: the body parser
 * lets that form through here only (and reads nothing of it).
 */
export const OneClickUnsubscribe = ({
  done,
  invalidLink,
  ...operation
}: OneClickUnsubscribeOptions): MethodDecorator =>
  applyDecorators(
    Endpoint({ ...operation, errors: { 400: invalidLink } }),
    ApiOkResponse({ type: OkDto, description: done }),
    RouteConfig({ [ONE_CLICK]: true }),
    ApiQuery({
      name: 'token',
      type: String,
      required: false,
      description: "The link's token, as the List-Unsubscribe address carries it (instead of the body's)",
    }),
    HttpCode(200),
    Post('unsubscribe'),
  );

/** Whether a route's Fastify config says it takes the one-click form. */
export function takesOneClickForm(routeConfig: unknown): boolean {
  return (routeConfig as Record<string, unknown> | undefined)?.[ONE_CLICK] === true;
}
