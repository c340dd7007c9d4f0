/**
 * Shares one read among concurrent callers, but only a read that started after the caller
 * asked: a caller arriving while a read is under way waits for the next one, which starts when
 * the current one settles. So every caller sees at least what was committed before it asked,
 * and at most one read is in flight however many callers there are.
 */
export class FreshRead<T> {
  private running?: Promise<T>;
  private queued?: Promise<T>;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(this.startQueued, this.startQueued);
    return this.queued;
  }

  private readonly startQueued = (): Promise<T> => {
    this.queued = undefined;
    return this.start();
  };

  private start(): Promise<T> {
    const running = this.read().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }
}
