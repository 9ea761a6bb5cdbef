import { AMOUNT_MESSAGES } from '../schemas/values';
import type { MessageTable } from './message-for';

// Arabic messages of the three error catalogues. Spec 2's Arabic is kept verbatim; specs 1 and 3
// are translated. Each table maps codes to messages and carries its fallback (and success texts).

const LIMIT_EXCEEDED = 'اكتمل العدد المسموح به من الطلاب في هذه الدورة';

export const joinMessages = {
  LIMIT_EXCEEDED,
  ALREADY_JOINED: 'لقد انضممت إلى هذه الدورة من قبل',
  fallback: 'حدثت مشكلة أثناء الانضمام',
  success: 'تم الانضمام إلى الدورة بنجاح',
} satisfies MessageTable;

export const coursePurchaseMessages = {
  LIMIT_EXCEEDED,
  INVALID_PAYCARD_CODE: 'كود بطاقة الدفع غير صحيح',
  ALREADY_PURCHASED: 'لقد حصلت على الدورة سابقاً',
  USED_PAYCARD: 'البطاقة مُستخدمة سابقاً',
  EXPIRED_PAYCARD: 'البطاقة منتهية الصلاحية',
  PAYCARD_USED_BY_ANOTHER_USER: 'البطاقة مستخدمة من قبل حساب آخر ولا يمكن لغيره استخدامها',
  PAYCARD_TARGET_VALIDATION_FAILD: 'هذه الدورة لا يمكن شراؤها بالبطاقة المُدخلة',
  PAYCARD_MAX_PRICE_EXCEEDED: 'قيمة البطاقة أقل من سعر الدورة',
  BALANCE_NOT_ENOUGH: 'رصيد المحفظة غير كافي لإتمام العملية',
  fallback: 'حدثت مشكلة أثناء تنفيذ طلبك',
  success: 'لقد حصلت على الدورة بنجاح',
  invalidCode: 'أدخل كود البطاقة بشكل صحيح',
} satisfies MessageTable;

/** Spec 2 §8, verbatim. */
export const lecturePurchaseMessages = {
  INVALID_PAYCARD_CODE: 'كود بطاقة الدفع غير صحيح',
  ALREADY_PURCHASED: 'لقد حصلت على المحاضرة سابقاً',
  USED_PAYCARD: 'البطاقة مُستخدمة سابقاً',
  EXPIRED_PAYCARD: 'البطاقة منتهية الصلاحية',
  PAYCARD_USED_BY_ANOTHER_USER: 'البطاقة مستخدمة من قبل حساب آخر ولا يمكن لغيره استخدامها',
  PAYCARD_TARGET_VALIDATION_FAILD: 'هذه المحاضرة لا يمكن شراؤها بالبطاقة المُدخلة',
  PAYCARD_MAX_PRICE_EXCEEDED: 'قيمة البطاقة أقل من سعر المحاضرة',
  BALANCE_NOT_ENOUGH: 'رصيد المحفظة غير كافي لإتمام العملية',
  fallback: 'حدثت مشكلة أثناء تنفيذ طلبك',
  success: 'لقد حصلت على المحاضرة بنجاح',
  invalidCode: 'أدخل كود البطاقة بشكل صحيح',
} satisfies MessageTable;

/** Exam details opened from a course or lecture (spec 2 §8). */
export const examMessages = {
  EXAM_NOT_FOUND: 'الامتحان غير موجود',
  EXAM_NOT_STARTED: 'لم يبدأ الامتحان بعد، انتظر حتى يأتي وقت الامتحان',
  EXAM_ENDED: 'انتهى الوقت المسموح فيه بدخول الامتحان',
  fallback: 'حدثت مشكلة أثناء جلب بيانات الامتحان',
} satisfies MessageTable;

/** Exam details on the code entry page: a wrong code reads differently. */
export const examCodeMessages = {
  ...examMessages,
  EXAM_NOT_FOUND: 'الكود الذي أدخلته غير صحيح',
} satisfies MessageTable;

