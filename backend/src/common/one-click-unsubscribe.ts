import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';

const ONE_CLICK = 'oneClickUnsubscribe';

/**
 * RFC 8058: the route is the address of a bulk mail's `List-Unsubscribe` header. Mail programs
 * POST `List-Unsubscribe=One-Click` to it as a form, with the token in the address: the body
 * parser lets that form through here only (and reads nothing of it).
 */
export const OneClickUnsubscribe = (): MethodDecorator =>
  applyDecorators(
    RouteConfig({ [ONE_CLICK]: true }),
    ApiQuery({
      name: 'token',
      type: String,
      required: false,
      description: "The link's token, as the List-Unsubscribe address carries it (instead of the body's)",
    }),
  );

/** Whether a route's Fastify config says it takes the one-click form. */
export function takesOneClickForm(routeConfig: unknown): boolean {
  return (routeConfig as Record<string, unknown> | undefined)?.[ONE_CLICK] === true;
}
