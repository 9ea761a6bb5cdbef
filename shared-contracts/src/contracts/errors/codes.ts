// Every error code the api may answer in `{ error: CODE }`. The first block comes from the three
// spec catalogues (spelling kept, including PAYCARD_TARGET_VALIDATION_FAILD); the second block is
// our choice for the calls whose codes the spec leaves open (auth, reset, generic failures).
export const SPEC_ERROR_CODES = [
  'LIMIT_EXCEEDED',
  'ALREADY_JOINED',
  'ALREADY_PURCHASED',
  'INVALID_PAYCARD_CODE',
  'USED_PAYCARD',
  'EXPIRED_PAYCARD',
  'PAYCARD_USED_BY_ANOTHER_USER',
  'PAYCARD_TARGET_VALIDATION_FAILD',
  'PAYCARD_MAX_PRICE_EXCEEDED',
  'BALANCE_NOT_ENOUGH',
  'WRONG_OLD_PASSWORD',
  'EXAM_NOT_FOUND',
  'EXAM_NOT_STARTED',
  'EXAM_ENDED',
  'EXAM_NOT_ACTIVE',
  'SESSION_NOT_FOUND',
  'NO_ENOUGH_BALANCE',
  'WALLET_NOT_FOUND',
  'CANNOT_TRANSFER_TO_YOURSELF',
  'LESS_THAN_MIN_AMOUNT',
] as const;

export const CHOSEN_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_TAKEN',
  'INVALID_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
  'NOT_FOUND',
  'VALIDATION_FAILED',
  'FEATURE_DISABLED',
  'INVALID_RESET_TOKEN',
  'EMAIL_ALREADY_VERIFIED',
  // An Idempotency-Key sent again with a different request (422).
  'IDEMPOTENCY_KEY_REUSED',
  // Transport-level answers of the api's one error handler.
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL_ERROR',
  // Lectures and videos (issue 10): contents or a video of a lecture the caller has no access to
  // (403, carries course_id), a video at its views limit, a media link expired or tampered with.
  'LECTURE_NOT_PURCHASED',
  'VIEWS_LIMIT_EXCEEDED',
  'MEDIA_LINK_INVALID',
  // A credit (top-up, card, transfer received, staff correction) that would take a wallet past
  // MONEY_LIMITS.maxBalance (409).
  'BALANCE_LIMIT_EXCEEDED',
  // Staff students (issue 32): a login of a student staff blocked (403), and a login past the
  // max_devices_per_student setting while that many sign-ins are live (403).
  'ACCOUNT_BLOCKED',
  'DEVICE_LIMIT_REACHED',
  // Staff api (issue 32, decision 0036): a student on any /v1/staff route, a staff member on a
  // route their role may not use (403).
  'STAFF_ONLY',
  'ROLE_FORBIDDEN',
] as const;

export const ERROR_CODES = [...SPEC_ERROR_CODES, ...CHOSEN_ERROR_CODES] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
