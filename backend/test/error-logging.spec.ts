import { Controller, Get, Module } from '@nestjs/common';

import { Public } from '../src/common/auth.decorators';
import { ShutdownState } from '../src/health/shutdown-state';
import { createTestApp, type TestApp } from './support/app';

/** product.md §19: each error line carries its request id; probes while draining are no errors. */

@Public()
@Controller('test-failure')
class FailingController {
  @Get()
  fail(): never {
    throw new Error('the handler broke');
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

interface Line {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { id: string; url: string };
}

let testApp: TestApp;
const lines: string[] = [];
const parsed = (): Line[] => lines.map((line) => JSON.parse(line) as Line);

beforeAll(async () => {
  testApp = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    imports: [FailingModule],
    logs: { write: (line: string) => void lines.push(line) },
  });
});

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

it('names the request in the error line, with the id of its request line', async () => {
  const res = await testApp.http().get('/api/test-failure').expect(500);
  const id = res.headers['x-request-id'] as string;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await settle();
  const error = parsed().find((line) => line.level === 50 && line.msg?.includes('the handler broke'));
  expect(error).toMatchObject({ reqId: id });
  expect(parsed().find((line) => line.req?.url === '/api/test-failure')?.req?.id).toBe(id);
});

it('logs no error for the health checks while draining', async () => {
  lines.length = 0;
  testApp.app.get(ShutdownState).startDraining();
  await testApp.http().get('/api/health/ready').expect(503);
  await testApp.http().get('/api/health').expect(503);
  await settle();
  expect(parsed().filter((line) => line.level >= 40)).toEqual([]);
});
