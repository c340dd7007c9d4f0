/** Receives the duration of every query: its first SQL keyword (bounded set) and seconds. */
export type QueryObserver = (operation: QueryOperation, seconds: number) => void;

export type QueryOperation = 'select' | 'insert' | 'update' | 'delete' | 'other';

const OPERATIONS = new Set<string>(['select', 'insert', 'update', 'delete']);
const FIRST_WORD = /^\s*([a-z]+)/i;

/**
 * Begins the queries /metrics itself makes at each scrape (the job queue's and the outbox's
 * figures): they are not counted in the query metrics, which tell what the app's work costs.
 */
export const SCRAPE_QUERY = '/* scrape */';

function sqlText(query: unknown): unknown {
  return typeof query === 'object' && query !== null ? (query as { text?: unknown }).text : query;
}

/** The kind of statement from its first keyword; takes the SQL text or a `{ text }` query config. */
function queryOperation(query: unknown): QueryOperation {
  const text = sqlText(query);
  if (typeof text !== 'string') return 'other';
  const word = FIRST_WORD.exec(text)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? (word as QueryOperation) : 'other';
}

/**
 * Times queries for whoever observes them (the metrics module). Costs one clock read and one
 * callback per query; without an observer, nothing but the clock.
 */
export class QueryTiming {
  private observer: QueryObserver | null = null;

  observe(observer: QueryObserver): void {
    this.observer = observer;
  }

  /** Runs `query` and reports its duration once it settles, success or failure. */
  time<T>(text: unknown, query: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const promise = query();
    const done = (): void => this.report(text, started);
    promise.then(done, done);
    return promise;
  }

  /** Wraps a node-style callback so it reports the duration before running. */
  timeCallback(text: unknown, callback: (...args: unknown[]) => unknown): (...args: unknown[]) => unknown {
    const started = performance.now();
    return (...args) => {
      this.report(text, started);
      return callback(...args);
    };
  }

  private report(text: unknown, started: number): void {
    const sql = sqlText(text);
    if (typeof sql === 'string' && sql.startsWith(SCRAPE_QUERY)) return;
    this.observer?.(queryOperation(text), (performance.now() - started) / 1000);
  }
}
