import { SiteSnapshot, SiteVersion } from './site-version';

/** A computed value with the snapshot of the site it was computed from. */
export interface CacheEntry<T> {
  value: T;
  snapshot: SiteSnapshot;
}

/**
 * One value kept in process, answered only while the site version is the one it was computed
 * at and its time has not run out (SiteVersion.isCurrent), so every instance notices any
 * instance's write on its next request. Concurrent misses at one version share one computation.
 */
export class VersionedCache<T> {
  private entry?: CacheEntry<T>;
  private pending?: { version: number; promise: Promise<CacheEntry<T>> };

  async get(version: number, now: Date, compute: () => Promise<CacheEntry<T>>): Promise<T> {
    const fresh = (entry: CacheEntry<T>): boolean =>
      SiteVersion.isCurrent(entry.snapshot, version, now.getTime());
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
      if (!this.entry || this.entry.snapshot.version <= entry.snapshot.version) this.entry = entry;
      return entry.value;
    } finally {
      if (this.pending === pending) this.pending = undefined;
    }
  }
}
