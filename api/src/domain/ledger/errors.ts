import { ApiError } from '../../lib/errors';

/** Arabic messages of the money codes (spec 1 §8, spec 2 §8, spec 3 §8). */
export const MONEY_MESSAGES = {
  BALANCE_NOT_ENOUGH: 'رصيد المحفظة غير كافي لإتمام العملية',
  INVALID_PAYCARD_CODE: 'كود بطاقة الدفع غير صحيح',
  USED_PAYCARD: 'البطاقة مُستخدمة سابقاً',
  EXPIRED_PAYCARD: 'البطاقة منتهية الصلاحية',
  PAYCARD_USED_BY_ANOTHER_USER: 'البطاقة مستخدمة من قبل حساب آخر ولا يمكن لغيره استخدامها',
  PAYCARD_TARGET_VALIDATION_FAILD: 'لا يمكن شراء هذا العنصر بالبطاقة المُدخلة',
  PAYCARD_MAX_PRICE_EXCEEDED: 'قيمة البطاقة أقل من سعر العنصر',
  LIMIT_EXCEEDED: 'العدد المسموح به من الطلاب للدورة مكتمل',
  ALREADY_JOINED: 'لقد انضممت للدورة من قبل',
  ALREADY_PURCHASED: 'لقد حصلت على الدورة سابقاً',
  NO_ENOUGH_BALANCE: 'رصيدك غير كافٍ لإتمام العملية',
  WALLET_NOT_FOUND: 'لم يتم العثور على المحفظة المستلمة',
  CANNOT_TRANSFER_TO_YOURSELF: 'لا يمكنك تحويل رصيد إلى محفظتك!',
  FEATURE_DISABLED: 'هذه الخدمة غير متاحة حالياً',
  VALIDATION_FAILED: 'البيانات المدخلة غير صحيحة',
  NOT_FOUND: 'العنصر المطلوب غير موجود',
} as const;

export type DomainCode = keyof typeof MONEY_MESSAGES;

const STATUS: Record<DomainCode, number> = {
  BALANCE_NOT_ENOUGH: 409,
  INVALID_PAYCARD_CODE: 409,
  USED_PAYCARD: 409,
  EXPIRED_PAYCARD: 409,
  PAYCARD_USED_BY_ANOTHER_USER: 409,
  PAYCARD_TARGET_VALIDATION_FAILD: 409,
  PAYCARD_MAX_PRICE_EXCEEDED: 409,
  LIMIT_EXCEEDED: 409,
  ALREADY_JOINED: 409,
  ALREADY_PURCHASED: 409,
  NO_ENOUGH_BALANCE: 409,
  WALLET_NOT_FOUND: 404,
  CANNOT_TRANSFER_TO_YOURSELF: 409,
  FEATURE_DISABLED: 403,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
};

/**
 * A business rule said no. The domain stays free of HTTP: the status is only a hint that the
 * api's error handler (which knows ApiError) turns into `{ error: CODE, message }`.
 */
export class DomainError extends ApiError {
  constructor(
    override readonly code: DomainCode,
    message: string = MONEY_MESSAGES[code],
  ) {
    super(STATUS[code], code, message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (err: unknown, code?: DomainCode): err is DomainError =>
  err instanceof DomainError && (code === undefined || err.code === code);
