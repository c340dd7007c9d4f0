import { BadRequestException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const NUL = '\u0000';
/** The only spelling of NUL in a URL: Node's HTTP parser refuses raw control characters. */
const ENCODED_NUL = /%00/;
/** Our requests nest two levels (a body holding a list of tags); the validators recurse. */
const MAX_NESTING = 16;

const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character (U+0000)';
const TOO_DEEP_MESSAGE = `The request nests values more than ${MAX_NESTING} levels deep`;

/**
 * Why a client's value cannot be taken, or null: a NUL character in a string or object key
 * anywhere (PostgreSQL cannot store it), or nesting deeper than any request of ours (the
 * validators would overflow the stack). Walked without recursion for the same reason.
 */
export function unsafeInputProblem(value: unknown): string | null {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value: current, depth } = next;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return NUL_CHARACTER_MESSAGE;
    } else if (current !== null && typeof current === 'object') {
      if (depth >= MAX_NESTING) return TOO_DEEP_MESSAGE;
      for (const [key, entry] of Object.entries(current)) {
        if (key.includes(NUL)) return NUL_CHARACTER_MESSAGE;
        pending.push({ value: entry, depth: depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Refuses with a 400, before any handler, validator or query sees it, a request whose path,
 * query or JSON body holds a NUL character or nests too deep. Run once the body is parsed.
 */
export function refuseUnsafeInput(request: FastifyRequest): void {
  const path = request.url.split('?', 1)[0];
  const problem = ENCODED_NUL.test(path)
    ? NUL_CHARACTER_MESSAGE
    : (unsafeInputProblem(request.query) ?? unsafeInputProblem(request.body));
  if (problem !== null) throw new BadRequestException(problem);
}
