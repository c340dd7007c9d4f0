import type { IncomingMessage, Server } from 'node:http';

import { UnsupportedMediaTypeException } from '@nestjs/common';
import { DATA_IMPORT, MEDIA_LIMITS } from '@reviews/libs/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** 1 MB, as JSON bodies were limited before (body-parser's `1mb`). */
export const BODY_LIMIT = 1024 * 1024;
/** A file's few small fields and the multipart framing around them. */
const FRAMING = 64 * 1024;
/**
 * The routes that read multipart/form-data, each with the most its body may hold: the image
 * upload (product.md §9) and a member's data import (§17). Every other route takes JSON only.
 */
const UPLOAD_ROUTES = [
  { method: 'POST', url: '/api/media', limit: MEDIA_LIMITS.bytes + FRAMING },
  { method: 'POST', url: '/api/me/import', limit: DATA_IMPORT.maxBytes + FRAMING },
] as const;
/**
 * A body refused unread is read and thrown away, up to this much, so that a client that writes
 * its whole body before reading (most do) gets to read the answer; past it the connection closes.
 */
const DRAIN_LIMIT = 32 * 1024 * 1024;
/** ... and for as long as the client keeps sending; this long without a byte, it closes. */
const DRAIN_IDLE_MS = 5_000;

const MULTIPART = /^multipart\/form-data\b/i;
const JSON_ONLY = 'Send the request body as application/json';

/** Requests answered `100 Continue` (the others were refused before their body was sent). */
const continued = new WeakSet<IncomingMessage>();

/** The upload route a request is for; undefined for every route that takes no multipart body. */
function uploadRoute(method: string | undefined, url: string | undefined) {
  const path = (url ?? '').split('?')[0].replace(/\/$/, '');
  return UPLOAD_ROUTES.find((route) => route.method === method && route.url === path);
}

function hasBody(raw: IncomingMessage): boolean {
  return Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
}

/** Whether a request would be refused for its type or declared size, before its body is read. */
function refusedByHead(raw: IncomingMessage): boolean {
  const multipart = MULTIPART.test(raw.headers['content-type'] ?? '');
  const upload = uploadRoute(raw.method, raw.url);
  if (multipart !== (upload !== undefined)) return multipart;
  const length = Number(raw.headers['content-length']);
  return length > (upload?.limit ?? BODY_LIMIT);
}

/**
 * `Expect: 100-continue`: Node would answer `100 Continue` to everything; only a body that will
 * be read is asked for. A refused one gets its final answer (413, 415) at once, from the routes
 * as usual, and the client never sends it.
 */
export function continueOnlyReadableBodies(server: Server): void {
  server.on('checkContinue', (request: IncomingMessage, response) => {
    if (!refusedByHead(request)) {
      continued.add(request);
      response.writeContinue();
    }
    server.emit('request', request, response);
  });
}

/**
 * multipart/form-data is read by the upload routes alone (@fastify/multipart registers its parser
 * for every route): everywhere else it is refused as any body but JSON is, before it is read.
 */
export function refuseMultipartOutsideUploads(request: FastifyRequest): void {
  if (!MULTIPART.test(request.headers['content-type'] ?? '') || !hasBody(request.raw)) return;
  if (uploadRoute(request.method, request.routeOptions.url ?? request.url)) return;
  throw new UnsupportedMediaTypeException(JSON_ONLY);
}

/**
 * An answer sent before the request's body was read (a 413 by Content-Length, a 415, a refusal
 * mid-upload): Fastify would close the connection at once, and a client still writing gets a
 * reset instead of the answer. The body is read and dropped instead, up to DRAIN_LIMIT or
 * until the client goes quiet, and the connection stays usable; a client that was refused before
 * `100 Continue` sends no body, so its connection closes after the answer.
 */
export function drainUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || !hasBody(raw)) return;
  const expectsContinue = /100-continue/i.test(String(raw.headers.expect ?? ''));
  if (expectsContinue && !continued.has(raw)) {
    reply.header('connection', 'close');
    return;
  }
  reply.removeHeader('connection');
  const socket = raw.socket;
  let drained = 0;
  const close = () => socket.destroy();
  const idle = setTimeout(close, DRAIN_IDLE_MS);
  const stop = () => clearTimeout(idle);
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) close();
    else idle.refresh();
  });
  raw.once('end', stop);
  socket.once('close', stop);
  raw.resume();
}
