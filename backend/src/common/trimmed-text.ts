import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';

/** Trims a text field before it is validated; a value of another type goes on to the type check. */
export const Trim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A required text, trimmed, of 1 to `max` characters. Each failure has its sentence about `noun`
 * ("A comment can be at most 300 characters"), unless `messages` words it otherwise.
 */
export function TrimmedText(
  max: number,
  noun: string,
  messages: { empty?: string; notText?: string } = {},
): PropertyDecorator {
  return (target, key) => {
    // The first failing rule gives the message: the type check, then emptiness, then length.
    IsString({ message: messages.notText ?? `${noun} must be text` })(target, key);
    MinLength(1, { message: messages.empty ?? `${noun} cannot be empty` })(target, key);
    MaxLength(max, { message: `${noun} can be at most ${max} characters` })(target, key);
    Trim()(target, key);
  };
}