export const examSessionMessages = {
  EXAM_NOT_ACTIVE: 'ﻻ يمكن بدء الامتحان في الوقت الحالي',
  SESSION_NOT_FOUND: 'الجلسة غير موجودة',
  fallback: 'حدثت مشكلة أثناء تحميل البيانات',
} satisfies MessageTable;

export const examSubmitMessages = {
  fallback: 'حدثت مشكلة أثناء إرسال الإجابات',
  success: 'تم إرسال الإجابات بنجاح',
} satisfies MessageTable;

export const lectureContentsMessages = {
  fallback: 'حدثت مشكلة أثناء تحميل البيانات',
  /** the error carries course_id: redirect to the course */
  mustPurchase: 'يتعين عليك شراء المحاضرة أولاً',
  /** contents dialog */
  dialogFallback: 'حدثت مشكلة أثناء جلب الفيديوهات',
} satisfies MessageTable;

export const loadMessages = {
  fallback: 'حدثت مشكلة أثناء تحميل البيانات',
  video: 'حدثت مشكلة أثناء جلب الفيديو، حاول مرة أخرى',
  courses: 'حدثت مشكلة أثناء تحميل الدورات',
  wallet: 'حدثت مشكلة أثناء تحميل بيانات المحفظة',
  attachments: 'حدثت مشكلة أثناء تحميل المذكرات',
  network: 'تعذّر الاتصال بالخادم، تحقق من اتصالك بالإنترنت',
} satisfies MessageTable;

export const passwordChangeMessages = {
  WRONG_OLD_PASSWORD: 'كلمة المرور الحالية غير صحيحة',
  fallback: 'حدثت مشكلة أثناء تغيير كلمة المرور',
  success: 'تم تغيير كلمة المرور بنجاح',
  emptyFields: 'لا تترك الحقول فارغة',
} satisfies MessageTable;

export const profileMessages = {
  fallback: 'حدثت مشكلة أثناء الحفظ',
  success: 'تم حفظ التغييرات بنجاح',
  avatarSuccess: 'تم تغيير الصورة بنجاح',
  avatarFailure: 'حدثت مشكلة أثناء تغيير الصورة',
  avatarNotImage: 'يجب اختيار ملف صورة',
  invalidPhone: 'صيغة الرقم غير صحيحة',
  mustComplete: 'يجب عليك استكمال بيانات حسابك لتتمكن من استخدام التطبيق',
} satisfies MessageTable;

export const startupMessages = {
  fallback: 'حدثت مشكلة أثناء تحميل البيانات',
  appData: '(1) تعذّر تحميل بيانات التطبيق، أعد فتح التطبيق',
  authCheck: '(2) تعذّر التحقق من بياناتك، أعد فتح التطبيق',
  home: 'حدثت مشكلة أثناء تحميل البيانات',
} satisfies MessageTable;

/** Our codes for login, register, verify and reset (the spec leaves them open). */
export const authMessages = {
  INVALID_CREDENTIALS: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  EMAIL_TAKEN: 'البريد الإلكتروني مسجل من قبل',
  INVALID_CODE: 'الكود الذي أدخلته غير صحيح',
  CODE_EXPIRED: 'انتهت صلاحية الكود، اطلب كوداً جديداً',
  TOO_MANY_ATTEMPTS: 'لقد تجاوزت عدد المحاولات المسموح به، اطلب كوداً جديداً',
  RATE_LIMITED: 'محاولات كثيرة، انتظر قليلاً ثم حاول مرة أخرى',
  UNAUTHENTICATED: 'يجب عليك تسجيل الدخول أولاً',
  INVALID_RESET_TOKEN: 'رابط تغيير كلمة المرور غير صالح أو انتهت صلاحيته، ابدأ من جديد',
  EMAIL_ALREADY_VERIFIED: 'تم تأكيد بريدك الإلكتروني من قبل',
  FEATURE_DISABLED: 'هذه الخاصية غير متاحة حالياً',
  fallback: 'حدثت مشكلة، حاول مرة أخرى',
  codeSent: 'تم إرسال كود التأكيد إلى بريدك الإلكتروني',
  logoutConfirm: 'هل تريد تسجيل الخروج؟',
} satisfies MessageTable;

