import { AMOUNT_MESSAGES } from '../schemas/values';
import type { ErrorCode } from './codes';
import {
  authMessages,
  coursePurchaseMessages,
  examMessages,
  examSessionMessages,
  joinMessages,
  mobileWalletTopUpMessages,
  passwordChangeMessages,
  profileMessages,
  transferMessages,
} from './messages';

const INVALID = 'البيانات المدخلة غير صحيحة';

/**
 * The one Arabic message of every error code. The api answers it in `message`; the screens'
 * tables in messages.ts hold the same texts (a table may word a code for its own page, e.g. a
 * lecture instead of a course, and the api then answers that table's text for that call).
 */
export const ERROR_MESSAGES = {
  LIMIT_EXCEEDED: joinMessages.LIMIT_EXCEEDED,
  ALREADY_JOINED: joinMessages.ALREADY_JOINED,
  ALREADY_PURCHASED: coursePurchaseMessages.ALREADY_PURCHASED,
  INVALID_PAYCARD_CODE: coursePurchaseMessages.INVALID_PAYCARD_CODE,
  USED_PAYCARD: coursePurchaseMessages.USED_PAYCARD,
  EXPIRED_PAYCARD: coursePurchaseMessages.EXPIRED_PAYCARD,
  PAYCARD_USED_BY_ANOTHER_USER: coursePurchaseMessages.PAYCARD_USED_BY_ANOTHER_USER,
  PAYCARD_TARGET_VALIDATION_FAILD: coursePurchaseMessages.PAYCARD_TARGET_VALIDATION_FAILD,
  PAYCARD_MAX_PRICE_EXCEEDED: coursePurchaseMessages.PAYCARD_MAX_PRICE_EXCEEDED,
  BALANCE_NOT_ENOUGH: coursePurchaseMessages.BALANCE_NOT_ENOUGH,
  WRONG_OLD_PASSWORD: passwordChangeMessages.WRONG_OLD_PASSWORD,
  EXAM_NOT_FOUND: examMessages.EXAM_NOT_FOUND,
  EXAM_NOT_STARTED: examMessages.EXAM_NOT_STARTED,
  EXAM_ENDED: examMessages.EXAM_ENDED,
  EXAM_NOT_ACTIVE: examSessionMessages.EXAM_NOT_ACTIVE,
  SESSION_NOT_FOUND: examSessionMessages.SESSION_NOT_FOUND,
  NO_ENOUGH_BALANCE: transferMessages.NO_ENOUGH_BALANCE,
  WALLET_NOT_FOUND: transferMessages.WALLET_NOT_FOUND,
  CANNOT_TRANSFER_TO_YOURSELF: transferMessages.CANNOT_TRANSFER_TO_YOURSELF,
  LESS_THAN_MIN_AMOUNT: mobileWalletTopUpMessages.LESS_THAN_MIN_AMOUNT,
  INVALID_CREDENTIALS: authMessages.INVALID_CREDENTIALS,
  EMAIL_TAKEN: authMessages.EMAIL_TAKEN,
  INVALID_CODE: authMessages.INVALID_CODE,
  CODE_EXPIRED: authMessages.CODE_EXPIRED,
  TOO_MANY_ATTEMPTS: authMessages.TOO_MANY_ATTEMPTS,
  RATE_LIMITED: authMessages.RATE_LIMITED,
  UNAUTHENTICATED: authMessages.UNAUTHENTICATED,
  NOT_FOUND: 'العنصر المطلوب غير موجود',
  VALIDATION_FAILED: INVALID,
  FEATURE_DISABLED: authMessages.FEATURE_DISABLED,
  INVALID_RESET_TOKEN: authMessages.INVALID_RESET_TOKEN,
  EMAIL_ALREADY_VERIFIED: authMessages.EMAIL_ALREADY_VERIFIED,
  IDEMPOTENCY_KEY_REUSED: 'مفتاح الطلب (Idempotency-Key) استُخدم من قبل لطلب مختلف',
  BAD_REQUEST: INVALID,
  PAYLOAD_TOO_LARGE: 'حجم البيانات المرسلة أكبر من المسموح',
  UNSUPPORTED_MEDIA_TYPE: 'نوع البيانات المرسلة غير مدعوم',
  INTERNAL_ERROR: 'حدثت مشكلة أثناء تنفيذ طلبك',
  LECTURE_NOT_PURCHASED: 'يتعين عليك شراء المحاضرة أولاً',
  VIEWS_LIMIT_EXCEEDED: 'لقد استنفدت عدد مرات المشاهدة المسموح بها لهذا الفيديو',
  MEDIA_LINK_INVALID: 'انتهت صلاحية رابط الفيديو، افتحه من المحاضرة مرة أخرى',
  BALANCE_LIMIT_EXCEEDED: AMOUNT_MESSAGES.balanceTooLarge,
  ACCOUNT_BLOCKED: 'تم إيقاف حسابك، تواصل مع إدارة السنتر',
  DEVICE_LIMIT_REACHED:
    'حسابك مفتوح على أكبر عدد مسموح به من الأجهزة، سجّل الخروج من جهاز آخر أو تواصل مع إدارة السنتر',
  STAFF_ONLY: 'هذه الصفحة لفريق عمل المنصة فقط',
  ROLE_FORBIDDEN: 'ليست لديك صلاحية لهذا الإجراء',
} as const satisfies Record<ErrorCode, string>;

