import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import sharp from 'sharp';

/** What the stub does with every request. */
export type OmdbStubMode = 'ok' | 'error' | 'hang' | 'invalid-key';

export interface OmdbStub {
  url: string;
  /** The query strings of the requests received, oldest first. */
  requests: URLSearchParams[];
  setMode(mode: OmdbStubMode): void;
  close(): Promise<void>;
}

export const OMDB_TEST_KEY = 'test-omdb-key';

interface Title {
  Title: string;
  Year: string;
  imdbID: string;
  Type: 'movie' | 'series';
  Poster: string;
  Runtime: string;
  Director: string;
  Rated: string;
  Genre: string;
}

/** A few titles in OMDb's own spelling of fields and unknowns ('N/A'). */
export const OMDB_TITLES: Title[] = [
  {
    Title: 'Inception',
    Year: '2010',
    imdbID: 'tt1375666',
    Type: 'movie',
    Poster: '/posters/inception.jpg',
    Runtime: '148 min',
    Director: 'Christopher Nolan',
    Rated: 'PG-13',
    Genre: 'Action, Adventure, Sci-Fi, Thriller',
  },
  {
    Title: 'Inception: The Cobol Job',
    Year: '2010',
    imdbID: 'tt5295894',
    Type: 'movie',
    Poster: 'N/A',
    Runtime: 'N/A',
    Director: 'N/A',
    Rated: 'N/A',
    Genre: 'Animation, Short',
  },
  {
    Title: 'Severance',
    Year: '2022–',
    imdbID: 'tt11280740',
    Type: 'series',
    Poster: '/posters/severance.jpg',
    Runtime: '55 min',
    Director: 'N/A',
    Rated: 'TV-MA',
    Genre: 'Drama, Mystery, Sci-Fi',
  },
  {
    Title: 'Memento',
    Year: '2000',
    imdbID: 'tt0209144',
    Type: 'movie',
    // Gone from the image host: the stub answers 404.
    Poster: '/posters/memento.jpg',
    Runtime: '113 min',
    Director: 'Christopher Nolan',
    Rated: 'R',
    Genre: 'Mystery, Thriller',
  },
];

/** The posters the stub serves, as a poster host would: JPEGs of 300 x 450. */
const POSTER_COLOURS: Record<string, string> = {
  '/posters/inception.jpg': '#2a4d69',
  '/posters/severance.jpg': '#4b86b4',
};

/** Poster paths become URLs on the stub itself, which serves the images too. */
function withPosterUrls<T extends { Poster: string }>(title: T, base: string): T {
  return title.Poster.startsWith('/') ? { ...title, Poster: base + title.Poster.slice(1) } : title;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function answer(query: URLSearchParams, base: string): { status: number; body: unknown } {
  if (query.get('apikey') !== OMDB_TEST_KEY) {
    return { status: 401, body: { Response: 'False', Error: 'Invalid API key!' } };
  }
  const type = query.get('type');
  const ofType = OMDB_TITLES.filter((title) => !type || title.Type === type).map((title) =>
    withPosterUrls(title, base),
  );
  const search = query.get('s');
  if (search !== null) {
    const hits = ofType.filter((title) => title.Title.toLowerCase().includes(search.toLowerCase()));
    if (hits.length === 0) return { status: 200, body: { Response: 'False', Error: 'Movie not found!' } };
    const Search = hits.map(({ Title, Year, imdbID, Type, Poster }) => ({
      Title,
      Year,
      imdbID,
      Type,
      Poster,
    }));
    return { status: 200, body: { Search, totalResults: String(hits.length), Response: 'True' } };
  }
  const title = ofType.find((entry) => entry.imdbID === query.get('i'));
  if (!title) return { status: 200, body: { Response: 'False', Error: 'Incorrect IMDb ID.' } };
  return { status: 200, body: { ...title, Plot: 'A plot.', Response: 'True' } };
}

/** A local HTTP server speaking OMDb's JSON, for the autofill tests. */
export async function startOmdbStub(): Promise<OmdbStub> {
  let mode: OmdbStubMode = 'ok';
  const requests: URLSearchParams[] = [];
  const hanging = new Set<ServerResponse>();
  const posters = new Map<string, Buffer>();
  for (const [path, colour] of Object.entries(POSTER_COLOURS)) {
    posters.set(
      path,
      await sharp({ create: { width: 300, height: 450, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    );
  }
  let base = '';
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const requested = new URL(req.url ?? '/', 'http://stub');
    if (requested.pathname.startsWith('/posters/')) {
      const poster = posters.get(requested.pathname);
      if (!poster) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return void res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(poster);
    }
    const query = requested.searchParams;
    requests.push(query);
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'error')
      return void res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Oops</h1>');
    if (mode === 'invalid-key') query.set('apikey', 'wrong');
    const { status, body } = answer(query, base);
    send(res, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}/`;
  return {
    url: base,
    requests,
    setMode: (next) => {
      mode = next;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