export const transferMessages = {
  NO_ENOUGH_BALANCE: 'رصيدك غير كافٍ لإتمام العملية',
  WALLET_NOT_FOUND: 'لم يتم العثور على المحفظة المستلمة',
  CANNOT_TRANSFER_TO_YOURSELF: 'لا يمكنك تحويل رصيد إلى محفظتك!',
  BALANCE_LIMIT_EXCEEDED: 'رصيد المحفظة المستلمة وصل إلى الحد الأقصى، لم يتم التحويل',
  FEATURE_DISABLED: 'التحويل بين المحافظ غير متاح حالياً',
  fallback: 'حدثت مشكلة، لم يتم تحويل الرصيد',
} satisfies MessageTable;
/** Transfer success: amount already formatted (formatMoney) and the transaction serial. */
export const transferSuccessMessage = (amount: string, serial: string) =>
  `تم تحويل ${amount} بنجاح، رقم العملية ${serial}`;

export const mobileWalletTopUpMessages = {
  LESS_THAN_MIN_AMOUNT: 'المبلغ أقل من الحد الأدنى للشحن',
  BALANCE_LIMIT_EXCEEDED: AMOUNT_MESSAGES.balanceTooLarge,
  fallback: 'حدثت مشكلة، أعد إرسال الطلب',
  success: 'شكراً لك، طلبك قيد المراجعة وسيُضاف الرصيد بعد التأكيد',
} satisfies MessageTable;

export const rechargeCardMessages = {
  INVALID_PAYCARD_CODE: 'كود البطاقة غير صحيح',
  BALANCE_LIMIT_EXCEEDED: AMOUNT_MESSAGES.balanceTooLarge,
  USED_PAYCARD: 'البطاقة مستخدمة من قبل',
  EXPIRED_PAYCARD: 'البطاقة منتهية الصلاحية',
  fallback: 'حدثت مشكلة أثناء تنفيذ طلبك',
  success: 'تم شحن البطاقة وإضافة الرصيد إلى محفظتك',
} satisfies MessageTable;

export const gatewayOrderMessages = {
  LESS_THAN_MIN_AMOUNT: 'المبلغ أقل من الحد الأدنى للشحن',
  BALANCE_LIMIT_EXCEEDED: AMOUNT_MESSAGES.balanceTooLarge,
  fallback: 'حدثت مشكلة، حاول مرة أخرى',
} satisfies MessageTable;

export const walletMessages = {
  fallback: 'حدثت مشكلة أثناء تحميل بيانات المحفظة',
  /** followed by the `error` query value */
  paymentError: 'حدثت مشكلة أثناء عملية الدفع، حاول مرة أخرى',
  emptyField: 'لا يمكنك ترك الحقل فارغاً',
  fillRequired: 'من فضلك املأ الحقول المطلوبة',
} satisfies MessageTable;
/** 'the minimum top-up is {min} EGP'; min already formatted. */
export const minTopUpMessage = (min: string) => `أقل مبلغ للشحن هو ${min}`;

export const supportMessages = {
  fallback: 'حدثت مشكلة أثناء الإرسال',
  emptyFields: 'لا يمكنك ترك أي حقل فارغاً',
} satisfies MessageTable;
export const supportSuccessMessage = (ticketId: number | string) =>
  `تم إرسال طلبك بنجاح، رقم التذكرة ${ticketId}`;

export const bankMessages = {
  NOT_FOUND: 'لا توجد نتائج',
  fallback: 'حدثت مشكلة أثناء تحميل البيانات',
} satisfies MessageTable;

export const bankQuestionCreateMessages = {
  fallback: 'حدثت مشكلة أثناء تنفيذ الطلب',
  success: 'تم إرسال السؤال بنجاح',
} satisfies MessageTable;

export const attachmentsMessages = {
  fallback: 'حدثت مشكلة أثناء تحميل المذكرات',
} satisfies MessageTable;

/** The default phone country's name, as Intl.DisplayNames('ar') gives it (phone/rules.ts). */
export const phoneCountryMessages = {
  defaultCountryName: 'مصر',
} as const;
