import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import Negotiator from 'negotiator';

export type ContentEncoding = 'identity' | 'br' | 'gzip' | 'deflate';

/** compression()'s threshold (configureApp passes it): smaller bodies go out as they are. */
export const COMPRESSION_THRESHOLD = 1024;

// compression()'s own choices, mirrored so that a cached answer is encoded as the pipeline would.
const SUPPORTED: ContentEncoding[] = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED: ContentEncoding[] = ['br', 'gzip'];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

const compressors: Record<Exclude<ContentEncoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(zlib.brotliCompress)(body, BROTLI_OPTIONS),
  gzip: promisify(zlib.gzip),
  deflate: promisify(zlib.deflate),
};

// @types/negotiator lacks the second parameter (the server's preference among equals).
type EncodingChoice = (available: ContentEncoding[], preferred: ContentEncoding[]) => string | undefined;

/**
 * The encoding compression() gives a JSON body of `length` bytes for this request: none for
 * HEAD, small bodies, `Cache-Control: no-transform` or a request without Accept-Encoding;
 * otherwise the client's choice, brotli then gzip among equals.
 */
export function responseEncoding(
  req: IncomingMessage,
  length: number,
  cacheControl?: string,
): ContentEncoding {
  if (req.method === 'HEAD' || length < COMPRESSION_THRESHOLD || !req.headers['accept-encoding']) {
    return 'identity';
  }
  if (cacheControl !== undefined && NO_TRANSFORM.test(cacheControl)) return 'identity';
  const negotiator = new Negotiator(req);
  const choice = (negotiator.encoding as unknown as EncodingChoice).call(negotiator, SUPPORTED, PREFERRED);
  return SUPPORTED.includes(choice as ContentEncoding) ? (choice as ContentEncoding) : 'identity';
}

/** The body in that encoding, at compression()'s default settings. */
export function encodeBody(body: Buffer, encoding: Exclude<ContentEncoding, 'identity'>): Promise<Buffer> {
  return compressors[encoding](body);
}
