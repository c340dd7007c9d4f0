import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** The first broken rule of each field, e.g. "password must be longer than or equal to 8 characters". */
function flatten(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).slice(0, 1);
    return [...own, ...flatten(error.children ?? [], path)];
  });
}

/** Global validation: unknown fields are 400, values are converted to the DTO's types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // Several fields can break the same rule ("Please fill out all fields"): say it once.
    exceptionFactory: (errors) =>
      new BadRequestException([...new Set(flatten(errors))].join('; ') || 'Invalid input'),
  });
}
