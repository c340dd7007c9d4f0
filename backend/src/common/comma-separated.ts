import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsOptional, IsUUID } from 'class-validator';

/** `a,b,c` in a query as a list of ids; a value of another shape goes on to fail validation. */
export const CommaSeparated = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').filter((id) => id !== '') : value,
  );

/** A query field of ids that a member's state is asked for: what they are and how many at most. */
export interface AskedIdsOptions {
  /** What the ids name, in the messages: `writeups`, `diary entries`. */
  of: string;
  max: number;
  description: string;
}

/**
 * An optional query field of ids, comma-separated (`?writeups=a,b,c`): at most `max` of them, each
 * an id. The messages name the field: "writeups can name at most 100 ids".
 */
export const CommaSeparatedIds =
  ({ of, max, description }: AskedIdsOptions): PropertyDecorator =>
  (target, key) => {
    const field = String(key);
    // In the order stacked decorators apply (bottom first): the validation messages keep theirs.
    for (const decorate of [
      IsUUID('all', { each: true, message: `${field} must be ids of ${of}, comma-separated` }),
      ArrayMaxSize(max, { message: `${field} can name at most ${max} ids` }),
      CommaSeparated(),
      IsOptional(),
      ApiPropertyOptional({ description }),
    ])
      decorate(target, key);
  };
