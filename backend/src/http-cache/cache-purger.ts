import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

import { AppConfig } from '../config/app-config';
import { keyHeaderValues } from './surrogate-keys';

/** The request header that carries the keys to purge (deploy/varnish/default.vcl reads it). */
const PURGE_KEYS_HEADER = 'X-Purge-Keys';
/** How long a write waits for the caches to confirm before it answers anyway. */
const PURGE_WAIT_MS = 1_500;
const ATTEMPT_TIMEOUT_MS = 1_000;
/**
 * Pauses between attempts (10.6 minutes in all); the last retry comes after the longest shared
 * lifetime (SHARED_MAX_AGE_S), when nothing the purge was about can still be in the cache.
 */
const RETRY_DELAYS_MS = [100, 400, 1_500, 5_000, 15_000, 45_000, 90_000, 180_000, 300_000];
/**
 * A read that started before the write committed may reach the cache after the purge and be
 * stored there; the keys are purged again once such reads are over.
 */
export const REPURGE_DELAY_MS = 2_000;

type Outcome = 'confirmed' | 'retried' | 'abandoned';

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Tells every shared cache in CACHE_PURGE_URLS to drop the answers filed under some surrogate
 * keys. A cache that is down or slow costs time (bounded by PURGE_WAIT_MS per write), never the
 * write: the purge goes on being retried in the background.
 */
@Injectable()
export class CachePurger implements OnApplicationShutdown {
  private readonly outcomes: Counter<'outcome'>;
  /** Set at shutdown: retries and repeated purges still pending are dropped with the instance. */
  private stopped = false;
  private unsettled = 0;

  private readonly log = new Logger(CachePurger.name);

  constructor(
    private readonly config: AppConfig,
    registry: Registry,
  ) {
    this.outcomes = new Counter({
      name: 'http_cache_purges_total',
      help: 'Purges sent to shared caches: confirmed, retried (an attempt failed), abandoned (every attempt failed)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    for (const outcome of ['confirmed', 'retried', 'abandoned'] satisfies Outcome[]) {
      this.outcomes.inc({ outcome }, 0);
    }
  }

  async invalidate(keys: string[]): Promise<void> {
    const unique = [...new Set(keys)];
    if (unique.length === 0 || this.config.cachePurgeUrls.length === 0) return;
    const purged = this.settling(this.purgeEverywhere(unique));
    void this.settling(
      sleep(REPURGE_DELAY_MS).then(() => (this.stopped ? undefined : this.purgeEverywhere(unique))),
    );
    await Promise.race([purged, sleep(PURGE_WAIT_MS)]);
  }

  /** Purges not yet confirmed or given up, repeats included: none once every write's purge is done. */
  get pending(): number {
    return this.unsettled;
  }

  private settling(purge: Promise<void>): Promise<void> {
    this.unsettled += 1;
    return purge.finally(() => (this.unsettled -= 1));
  }

  /** One PURGE per cache and batch of keys, so that no purge header passes the cache's limit. */
  private purgeEverywhere(keys: string[]): Promise<void> {
    const batches = keyHeaderValues(keys);
    return Promise.all(
      this.config.cachePurgeUrls.flatMap((url) => batches.map((batch) => this.purgeWithRetries(url, batch))),
    ).then(() => undefined);
  }

  private async purgeWithRetries(url: string, keys: string): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const failure = await this.purge(url, keys);
      if (failure === null) {
        this.outcomes.inc({ outcome: 'confirmed' });
        return;
      }
      if (attempt === RETRY_DELAYS_MS.length) {
        this.outcomes.inc({ outcome: 'abandoned' });
        this.log.error(`Gave up purging ${keys} at ${url}: ${failure}`);
        return;
      }
      this.outcomes.inc({ outcome: 'retried' });
      this.log.warn(`Purging at ${url} failed (${failure}); retrying`);
      await sleep(RETRY_DELAYS_MS[attempt]);
      if (this.stopped) return;
    }
  }

  onApplicationShutdown(): void {
    this.stopped = true;
  }

  /** Null when the cache confirmed, else what went wrong. */
  private async purge(url: string, keys: string): Promise<string | null> {
    try {
      const res = await fetch(url, {
        method: 'PURGE',
        headers: { [PURGE_KEYS_HEADER]: keys },
        signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
      });
      await res.body?.cancel();
      return res.ok ? null : `status ${res.status}`;
    } catch (error) {
      return String(error);
    }
  }
}
