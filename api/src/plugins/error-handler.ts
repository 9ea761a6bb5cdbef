import { DETAIL_MESSAGES, ERROR_MESSAGES, type ErrorCode } from '@app/shared-contracts/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, FieldError } from '../domain/errors';
import { loggableError } from '../lib/loggable-error';
import { issuesToFieldErrors } from '../lib/validation';
import type { ShellPageSender } from './serve-static';

/** The HTTP status of every code: the only place a domain code meets HTTP. */
export const STATUS_OF: Record<ErrorCode, number> = {
  LIMIT_EXCEEDED: 409,
  ALREADY_JOINED: 409,
  ALREADY_PURCHASED: 409,
  INVALID_PAYCARD_CODE: 409,
  USED_PAYCARD: 409,
  EXPIRED_PAYCARD: 409,
  PAYCARD_USED_BY_ANOTHER_USER: 409,
  PAYCARD_TARGET_VALIDATION_FAILD: 409,
  PAYCARD_MAX_PRICE_EXCEEDED: 409,
  BALANCE_NOT_ENOUGH: 409,
  WRONG_OLD_PASSWORD: 400,
  EXAM_NOT_FOUND: 404,
  EXAM_NOT_STARTED: 409,
  EXAM_ENDED: 409,
  EXAM_NOT_ACTIVE: 409,
  SESSION_NOT_FOUND: 404,
  NO_ENOUGH_BALANCE: 409,
  WALLET_NOT_FOUND: 404,
  CANNOT_TRANSFER_TO_YOURSELF: 409,
  LESS_THAN_MIN_AMOUNT: 409,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 422,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  TOO_MANY_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  FEATURE_DISABLED: 403,
  INVALID_RESET_TOKEN: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  BAD_REQUEST: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL_ERROR: 500,
  LECTURE_NOT_PURCHASED: 403,
  VIEWS_LIMIT_EXCEEDED: 409,
  MEDIA_LINK_INVALID: 403,
  BALANCE_LIMIT_EXCEEDED: 409,
  ACCOUNT_BLOCKED: 403,
  DEVICE_LIMIT_REACHED: 403,
  STAFF_ONLY: 403,
  ROLE_FORBIDDEN: 403,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A screen's message table (shared-contracts) wording the codes for this call, e.g. a lecture. */
    messages?: Partial<Record<string, string>>;
  }
}

/** The answer of a code: `{ error, message, ...data }` with the catalogue's Arabic message. */
export function errorBody(code: ErrorCode, req?: FastifyRequest, err?: DomainError) {
  const table = req?.routeOptions?.config?.messages;
  const message = (err?.detail && DETAIL_MESSAGES[err.detail]) || table?.[code] || ERROR_MESSAGES[code];
  return { error: code, message, ...err?.data };
}

const INVALID = DETAIL_MESSAGES.invalid;

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
export function installErrorHandler(
  app: FastifyInstance,
  opts: { sendShellPage: ShellPageSender | null },
): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof DomainError) {
      return reply.status(STATUS_OF[err.code]).send(errorBody(err.code, req, err));
    }
    if (err instanceof FieldError) {
      return reply.status(422).send({ message: err.message, errors: err.errors });
    }
    // A path that names no record (`/courses/0x1`, an id past 2^31) is a missing record, not bad input.
    if (hasZodFastifySchemaValidationErrors(err) && err.validationContext === 'params') {
      return reply.status(404).send(errorBody('NOT_FOUND'));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = issuesToFieldErrors(err.validation, err.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? INVALID;
      return reply.status(422).send({ message: first, errors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'response does not match its schema');
      return reply.status(500).send(errorBody('INTERNAL_ERROR'));
    }
    const status = err.statusCode ?? 500;
    if (
      status === 413 ||
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      err.code === 'FST_REQ_FILE_TOO_LARGE'
    ) {
      return reply.status(413).send(errorBody('PAYLOAD_TOO_LARGE'));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody('RATE_LIMITED'));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE'));
    }
    if ((err.code && BODY_PARSE_CODES.has(err.code)) || (status >= 400 && status < 500 && err.validation)) {
      return reply.status(422).send({ message: INVALID, errors: { body: [INVALID] } });
    }
    if (status >= 400 && status < 500) {
      req.log.info({ err: loggableError(err) }, 'client error');
      return reply.status(status).send(errorBody(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const reserved = /^\/(v1|uploads|remotes)(\/|$)/.test(path) || path === '/mfe-registry.json';
    // Client-side routes of the shell (SPA): a GET for a path without an extension gets index.html.
    if (opts.sendShellPage && req.method === 'GET' && !reserved && !/\.[a-z0-9]+$/i.test(path)) {
      return opts.sendShellPage(req, reply);
    }
    return reply.status(404).send({ error: 'NOT_FOUND', message: DETAIL_MESSAGES.routeNotFound });
  });
}