/**
 * Texts for one case of a code or of a field (which thing was not found, why an input was
 * refused). The api's domain names the case by its key; the api and the screens read the text here.
 */
export const DETAIL_MESSAGES = {
  invalid: INVALID,
  routeNotFound: 'المسار المطلوب غير موجود',
  requestTimeout: 'انتهت مهلة إرسال الطلب، أعد المحاولة',
  courseNotFound: 'الدورة غير موجودة',
  lectureNotFound: 'المحاضرة غير موجودة',
  teacherNotFound: 'المعلم غير موجود',
  noReleases: 'لا يوجد سجل إصدارات',
  courseIsPaid: 'هذه الدورة مدفوعة، اشترِها للحصول عليها',
  lecturesSoldSeparately: 'هذه الدورة تُفتح بالانضمام وتُشترى محاضراتها منفردة',
  resetCodeRefused: 'الكود غير صحيح أو انتهت صلاحيته أو استُنفدت محاولاته، اطلب كوداً جديداً',
  lectureSoldWithCourse: 'محاضرات هذه الدورة لا تُباع منفردة، اشترِ الدورة كاملة للحصول عليها',
  amountNotPositive: 'المبلغ يجب أن يكون أكبر من صفر',
  amountTooLarge: 'المبلغ أكبر من الحد المسموح به',
  transferTooSmall: 'المبلغ أقل من المسموح به للتحويل',
  topupNotPending: 'تمت مراجعة الطلب بالفعل، لا يمكن إلغاؤه',
  commentRequired: 'التعليق مطلوب',
  payCardCode: coursePurchaseMessages.invalidCode,
  choosePayBy: 'اختر طريقة الدفع',
  idempotencyKey: 'مفتاح الطلب غير صالح',
  phoneLocked: 'لا يمكن تغيير رقم الهاتف بعد حفظه، تواصل مع الدعم',
  badPhone: profileMessages.invalidPhone,
  badGrade: 'الصف الدراسي غير موجود',
  chooseImage: 'اختر صورة لرفعها',
  notImage: 'الملف المرفوع ليس صورة (jpeg أو png أو webp)',
  imageTooBig: 'حجم الصورة يجب ألا يزيد عن 2 ميجابايت',
  unknownField: 'حقل غير معروف',
  controlCharacters: 'النص يحتوي على رموز غير مسموح بها',
  invisibleText: 'أدخل نصاً مقروءاً',
  bankCategoryNotFound: 'القسم غير موجود',
  bankTextOrImage: 'اكتب نص السؤال أو أرفق صورة له',
  bankDirectoryNotFound: 'لا توجد نتائج',
  currentPasswordRequired: 'أدخل كلمة المرور الحالية',
  countryWithoutPhone: 'أدخل الرقم مع الدولة',
  invalidValue: 'القيمة غير صحيحة',
  examSessionEnded: 'انتهت جلسة الامتحان، لا يمكن تعديل الإجابات',
  questionNotInExam: 'السؤال ليس من أسئلة هذا الامتحان',
  answerNotInQuestion: 'الإجابة المختارة ليست من إجابات هذا السؤال',
  imageAnswersDisabled: 'هذا الامتحان لا يقبل إجابات بالصور',
  // The desk's uploads (staff bank answers and study notes).
  notAudio: 'الملف المرفوع ليس ملفاً صوتياً (mp3 أو wav أو ogg أو m4a)',
  notPdf: 'الملف المرفوع ليس ملف PDF',
  answerFileTooBig: 'حجم الملف يجب ألا يزيد عن 10 ميجابايت',
  answerEmpty: 'اكتب الإجابة أو أرفق صورة أو ملفاً صوتياً أو PDF',
  chooseFile: 'اختر ملفاً لرفعه',
  noteFileType: 'نوع الملف غير مدعوم (pdf أو doc أو docx أو ppt أو pptx أو xlsx أو صورة أو mp3 أو zip)',
  noteTooBig: 'حجم الملف يجب ألا يزيد عن 20 ميجابايت',
} as const;

export type DetailKey = keyof typeof DETAIL_MESSAGES;
