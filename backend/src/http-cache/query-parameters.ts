import { BadRequestException, type Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { getMetadataStorage } from 'class-validator';

interface RouteArg {
  index: number;
  data?: unknown;
}

const known = new WeakMap<object, readonly string[]>();

/**
 * The query parameters a handler reads, as its parameters declare them: `@Query('name')`, and
 * every field of a `@Query()` DTO (class-validator's metadata, which the validation uses and
 * whose @ApiProperty fields the API docs show). Read once per handler.
 */
export function queryParametersOf(controller: Type, handler: { name: string }): readonly string[] {
  let names = known.get(handler);
  if (!names) {
    names = declaredQuery(controller, handler.name);
    known.set(handler, names);
  }
  return names;
}

function declaredQuery(controller: Type, method: string): string[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    RouteArg
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ??
    []) as unknown[];
  const queries = Object.entries(args)
    .filter(([key]) => key.split(':')[0] === String(RouteParamtypes.QUERY))
    .map(([, arg]) => arg)
    .sort((a, b) => a.index - b.index);
  const names = queries.flatMap((arg) =>
    typeof arg.data === 'string' ? [arg.data] : dtoFields(types[arg.index]),
  );
  return [...new Set(names)];
}

function dtoFields(type: unknown): string[] {
  if (typeof type !== 'function') return [];
  return getMetadataStorage()
    .getTargetValidationMetadatas(type, '', true, false)
    .map((metadata) => metadata.propertyName);
}

/**
 * Refuses query parameters an address does not read (product.md §7): they would reach no handler
 * and only give a shared cache more copies of one answer.
 */
export function rejectUnknownQuery(req: FastifyRequest, known: readonly string[]): void {
  const unknown = Object.keys(req.query as Record<string, unknown>).filter((name) => !known.includes(name));
  if (unknown.length === 0) return;
  const allowed = known.length === 0 ? 'takes no query parameters' : `takes only ${known.join(', ')}`;
  throw new BadRequestException(`Unknown query parameter ${unknown.join(', ')}: this address ${allowed}`);
}
