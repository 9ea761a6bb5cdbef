/**
 * A failure the client is meant to read: `{ error: CODE, message }` with an Arabic message.
 * Anything else thrown inside a route becomes a 500 without details (see plugins/error-handler).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** 422 with `errors` keyed by field, for rules a schema cannot express (taken e-mail, bad phone). */
export class FieldError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors)[0]?.[0] ?? 'البيانات المدخلة غير صحيحة');
  }
}

export const fieldError = (field: string, message: string) => new FieldError({ [field]: [message] });

export const MESSAGES = {
  invalid: 'البيانات المدخلة غير صحيحة',
  unauthenticated: 'يجب تسجيل الدخول أولاً',
  notFound: 'العنصر المطلوب غير موجود',
  routeNotFound: 'المسار المطلوب غير موجود',
  internal: 'حدثت مشكلة أثناء تنفيذ طلبك',
  tooLarge: 'حجم البيانات المرسلة أكبر من المسموح',
  rateLimited: 'محاولات كثيرة، انتظر قليلاً ثم حاول مرة أخرى',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  emailTaken: 'البريد الإلكتروني مستخدم من قبل',
  invalidCode: 'الكود غير صحيح',
  codeExpired: 'انتهت صلاحية الكود، اطلب كوداً جديداً',
  tooManyAttempts: 'تجاوزت عدد المحاولات المسموح، اطلب كوداً جديداً',
  wrongOldPassword: 'كلمة المرور الحالية غير صحيحة',
  invalidResetToken: 'رابط تغيير كلمة المرور غير صالح أو منتهي',
  alreadyVerified: 'تم تأكيد البريد الإلكتروني من قبل',
  forbidden: 'ليس لديك صلاحية لتنفيذ هذا الطلب',
  unsupportedMedia: 'نوع البيانات المرسلة غير مدعوم',
} as const;

export const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', MESSAGES.unauthenticated);
export const notFound = (message: string = MESSAGES.notFound) => new ApiError(404, 'NOT_FOUND', message);
