// The runtime values of the contracts that need no zod: constants, enumerations and small
// pure helpers. The shared root entry re-exports this module (and only types from the
// schemas), so zod stays out of what every page loads (docs/decisions/0005).
import { formatMoney } from '../format/money';
import type { ExamResultRow } from './exam';
import type { User } from './user';

export const APP_VERSION = '1.2.0';

export const PLATFORMS = ['web', 'android', 'ios', 'desktop'] as const;

export type Platform = (typeof PLATFORMS)[number];

export const PAY_BY = ['wallet', 'paycard'] as const;

export type PayBy = (typeof PAY_BY)[number];

/** The 27 Egyptian governorates, stored and sent by their Arabic name. */
export const GOVERNORATES = [
  'القاهرة',
  'الجيزة',
  'الإسكندرية',
  'الدقهلية',
  'البحر الأحمر',
  'البحيرة',
  'الفيوم',
  'الغربية',
  'الإسماعيلية',
  'المنوفية',
  'المنيا',
  'القليوبية',
  'الوادي الجديد',
  'السويس',
  'أسوان',
  'أسيوط',
  'بني سويف',
  'بورسعيد',
  'دمياط',
  'الشرقية',
  'جنوب سيناء',
  'كفر الشيخ',
  'مطروح',
  'الأقصر',
  'قنا',
  'شمال سيناء',
  'سوهاج',
] as const;

export type Governorate = (typeof GOVERNORATES)[number];

export const SPECIALITY_VALUES = ['science-science', 'science-math', 'azhar'] as const;

export type Speciality = (typeof SPECIALITY_VALUES)[number];

export const SPECIALITIES: ReadonlyArray<{ value: Speciality; label: string }> = [
  { value: 'science-science', label: 'علمي علوم' },
  { value: 'science-math', label: 'علمي رياضة' },
  { value: 'azhar', label: 'أزهري' },
];

export const TOPUP_METHODS = [
  'recharge_card',
  'mobile_wallets',
  'paymob_card',
  'paymob_mobile_wallets',
  'paymob_kiosk',
  'paymob_valu',
  'fawry',
  'fawry_staging',
  'shakeout',
  'manual_external_payments',
] as const;

export type TopupMethod = (typeof TOPUP_METHODS)[number];

/** Hidden inside the native app (spec 3 §2.4): card, wallet, kiosk, instalment, fawry, shakeout. */
export const WEB_ONLY_TOPUP_METHODS: readonly TopupMethod[] = [
  'paymob_card',
  'paymob_mobile_wallets',
  'paymob_kiosk',
  'paymob_valu',
  'fawry',
  'fawry_staging',
  'shakeout',
];

export const ENABLE_WP_VALUES = ['all', 'all_with_desktop', 'ios', 'desktop'] as const;

export const LECTURES_VIEW_LAYOUTS = ['dialog', 'seperated'] as const;

export const HOME_MODES = ['default', 'courses'] as const;

export const SOCIAL_URL_FIELDS = [
  'youtube_url',
  'facebook_url',
  'linkedin_url',
  'telegram_url',
  'messenger_url',
  'twitter_url',
  'tiktok_url',
  'whatsapp_url',
] as const;

/** The networks' names, the same on the footer, the links page and help (decision 0034). */
export const SOCIAL_NAMES: Record<(typeof SOCIAL_URL_FIELDS)[number], string> = {
  youtube_url: 'يوتيوب',
  facebook_url: 'فيسبوك',
  linkedin_url: 'لينكدإن',
  telegram_url: 'تيليجرام',
  messenger_url: 'ماسنجر',
  twitter_url: 'إكس (تويتر)',
  tiktok_url: 'تيك توك',
  whatsapp_url: 'واتساب',
};

export const VERIFICATION_STATES = ['SENT'] as const;

export const BANK_CATEGORY_TYPES = ['default', 'teacher'] as const;

export const PAY_TYPES = ['course', 'lectures'] as const;

export type PayType = (typeof PAY_TYPES)[number];

export const EXAM_KINDS = ['exam', 'homework'] as const;

export type ExamKind = (typeof EXAM_KINDS)[number];

export const QUESTION_TYPES = ['choices', 'truefalse', 'essay'] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

export type ExamResultStatus = 'not_shown' | 'not_corrected' | 'passed' | 'failed';

/** Status of a results row (spec 2 §4): not shown yet, not corrected, passed or failed. */
export function examResultStatus(row: ExamResultRow): ExamResultStatus {
  if (!row.exam.show_result) return 'not_shown';
  if (!row.corrected) return 'not_corrected';
  return row.succeeded ? 'passed' : 'failed';
}

export const DEFAULT_ATTENDANCE_CHIP_TEXT = 'أساسي';

