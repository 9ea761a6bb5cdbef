import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/index';
import { enrolments, settings, users } from '../db/schema/index';
import { joinCourse } from '../domain/access/index';
import { credit } from '../domain/ledger/index';
import { toPiasters } from '../domain/ledger/money';
import { DEFAULT_SETTINGS, type StoredSettings, updateSettings } from '../domain/settings/index';
import { hashPassword } from '../lib/crypto';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed-data';
import { type MediaWriter, must } from './seed-media';

/** Only settings that staff (or an earlier seed) have not stored yet are written. */
export async function seedSettings(db: Db, media: MediaWriter) {
  const stored = new Set((await db.select({ key: settings.key }).from(settings)).map((r) => r.key));
  const wanted: Partial<StoredSettings> = {
    enable_wallet_system: true,
    enable_gen_exm: true,
    // The demo is watched in a browser: web playback on (spec 2 §4 'Video playback').
    enable_wp: 'all',
    teachers_page: true,
    enable_wallet_transfers: true,
    email_verification: true,
    transfer_fees: 0,
    contact_phone: '01000000000',
    contact_email: 'support@example.com',
    welcome_msg: 'أهلاً بك في منصتك التعليمية! ابدأ بمشاهدة المحاضرات المجانية ثم اختر دورتك.',
    general_announcement:
      'مرحباً بكم في النسخة التجريبية من المنصة. جرّب الشراء بالمحفظة أو ببطاقات الدفع التجريبية. للمساعدة: https://example.com/help',
    header_images: [
      { url: media.banner('header-1.svg', 'استعد لامتحانات الثانوية العامة', 0), href: null, to: '/courses' },
      {
        url: media.banner('header-2.svg', 'دورات مجانية لكل الصفوف', 2),
        href: null,
        to: '/courses?search=مجانية',
      },
      { url: media.banner('header-3.svg', 'اشحن محفظتك وابدأ التعلم', 4), href: null, to: '/wallet' },
    ],
    recharge_info: {
      ...DEFAULT_SETTINGS.recharge_info,
      min_recharge_amount: 10,
      supported_methods: [
        'recharge_card',
        'mobile_wallets',
        'paymob_card',
        'fawry',
        'manual_external_payments',
      ],
      mobile_wallet_number: '01000000000',
      manual_external_payments_label: 'تحويل بنكي',
      manual_external_payments_instructions:
        'حوّل مبلغ **{amount} جنيه** إلى الحساب المذكور ثم أرسل صورة الإيصال.',
      manual_external_payments_alert: 'يُراجع الطلب خلال 24 ساعة.',
    },
    youtube_url: 'https://www.youtube.com/@demo-platform',
    facebook_url: 'https://www.facebook.com/demo.platform',
    telegram_url: 'https://t.me/demo_platform',
    whatsapp_url: 'https://wa.me/201000000000',
  };
  const missing = Object.fromEntries(Object.entries(wanted).filter(([k]) => !stored.has(k)));
  await updateSettings(db, missing as Partial<StoredSettings>);
}

export async function seedStudent(
  db: Db,
  media: MediaWriter,
  gradeId: number,
  freeCourseId: number | undefined,
) {
  const [existing] = await db.select().from(users).where(eq(users.email, DEMO_EMAIL));
  let userId = existing?.id;
  if (!userId) {
    const [row] = await db
      .insert(users)
      .values({
        name: 'طالب تجريبي',
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        emailVerifiedAt: new Date(),
        phone: '01012345678',
        fullPhone: '+201012345678',
        phoneCountry: 'EG',
        parentPhone: '01112345678',
        parentFullPhone: '+201112345678',
        parentPhoneCountry: 'EG',
        gradeId,
        speciality: 'science-math',
        governorate: 'القاهرة',
        area: 'مدينة نصر',
        lastYearMark: 385,
        avatar: media.avatar('demo-student.svg', 'طالب', 6),
        profileQrCode: 'DEMO-STUDENT-0001',
        centerName: 'سنتر النور التعليمي',
      })
      .returning({ id: users.id });
    userId = must(row).id;
  }
  // The key makes the 500 EGP recharge happen once, however often the seed runs.
  await credit(db, {
    userId,
    amount: toPiasters(500),
    type: 'recharge',
    comment: 'رصيد تجريبي',
    idempotencyKey: 'seed:demo-recharge',
  });
  if (freeCourseId) {
    const [joined] = await db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, freeCourseId)));
    if (!joined) await joinCourse(db, userId, freeCourseId);
  }
  return userId;
}

/**
 * Fills the demo (ARCHITECTURE §5). Idempotent: every entity is found by its natural key
 * (name, code, e-mail) before it is created, and money moves under a fixed idempotency key.
 */
