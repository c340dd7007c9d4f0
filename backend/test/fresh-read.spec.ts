import { FreshRead } from '../src/site-version/fresh-read';

// The rule the response cache's hits rely on: a caller never gets a read that started before it
// asked, and callers that ask together share one read.

/** A read whose answers the test releases one by one. */
function controlledReads() {
  const started: ((value: number) => void)[] = [];
  const read = () => new Promise<number>((resolve) => started.push(resolve));
  return { started, fresh: new FreshRead(read) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FreshRead', () => {
  it('shares one read among callers that ask before it starts', async () => {
    const { started, fresh } = controlledReads();
    const first = fresh.get();
    expect(started).toHaveLength(1);
    started[0](1);
    expect(await first).toBe(1);
  });

  it('gives a caller arriving during a read the next read, shared with the others arriving then', async () => {
    const { started, fresh } = controlledReads();
    const early = fresh.get();
    const late = [fresh.get(), fresh.get(), fresh.get()];
    expect(started).toHaveLength(1);

    started[0](1);
    expect(await early).toBe(1);
    await settle();
    expect(started).toHaveLength(2);
    started[1](2);
    expect(await Promise.all(late)).toEqual([2, 2, 2]);
  });

  it('starts the next read after a failed one, and reports the failure to its callers', async () => {
    let calls = 0;
    const fresh = new FreshRead(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    const failing = fresh.get();
    const next = fresh.get();
    await expect(failing).rejects.toThrow('database away');
    expect(await next).toBe(2);
  });
});
