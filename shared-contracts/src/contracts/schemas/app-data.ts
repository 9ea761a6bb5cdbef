import { z } from 'zod';
import { idSchema, moneySchema, namedRefSchema, urlSchema } from './common';
import { courseSchema } from './course';
import { ENABLE_WP_VALUES, HOME_MODES, LECTURES_VIEW_LAYOUTS, TOPUP_METHODS } from './values';

export const rechargeInfoSchema = z.object({
  min_recharge_amount: moneySchema,
  supported_methods: z.array(z.enum(TOPUP_METHODS)),
  mobile_wallet_number: z.string().nullable(),
  manual_external_payments_label: z.string().nullable(),
  /** may hold **bold** markers and an {amount} placeholder */
  manual_external_payments_instructions: z.string().nullable(),
  manual_external_payments_alert: z.string().nullable(),
});
export type RechargeInfo = z.infer<typeof rechargeInfoSchema>;

/** GET /app: every setting of specs 1, 2 and 3. */
export const appDataSchema = z.object({
  /** where video playback is allowed outside the wrapper; null = phone app only */
  enable_wp: z.enum(ENABLE_WP_VALUES).nullable(),
  enable_wallet_system: z.boolean(),
  enable_gen_exm: z.boolean(),
  teachers_page: z.boolean(),
  /** 'default' home, or 'courses' (home is the catalogue) */
  home_mode: z.enum(HOME_MODES),
  email_verification: z.boolean(),
  /** plain text, links are made clickable by the shell; null = none */
  general_announcement: z.string().nullable(),
  appIsDown: z.boolean(),
  contact_phone: z.string().nullable(),
  contact_email: z.string().nullable(),
  play_store_url: urlSchema.nullable(),
  apple_store_url: urlSchema.nullable(),
  stable_version: z.string().nullable(),
  android_stable_version: z.string().nullable(),
  ios_stable_version: z.string().nullable(),
  grades: z.array(namedRefSchema),
  categories: z.array(namedRefSchema.extend({ grade_id: idSchema.nullable().optional() })),
  lectures_view_layout: z.enum(LECTURES_VIEW_LAYOUTS),
  hide_video_next_button: z.boolean(),
  desktop_app_url: urlSchema.nullable(),
  enable_wallet_transfers: z.boolean(),
  /** fixed fee in pounds deducted from each transferred amount */
  transfer_fees: moneySchema,
  recharge_info: rechargeInfoSchema,
  /** live-chat website id; when set the help page shows 'start chat' instead of the form */
  crisp_website_id: z.string().nullable(),
  youtube_url: urlSchema.nullable(),
  facebook_url: urlSchema.nullable(),
  linkedin_url: urlSchema.nullable(),
  telegram_url: urlSchema.nullable(),
  messenger_url: urlSchema.nullable(),
  twitter_url: urlSchema.nullable(),
  tiktok_url: urlSchema.nullable(),
  whatsapp_url: urlSchema.nullable(),
});
export type AppData = z.infer<typeof appDataSchema>;

export const headerImageSchema = z.object({
  url: urlSchema,
  /** external link */
  href: urlSchema.nullable(),
  /** in-app path */
  to: z.string().nullable(),
});
export type HeaderImage = z.infer<typeof headerImageSchema>;

export const honorEntrySchema = z.object({
  id: idSchema,
  avatar: urlSchema.nullable(),
  correction_mark: z.number(),
  total_mark: z.number(),
  name: z.string(),
  governorate: z.string().nullable(),
});
export type HonorEntry = z.infer<typeof honorEntrySchema>;

/** GET /home (signed in). */
export const homeDataSchema = z.object({
  header_images: z.array(headerImageSchema),
  welcome_msg: z.string().nullable(),
  featured_courses: z.array(courseSchema),
  latest_courses: z.array(courseSchema),
  honor_panel: z.array(honorEntrySchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;

/** GET /welcome (guests). */
export const welcomeDataSchema = z.object({ featured_courses: z.array(courseSchema) });
export type WelcomeData = z.infer<typeof welcomeDataSchema>;
