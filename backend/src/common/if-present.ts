import { ValidateIf } from 'class-validator';

/**
 * An optional field: absent is allowed, `null` is not (class-validator's `@IsOptional` lets
 * `null` through, which reads as `false` or "no value" where a client meant something, or
 * reaches a NOT NULL column as a 500). With this, `null` meets the field's rules and is a 400.
 */
export const IfPresent = (): PropertyDecorator => ValidateIf((_object, value) => value !== undefined);
