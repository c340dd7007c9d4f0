import type { ClientRequest, IncomingMessage } from 'node:http';

/** What the proxy needs of Vite's proxy server (vite is installed per workspace, not here). */
interface ProxyServer {
  on(event: 'proxyReq', listener: (proxyReq: ClientRequest, req: IncomingMessage) => void): unknown;
}

interface ProxyOptions {
  target: string;
  configure: (proxy: ProxyServer) => void;
}

/**
 * The Vite dev servers' proxy of `/api` and `/media` to the Nest app (`DEV_API_URL`, default
 * http://localhost:3000), as `npm run dev` runs them.
 *
 * The API refuses writes whose `Origin` is not PUBLIC_URL's (common/same-origin.guard.ts), and a
 * page of the dev server sends its own origin. To the browser the dev server is one origin, pages
 * and API alike, as the app is in production: so the proxy drops `Origin` from requests of the
 * dev server's own pages, which the API then takes as it takes same-origin requests. A page of any
 * other site keeps its `Origin` and is refused. (Vite's own Host check, `server.allowedHosts`,
 * keeps a rebound DNS name from passing as the dev server.)
 */
export function devApiProxy(): Record<string, ProxyOptions> {
  const options: ProxyOptions = {
    target: process.env.DEV_API_URL ?? 'http://localhost:3000',
    configure: (proxy) => {
      proxy.on('proxyReq', (proxyReq, req) => {
        const origin = req.headers.origin;
        if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) {
          proxyReq.removeHeader('origin');
        }
      });
    },
  };
  return { '/api': options, '/media': options };
}
