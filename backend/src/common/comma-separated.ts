import { Transform } from 'class-transformer';

/** `a,b,c` in a query as a list of ids; a value of another shape goes on to fail validation. */
export const CommaSeparated = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',').filter((id) => id !== '') : value,
  );
