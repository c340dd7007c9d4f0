/** A computed value with what it depends on: the data version and the time it stops being true. */
export interface CacheEntry<T> {
  value: T;
  version: number;
  /** Epoch ms from which the value is stale (a scheduled writeup gets published); null: never. */
  validUntil: number | null;
}

/**
 * One value kept in process, answered only while the data version read from the database is the
 * one it was computed at and its time has not run out, so every instance notices any instance's
 * write on its next request. Concurrent misses at one version share one computation.
 */
export class VersionedCache<T> {
  private entry?: CacheEntry<T>;
  private pending?: { version: number; promise: Promise<CacheEntry<T>> };

  async get(version: number, now: Date, compute: () => Promise<CacheEntry<T>>): Promise<T> {
    const fresh = (entry: CacheEntry<T>): boolean =>
      entry.version === version && (entry.validUntil === null || now.getTime() < entry.validUntil);
    const stored = this.entry;
    if (stored && fresh(stored)) return stored.value;
    if (this.pending?.version === version) {
      const shared = await this.pending.promise;
      if (fresh(shared)) return shared.value;
    }
    const promise = compute();
    const pending = { version, promise };
    this.pending = pending;
    try {
      const entry = await promise;
      // A newer version may have been stored meanwhile; never go back to an older one.
      if (!this.entry || this.entry.version <= entry.version) this.entry = entry;
      return entry.value;
    } finally {
      if (this.pending === pending) this.pending = undefined;
    }
  }
}
