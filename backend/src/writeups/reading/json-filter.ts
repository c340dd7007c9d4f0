import { BadRequestException } from '@nestjs/common';

import { unsafeInputProblem } from '../../common/unsafe-input';

/**
 * A `filter` query parameter holds JSON text (product.md §4). Answers the parsed object, or an
 * empty one when absent; 400 when it is not a JSON object, holds a NUL character or names a
 * key outside `allowed`.
 */
export function parseJsonFilter(
  raw: string | undefined,
  allowed: readonly string[],
): Record<string, unknown> {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestException('The filter parameter is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new BadRequestException('The filter parameter must be a JSON object');
  }
  // JSON's \u0000 escape gets past the check of the raw query (refuseUnsafeInput).
  const problem = unsafeInputProblem(parsed);
  if (problem !== null) throw new BadRequestException(problem);
  const unknown = Object.keys(parsed).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) {
    throw new BadRequestException(`Unknown filter fields: ${unknown.join(', ')}`);
  }
  return parsed as Record<string, unknown>;
}

/** A filter value that must be one of `options` when present. */
export function optionalChoice<T extends string>(
  value: unknown,
  options: readonly T[],
  name: string,
): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) {
    throw new BadRequestException(`${name} must be one of ${options.join(', ')}`);
  }
  return value as T;
}

export function optionalString(value: unknown, name: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BadRequestException(`${name} must be text`);
  return value;
}

export function optionalBoolean(value: unknown, name: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw new BadRequestException(`${name} must be true or false`);
  return value;
}
