import type { AppData, HeaderImage } from '@app/shared-contracts/schemas';

/** Stored settings: every app-data field except the lists read from their own tables. */
export type StoredSettings = Omit<AppData, 'grades' | 'categories'> & {
  /** Home data kept as settings (spec 1 §3 Home data). */
  header_images: HeaderImage[];
  welcome_msg: string | null;
  /** When false, POST /register answers without a token: the student signs in first. */
  register_auto_login: boolean;
  /** Sign-ins a student may hold at once (null: no limit); staff only, not in GET /app. */
  max_devices_per_student: number | null;
};

/** What a fresh database answers until staff (or the seed) store other values. */
export const DEFAULT_SETTINGS: StoredSettings = {
  enable_wp: null,
  enable_wallet_system: true,
  enable_gen_exm: true,
  teachers_page: true,
  home_mode: 'default',
  email_verification: true,
  general_announcement: null,
  appIsDown: false,
  contact_phone: null,
  contact_email: null,
  play_store_url: null,
  apple_store_url: null,
  stable_version: null,
  android_stable_version: null,
  ios_stable_version: null,
  lectures_view_layout: 'dialog',
  hide_video_next_button: false,
  desktop_app_url: null,
  enable_wallet_transfers: true,
  transfer_fees: 0,
  recharge_info: {
    min_recharge_amount: 10,
    supported_methods: ['recharge_card'],
    mobile_wallet_number: null,
    manual_external_payments_label: null,
    manual_external_payments_instructions: null,
    manual_external_payments_alert: null,
  },
  crisp_website_id: null,
  youtube_url: null,
  facebook_url: null,
  linkedin_url: null,
  telegram_url: null,
  messenger_url: null,
  twitter_url: null,
  tiktok_url: null,
  whatsapp_url: null,
  header_images: [],
  welcome_msg: null,
  register_auto_login: true,
  max_devices_per_student: null,
};
