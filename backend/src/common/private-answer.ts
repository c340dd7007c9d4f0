import type { ServerResponse } from 'node:http';

/** Every answer unless it is a visitor's public read: only the browser that asked may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** Headers of ours live on the Node response (app.setup.ts), which Fastify merges into its own. */
export function keepPrivate(res: ServerResponse): void {
  res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  res.removeHeader('Surrogate-Key');
}

/** Adds a field to the answer's Vary header unless it is there already. */
export function vary(res: ServerResponse, field: string): void {
  const current = res.getHeader('Vary');
  if (current === undefined) {
    res.setHeader('Vary', field);
    return;
  }
  const fields = String(current)
    .split(',')
    .map((name) => name.trim().toLowerCase());
  if (!fields.includes(field.toLowerCase()) && !fields.includes('*')) {
    res.setHeader('Vary', `${String(current)}, ${field}`);
  }
}
