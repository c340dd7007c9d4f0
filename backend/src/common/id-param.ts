import { NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';

/**
 * Accepts an id (a UUID) only. Anything else names no row, so it answers that row's 404
 * (`notFound`), as an unknown id does, before any handler or query runs. `optional`: a missing
 * value passes, for a body field whose DTO says it is required.
 */
export function idOr404(notFound: string, { optional = false } = {}): ParseUUIDPipe {
  return new ParseUUIDPipe({ optional, exceptionFactory: () => new NotFoundException(notFound) });
}

/** A path parameter holding an id; see idOr404. */
export const IdParam = (name: string, notFound: string): ParameterDecorator => Param(name, idOr404(notFound));
