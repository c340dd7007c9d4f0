import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';

import fresh from 'fresh';

import type { SiteSnapshot } from '../site-version/site-version';
import { type ContentEncoding, encodeBody, responseEncoding } from './response-encoding';

/**
 * Headers that belong to one request or one encoding of the body, never kept; X-Request-Id and
 * Content-Length keep their place and get each reply's value.
 */
const NOT_KEPT = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
]);
const REQUEST_ID = 'X-Request-Id';
const CONTENT_LENGTH = 'Content-Length';
/** Express drops these from a 304, and compression() then adds no Vary. */
const NOT_IN_304 = new Set(['content-type', 'content-length', 'vary']);
/** A rough allowance for the headers and bookkeeping of one entry, in bytes. */
const ENTRY_OVERHEAD = 2048;

/** Node has it on every outgoing message; @types/node declares it on ClientRequest only. */
interface RawHeaderNames {
  getRawHeaderNames(): string[];
}

/** A 200 answer the pipeline gave a visitor, kept with the site snapshot it was computed at. */
export class CachedResponse {
  /** As sent, names in their case and order. */
  private readonly headers: OutgoingHttpHeaders;
  private readonly notModifiedHeaders: OutgoingHttpHeaders;
  private readonly etag: string | undefined;
  private readonly cacheControl: string | undefined;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();
  private encodedBytes = 0;

  constructor(
    readonly snapshot: SiteSnapshot,
    /** The route template, for the request metrics. */
    readonly route: string,
    sent: ServerResponse,
    readonly body: Buffer,
  ) {
    const names = (sent as unknown as RawHeaderNames)
      .getRawHeaderNames()
      .filter((name) => !NOT_KEPT.has(name.toLowerCase()));
    this.headers = Object.fromEntries(names.map((name) => [name, sent.getHeader(name)]));
    this.notModifiedHeaders = Object.fromEntries(
      Object.entries(this.headers).filter(([name]) => !NOT_IN_304.has(name.toLowerCase())),
    );
    this.etag = sent.getHeader('etag') as string | undefined;
    this.cacheControl = sent.getHeader('cache-control') as string | undefined;
  }

  /** Whether the answer `res` was sent may be given to any visitor. */
  static isShareable(res: Pick<ServerResponse, 'statusCode' | 'getHeader'>): boolean {
    const type = res.getHeader('content-type');
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    return (
      res.statusCode === 200 &&
      typeof type === 'string' &&
      type.startsWith('application/json') &&
      res.getHeader('set-cookie') === undefined &&
      res.getHeader('last-modified') === undefined &&
      !/\b(private|no-store)\b/.test(cacheControl)
    );
  }

  /** Bytes held: the body, its encodings made so far, and an allowance for the rest. */
  get size(): number {
    return this.body.length + this.encodedBytes + ENTRY_OVERHEAD;
  }

  /**
   * Answers `req` as the pipeline (Express and compression()) would have: 304 without a body
   * when its If-None-Match names this ETag, headers only for HEAD, else the body in the
   * negotiated encoding, compressed once and kept. Answers the status sent.
   */
  async reply(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<number> {
    // Shared answers carry no Last-Modified, so only If-None-Match can make them fresh.
    if (fresh(req.headers, { etag: this.etag })) {
      res.writeHead(304, { ...this.notModifiedHeaders, [REQUEST_ID]: requestId }).end();
      return 304;
    }
    const encoding = responseEncoding(req, this.body.length, this.cacheControl);
    const body = encoding === 'identity' ? this.body : await this.encode(encoding);
    res.writeHead(200, {
      ...this.headers,
      [REQUEST_ID]: requestId,
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      [CONTENT_LENGTH]: body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return 200;
  }

  private encode(encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = encodeBody(this.body, encoding);
      this.encoded.set(encoding, encoded);
      encoded.then(
        (buffer) => (this.encodedBytes += buffer.length),
        () => this.encoded.delete(encoding),
      );
    }
    return encoded;
  }
}
