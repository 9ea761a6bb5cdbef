import { z } from 'zod';
import { appDataSchema, headerImageSchema, rechargeInfoSchema } from '../app-data';
import { moneySchema, numberInput } from '../common';
import { MONEY_LIMITS, STAFF_SETTING_GROUPS, TOPUP_METHODS } from '../values';
import { maxDevicesPerStudentSchema } from './students';

// The settings page (issue 32): every setting the app stores, by group, each with the schema the
// clients read it with (GET /app, GET /home) narrowed by the business bounds. The api validates a
// PUT with it and the page builds its form from it: one table for both.

export const staffSettingGroupSchema = z.enum(STAFF_SETTING_GROUPS);
export type StaffSettingGroup = z.infer<typeof staffSettingGroupSchema>;

/** The longest announcement or welcome message (a screen of text). */
export const ANNOUNCEMENT_MAX = 2_000;
const TEXT_MAX = 300;

/** A blank text is no value: the form's empty field clears the setting. */
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blankIsNull, z.string().trim().max(max).nullable());
const optionalUrl = z.preprocess(
  blankIsNull,
  z
    .string()
    .trim()
    .max(TEXT_MAX)
    .regex(/^https?:\/\/\S+$/, 'الرابط يجب أن يبدأ بـ http:// أو https://')
    .nullable(),
);
const optionalVersion = z.preprocess(
  blankIsNull,
  z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'رقم الإصدار مثل 1.4.2')
    .nullable(),
);
const pounds = (max: number) => numberInput(moneySchema.min(0).max(max));

const bounded = {
  general_announcement: optionalText(ANNOUNCEMENT_MAX),
  welcome_msg: optionalText(ANNOUNCEMENT_MAX),
  appIsDown: z.boolean(),
  stable_version: optionalVersion,
  android_stable_version: optionalVersion,
  ios_stable_version: optionalVersion,
  play_store_url: optionalUrl,
  apple_store_url: optionalUrl,
  desktop_app_url: optionalUrl,
  enable_wallet_system: z.boolean(),
  enable_wallet_transfers: z.boolean(),
  transfer_fees: pounds(MONEY_LIMITS.maxTransferFee),
  recharge_info: rechargeInfoSchema.extend({
    min_recharge_amount: pounds(MONEY_LIMITS.maxTopUp),
    supported_methods: z.array(z.enum(TOPUP_METHODS)).max(TOPUP_METHODS.length),
    mobile_wallet_number: optionalText(40),
    manual_external_payments_label: optionalText(TEXT_MAX),
    manual_external_payments_instructions: optionalText(ANNOUNCEMENT_MAX),
    manual_external_payments_alert: optionalText(TEXT_MAX),
  }),
  max_devices_per_student: maxDevicesPerStudentSchema,
  register_auto_login: z.boolean(),
  email_verification: z.boolean(),
  enable_wp: appDataSchema.shape.enable_wp,
  home_mode: appDataSchema.shape.home_mode,
  teachers_page: z.boolean(),
  enable_gen_exm: z.boolean(),
  lectures_view_layout: appDataSchema.shape.lectures_view_layout,
  hide_video_next_button: z.boolean(),
  header_images: z.array(headerImageSchema).max(20),
  contact_phone: optionalText(40),
  contact_email: z.preprocess(blankIsNull, z.email().max(TEXT_MAX).nullable()),
  crisp_website_id: optionalText(100),
  youtube_url: optionalUrl,
  facebook_url: optionalUrl,
  linkedin_url: optionalUrl,
  telegram_url: optionalUrl,
  messenger_url: optionalUrl,
  twitter_url: optionalUrl,
  tiktok_url: optionalUrl,
  whatsapp_url: optionalUrl,
} as const;

export type StaffSettingKey = keyof typeof bounded;
/** Each setting's schema with its bounds (what PUT /v1/staff/settings/:key accepts). */
export const STAFF_SETTING_SCHEMAS: Record<StaffSettingKey, z.ZodType> = bounded;
export const STAFF_SETTING_KEYS = Object.keys(bounded) as StaffSettingKey[];
export const staffSettingKeySchema = z.enum(STAFF_SETTING_KEYS as [StaffSettingKey, ...StaffSettingKey[]]);

/** Which group each setting is shown in (the page has one form per group). */
export const STAFF_SETTING_GROUP_OF: Record<StaffSettingKey, StaffSettingGroup> = {
  general_announcement: 'announcement',
  welcome_msg: 'announcement',
  appIsDown: 'maintenance',
  stable_version: 'force_update',
  android_stable_version: 'force_update',
  ios_stable_version: 'force_update',
  play_store_url: 'force_update',
  apple_store_url: 'force_update',
  desktop_app_url: 'force_update',
  enable_wallet_system: 'payments',
  enable_wallet_transfers: 'payments',
  transfer_fees: 'payments',
  recharge_info: 'payments',
  max_devices_per_student: 'limits',
  register_auto_login: 'limits',
  email_verification: 'limits',
  enable_wp: 'limits',
  home_mode: 'display',
  teachers_page: 'display',
  enable_gen_exm: 'display',
  lectures_view_layout: 'display',
  hide_video_next_button: 'display',
  header_images: 'display',
  contact_phone: 'contact',
  contact_email: 'contact',
  crisp_website_id: 'contact',
  youtube_url: 'contact',
  facebook_url: 'contact',
  linkedin_url: 'contact',
  telegram_url: 'contact',
  messenger_url: 'contact',
  twitter_url: 'contact',
  tiktok_url: 'contact',
  whatsapp_url: 'contact',
};

/** A setting's schema as JSON Schema (bounds as minimum/maximum/maxLength), for any client. */
export const staffSettingJsonSchema = (key: StaffSettingKey) =>
  z.toJSONSchema(STAFF_SETTING_SCHEMAS[key], { unrepresentable: 'any', io: 'output' }) as Record<
    string,
    unknown
  >;

export const staffSettingSchema = z.object({
  key: staffSettingKeySchema,
  group: staffSettingGroupSchema,
  value: z.unknown(),
  schema: z.record(z.string(), z.unknown()),
});
export type StaffSetting = z.infer<typeof staffSettingSchema>;

/** GET /v1/staff/settings (admin). */
export const staffSettingsResponseSchema = z.object({ items: z.array(staffSettingSchema) });
export type StaffSettingsResponse = z.infer<typeof staffSettingsResponseSchema>;

/** PUT /v1/staff/settings/:key (admin): the new value, checked by that key's schema. */
export const staffSettingParamsSchema = z.strictObject({ key: z.string().max(60) });
export const staffSettingBodySchema = z.strictObject({ value: z.unknown() });
export type StaffSettingBody = z.infer<typeof staffSettingBodySchema>;
export const staffSettingResponseSchema = z.object({ data: staffSettingSchema });
export type StaffSettingResponse = z.infer<typeof staffSettingResponseSchema>;
