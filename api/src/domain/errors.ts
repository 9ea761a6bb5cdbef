import {
  DETAIL_MESSAGES,
  type DetailKey,
  ERROR_MESSAGES,
  type ErrorCode,
} from '@app/shared-contracts/errors';

export type { DetailKey, ErrorCode };

export interface DomainErrorOptions {
  /** Which case of the code (a key of the shared catalogue's DETAIL_MESSAGES), when it has one. */
  detail?: DetailKey;
  /** Carried in the answer beside the code, e.g. `{ course_id }`. */
  data?: Record<string, unknown>;
}

/**
 * A rule said no. It carries the spec's code and nothing about HTTP: the api's error handler
 * chooses the status (one table) and the Arabic message (the shared catalogue).
 */
export class DomainError extends Error {
  readonly detail: DetailKey | undefined;
  readonly data: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    opts: DomainErrorOptions = {},
  ) {
    super(code);
    this.name = 'DomainError';
    this.detail = opts.detail;
    this.data = opts.data ?? {};
  }
}

/** The Arabic text of a domain error in the shared catalogue (its case first, then its code). */
export const messageOf = (err: DomainError): string =>
  (err.detail && DETAIL_MESSAGES[err.detail]) || ERROR_MESSAGES[err.code];

export const isDomainError = (err: unknown, code?: ErrorCode): err is DomainError =>
  err instanceof DomainError && (code === undefined || err.code === code);

/** Input refused field by field (rules a schema cannot express: taken e-mail, bad phone). */
export class FieldError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? DETAIL_MESSAGES.invalid);
    this.name = 'FieldError';
  }
}

/** One field refused with a case of the shared catalogue (or a message already in Arabic). */
export const fieldError = (field: string, detail: DetailKey) =>
  new FieldError({ [field]: [DETAIL_MESSAGES[detail]] });
