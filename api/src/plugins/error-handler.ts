import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiError, FieldError, MESSAGES } from '../lib/errors';
import { issuesToFieldErrors } from '../lib/validation';

const BODY_PARSE_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
  'FST_ERR_CTP_BODY_TOO_LARGE',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * One place turns every failure into the documented bodies:
 * 422 `{ message, errors }`, `{ error: CODE, message }` for known failures, and a bare 500 otherwise.
 * Internals (stack, SQL, library messages) are logged, never sent.
 */
export function installErrorHandler(app: FastifyInstance, opts: { shellDist: string | null }): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.statusCode).send({ error: err.code, message: err.message, ...err.extra });
    }
    if (err instanceof FieldError) {
      return reply.status(422).send({ message: err.message, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = issuesToFieldErrors(err.validation, err.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? MESSAGES.invalid;
      return reply.status(422).send({ message: first, errors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send({ error: 'INTERNAL_ERROR', message: MESSAGES.internal });
    }
    const status = err.statusCode ?? 500;
    if (
      status === 413 ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      err.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      return reply.status(413).send({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.tooLarge });
    }
    if (status === 429) {
      return reply.status(429).send({ error: 'RATE_LIMITED', message: MESSAGES.rateLimited });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.unsupportedMedia });
    }
    if ((err.code && BODY_PARSE_CODES.has(err.code)) || (status >= 400 && status < 500 && err.validation)) {
      return reply.status(422).send({ message: MESSAGES.invalid, errors: { body: [MESSAGES.invalid] } });
    }
    if (status >= 400 && status < 500) {
      req.log.info({ err }, 'client error');
      return reply
        .status(status)
        .send({ error: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', message: MESSAGES.invalid });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL_ERROR', message: MESSAGES.internal });
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const reserved = /^\/(v1|uploads|remotes)(\/|$)/.test(path) || path === '/mfe-registry.json';
    // Client-side routes of the shell (SPA): a GET for a path without an extension gets index.html.
    if (opts.shellDist && req.method === 'GET' && !reserved && !/\.[a-z0-9]+$/i.test(path)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', opts.shellDist, { cacheControl: false });
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: MESSAGES.routeNotFound });
  });
}
