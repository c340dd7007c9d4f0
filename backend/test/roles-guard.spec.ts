import { Controller, Get, Module } from '@nestjs/common';

import { CurrentUser, Public, Roles, RootOnly, SignedIn, StaffOnly } from '../src/common/auth.decorators';
import type { UserRow } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { loginAs } from './support/factories';

/** Routes for each kind of access rule, so the guard is exercised over HTTP. */
@Controller('guard-test')
class GuardTestController {
  @Public()
  @Get('public')
  open(@CurrentUser() user: UserRow | undefined) {
    return { username: user?.username ?? null };
  }

  @Get('members')
  members(@CurrentUser() user: UserRow) {
    return { username: user.username };
  }

  @Roles('admin', 'root')
  @Get('admins')
  admins(@CurrentUser() user: UserRow) {
    return { type: user.type };
  }

  @Roles('root')
  @Get('root')
  root() {
    return { ok: true };
  }
}

/** The composed decorators controllers state their access rule with. */
@Controller('guard-test/composed')
class ComposedTestController {
  @SignedIn()
  @Get('signed-in')
  signedIn() {
    return { ok: true };
  }

  @StaffOnly()
  @Get('staff')
  staff() {
    return { ok: true };
  }

  @RootOnly({ forbidden: 'Not root, or something else' })
  @Get('root')
  root() {
    return { ok: true };
  }
}

@Module({ controllers: [GuardTestController, ComposedTestController] })
class GuardTestModule {}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ imports: [GuardTestModule] });
});

describe('@Public()', () => {
  it('lets a visitor in, with no current user', async () => {
    const res = await testApp.http().get('/api/guard-test/public').expect(200);
    expect(res.body).toEqual({ username: null });
  });

  it('gives a signed-in caller as the current user', async () => {
    const agent = await loginAs(testApp, 'user');
    const res = await agent.get('/api/guard-test/public').expect(200);
    expect(res.body).toEqual({ username: agent.user.username });
  });
});

describe('a route without @Public() or @Roles()', () => {
  it('answers 401 to a visitor', async () => {
    const res = await testApp.http().get('/api/guard-test/members').expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in first' });
  });

  it('lets any signed-in user in', async () => {
    const agent = await loginAs(testApp, 'user');
    await agent.get('/api/guard-test/members').expect(200);
  });
});

describe("@Roles('admin', 'root')", () => {
  it('answers 401 to a visitor', async () => {
    await testApp.http().get('/api/guard-test/admins').expect(401);
  });

  it('answers 403 to a user', async () => {
    const agent = await loginAs(testApp, 'user');
    const res = await agent.get('/api/guard-test/admins').expect(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You do not have permission to do this',
    });
  });

  it.each(['admin', 'root'] as const)('lets %s in', async (role) => {
    const agent = await loginAs(testApp, role);
    const res = await agent.get('/api/guard-test/admins').expect(200);
    expect(res.body).toEqual({ type: role });
  });
});

describe("@Roles('root')", () => {
  it('answers 403 to an admin', async () => {
    const agent = await loginAs(testApp, 'admin');
    await agent.get('/api/guard-test/root').expect(403);
  });
});

describe('@SignedIn(), @StaffOnly() and @RootOnly()', () => {
  const cases = [
    ['signed-in', ['user', 'admin', 'root'], []],
    ['staff', ['admin', 'root'], ['user']],
    ['root', ['root'], ['user', 'admin']],
  ] as const;

  it.each(cases)('%s: answers 401 to a visitor', async (route) => {
    const res = await testApp.http().get(`/api/guard-test/composed/${route}`).expect(401);
    expect(res.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Please sign in first' });
  });

  it.each(cases)('%s: lets %j in and answers 403 to %j', async (route, allowed, refused) => {
    for (const role of allowed) {
      const agent = await loginAs(testApp, role);
      await agent.get(`/api/guard-test/composed/${route}`).expect(200);
    }
    for (const role of refused) {
      const agent = await loginAs(testApp, role);
      await agent.get(`/api/guard-test/composed/${route}`).expect(403);
    }
  });
});
