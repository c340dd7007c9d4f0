import { Logger } from '@nestjs/common';
import { pino } from 'pino';

import { AppLogger } from '../src/logging/app-logger';

interface Line {
  level: number;
  msg: string;
  context?: string;
  stack?: string;
  err?: { message: string; stack: string };
}

function loggerAt(level: string): { logger: AppLogger; lines: () => Line[] } {
  const written: string[] = [];
  const logger = new AppLogger(pino({ level }, { write: (line: string) => void written.push(line) }));
  return { logger, lines: () => written.map((line) => JSON.parse(line) as Line) };
}

describe("Nest's logger on pino", () => {
  afterEach(() => Logger.overrideLogger(false));

  it("writes Nest's messages with their context, as Nest's Logger calls it", () => {
    const { logger, lines } = loggerAt('info');
    Logger.overrideLogger(logger);
    const log = new Logger('Mail');
    log.log('sent');
    log.warn('slow');
    log.error('failed', 'Error: failed\n    at send (mail.ts:1:1)');
    log.error('failed without a stack');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, context: 'Mail', msg: 'sent' }),
      expect.objectContaining({ level: 40, context: 'Mail', msg: 'slow' }),
      expect.objectContaining({
        level: 50,
        context: 'Mail',
        msg: 'failed',
        stack: 'Error: failed\n    at send (mail.ts:1:1)',
      }),
      expect.objectContaining({ level: 50, context: 'Mail', msg: 'failed without a stack' }),
    ]);
  });

  it('takes a stack without a context for what it is', () => {
    const { logger, lines } = loggerAt('info');
    logger.error('failed', 'Error: failed\n    at run (main.ts:2:2)');
    expect(lines()[0]).toMatchObject({ msg: 'failed', stack: 'Error: failed\n    at run (main.ts:2:2)' });
    expect(lines()[0].context).toBeUndefined();
  });

  it('writes an Error with its message and stack', () => {
    const { logger, lines } = loggerAt('info');
    logger.error(new Error('boom'), 'Exceptions');
    expect(lines()[0]).toMatchObject({ level: 50, context: 'Exceptions', msg: 'boom' });
    expect(lines()[0].err?.stack).toContain('boom');
  });

  it('writes nothing below its level', () => {
    const { logger, lines } = loggerAt('warn');
    logger.log('started', 'Boot');
    logger.debug('detail', 'Boot');
    logger.warn('careful', 'Boot');
    expect(lines().map((line) => line.msg)).toEqual(['careful']);
  });
});