export const NOTIFICATION_TYPES = [
  'ticket_reply',
  'admin_message',
  'recharge',
  'transfer_balance_sent',
  'transfer_balance_received',
  'verified',
  'default',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const DEFAULT_PHONE_COUNTRY = 'EG';

/**
 * The password rule of register, reset and change: `passwordSchema` applies it on the api, and
 * the forms check it with `passwordProblem` before sending (zod-free, so no form pays for zod).
 */
export const PASSWORD_RULE = { min: 8, max: 128, tooShort: 'كلمة المرور يجب ألا تقل عن 8 أحرف' } as const;

/** The rule's message for a password that breaks it, else null. */
export function passwordProblem(password: string): string | null {
  return password.length < PASSWORD_RULE.min || password.length > PASSWORD_RULE.max
    ? PASSWORD_RULE.tooShort
    : null;
}

/**
 * The profile fields a student must fill before using the app: the api sets profile_not_completed
 * from the same four (api/src/domain/accounts/user-dto.ts), the profile page marks the empty ones.
 */
export const PROFILE_REQUIRED_FIELDS = ['phone', 'parent_phone', 'grade', 'governorate'] as const;
export type ProfileRequiredField = (typeof PROFILE_REQUIRED_FIELDS)[number];

export const missingProfileFields = (u: Pick<User, ProfileRequiredField>): ProfileRequiredField[] =>
  PROFILE_REQUIRED_FIELDS.filter((f) => u[f] === null || u[f] === '');

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const TEACHER_CONTACT_FIELDS = [
  'phone',
  'email',
  'whatsapp_url',
  'facebook_url',
  'messenger_url',
  'twitter_url',
  'youtube_url',
  'telegram_url',
] as const;

export const USER_GROUPS = { admin: 1, leader: 2 } as const;

export const isAdmin = (u: Pick<User, 'groupId'> | null | undefined) => u?.groupId === USER_GROUPS.admin;

export const isLeader = (u: Pick<User, 'groupId'> | null | undefined) => u?.groupId === USER_GROUPS.leader;

export const TRANSACTION_TYPES = [
  'recharge',
  'lecture_purchase',
  'course_purchase',
  'balance_transfer',
  'admin_balance_update',
] as const;

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const MIN_TRANSFER_AMOUNT = 0.5;

/**
 * The business bounds of money, in pounds: one table for the api's checks, the staff commands
 * (pnpm ops) and the wallet forms (docs/api.md, "Amounts"). In piasters every bound stays far
 * below 2^53, so no amount, balance or sum of them ever loses precision or overflows bigint.
 */
export const MONEY_LIMITS = {
  /** The most a wallet may hold: a credit that would pass it is refused (BALANCE_LIMIT_EXCEEDED). */
  maxBalance: 100_000,
  /** One top-up of any kind: a gateway order, a mobile-wallet or manual request, a recharge card. */
  maxTopUp: 20_000,
  /** One transfer (the sender's balance bounds it too). */
  maxTransfer: 20_000,
  /** A course or lecture price, and so the value of a pay card that buys one. */
  maxPrice: 20_000,
  /** One staff correction (pnpm ops adjust-balance), added or taken. */
  maxAdjustment: 100_000,
  /** The transfer_fees setting (taken from each transfer). */
  maxTransferFee: 1_000,
} as const;

/** Bounds of the other values staff set (pnpm ops, the catalogue's rows). */
export const STAFF_LIMITS = {
  /** Days of access to a lecture (expiry_days, grant-lecture --days): ten years at most. */
  maxDays: 3_650,
  /** Counted views of one video. */
  maxViewsLimit: 1_000,
  /** A course's max_students. */
  maxStudents: 100_000,
  /** An exam's duration in minutes: one day at most. */
  maxExamMinutes: 1_440,
  /** Attempts at one exam. */
  maxAttempts: 100,
  /** One question's mark. */
  maxQuestionMark: 1_000,
  /** Cards issued by one command. */
  maxCards: 10_000,
} as const;

/** The messages of an amount above its bound (422 on `amount`; the wallet forms show the same). */
export const AMOUNT_MESSAGES = {
  topUpTooLarge: `أكبر مبلغ للشحن في المرة الواحدة ${formatMoney(MONEY_LIMITS.maxTopUp)}`,
  transferTooLarge: `أكبر مبلغ للتحويل في المرة الواحدة ${formatMoney(MONEY_LIMITS.maxTransfer)}`,
  balanceTooLarge: `لا يمكن أن يزيد رصيد المحفظة عن ${formatMoney(MONEY_LIMITS.maxBalance)}`,
} as const;

/**
 * pending (under review, or a gateway order not yet paid), confirmed (credited), rejected (by staff,
 * with the reason), failed (the gateway declined it), cancelled (by the student while pending).
 */
export const TOPUP_STATUSES = ['pending', 'confirmed', 'rejected', 'failed', 'cancelled'] as const;

export const PAYMOB_ORDER_KINDS = ['card', 'mobile-wallet', 'kiosk', 'valu'] as const;

export type PaymobOrderKind = (typeof PAYMOB_ORDER_KINDS)[number];

/**
 * The settings page's groups, in their order (issue 32). Here, without zod: the page shows its
 * settings before its forms' schemas load (decision 0068).
 */
export const STAFF_SETTING_GROUPS = [
  'announcement',
  'maintenance',
  'force_update',
  'payments',
  'limits',
  'display',
  'contact',
] as const;
