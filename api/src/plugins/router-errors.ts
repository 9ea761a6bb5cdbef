import type { Socket } from 'node:net';
import { DETAIL_MESSAGES, ERROR_MESSAGES, type ErrorCode } from '@app/shared-contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { S3Config } from '../lib/storage';
import { staticSecurityHeaders } from './security-headers';

/*
 * Answers given before any route or hook runs: the router's (a url it cannot decode, a parameter
 * past maxParamLength) and Node's HTTP parser's (a malformed request, headers past 16 KB, a request
 * not received within requestTimeout). They skip helmet's onRequest hook, so they carry the
 * policy's headers themselves, and the documented `{ error, message }` body.
 */

/** Fastify's `frameworkErrors`: 400 BAD_REQUEST for a bad url, 414 for a parameter too long. */
export function frameworkErrors(s3: S3Config | undefined) {
  const headers = staticSecurityHeaders(s3);
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    // A parameter that long names no record (the longest valid one is a 200-character token).
    const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const code: ErrorCode = tooLong ? 'NOT_FOUND' : 'BAD_REQUEST';
    void reply
      .headers(headers)
      .status(tooLong ? 414 : 400)
      .send({ error: code, message: ERROR_MESSAGES[code] });
  };
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Status, code and message of an error of Node's HTTP server (`clientError`). */
function answerOf(errCode: string | undefined): [number, ErrorCode, string] {
  if (errCode === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'BAD_REQUEST', DETAIL_MESSAGES.requestTimeout];
  if (errCode === 'HPE_HEADER_OVERFLOW') return [431, 'PAYLOAD_TOO_LARGE', ERROR_MESSAGES.PAYLOAD_TOO_LARGE];
  return [400, 'BAD_REQUEST', ERROR_MESSAGES.BAD_REQUEST];
}

/**
 * Fastify's `clientErrorHandler`: the raw answer to what Node's parser refuses (408 when the
 * request was not all received in time, 431 for headers or a url past 16 KB, 400 otherwise), then
 * the connection is closed.
 */
export function clientErrorHandler(s3: S3Config | undefined) {
  const headerLines = Object.entries(staticSecurityHeaders(s3))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function onClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, code, message] = answerOf(err.code);
    this.log.debug({ code: err.code }, 'client error');
    // Not when an answer to this request has started (a timeout while a slow route answers).
    const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (socket.writable && !started) {
      const body = JSON.stringify({ error: code, message });
      socket.write(
        `HTTP/1.1 ${status} ${REASONS[status]}\r\n${headerLines}` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}
