import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
    Poster: 'https://img.example/inception.jpg',
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
    Poster: 'https://img.example/severance.jpg',
    Runtime: '55 min',
    Director: 'N/A',
    Rated: 'TV-MA',
    Genre: 'Drama, Mystery, Sci-Fi',
  },
];

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function answer(query: URLSearchParams): { status: number; body: unknown } {
  if (query.get('apikey') !== OMDB_TEST_KEY) {
    return { status: 401, body: { Response: 'False', Error: 'Invalid API key!' } };
  }
  const type = query.get('type');
  const ofType = OMDB_TITLES.filter((title) => !type || title.Type === type);
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
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const query = new URL(req.url ?? '/', 'http://stub').searchParams;
    requests.push(query);
    if (mode === 'hang') return void hanging.add(res);
    if (mode === 'error')
      return void res.writeHead(500, { 'Content-Type': 'text/html' }).end('<h1>Oops</h1>');
    if (mode === 'invalid-key') query.set('apikey', 'wrong');
    const { status, body } = answer(query);
    send(res, status, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
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
