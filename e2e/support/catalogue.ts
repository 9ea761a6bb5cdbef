// Course look-ups through the public api and the catalogue remote's texts (mfe-catalogue/src/messages.ts,
// shared-contracts errors/messages.ts).
import type { APIRequestContext } from '@playwright/test';
import { apiGet } from './api';

export interface CourseSummary {
  id: number;
  name: string;
  price: number;
  free: boolean;
  pay_type: 'course' | 'lectures';
  joined: boolean;
}

export const DEMO_STUDENT = { email: 'demo@example.com', password: 'demo-student-2026' };
/** Seed pay-cards: 0004 buys only the first demo course; 0005 is worth 50 EGP. */
export const CARD_FIRST_COURSE_ONLY = 'DEMOCARD0004';
export const CARD_50_EGP = 'DEMOCARD0005';

export const msg = {
  success: 'لقد حصلت على الدورة بنجاح',
  joinSuccess: 'تم الانضمام إلى الدورة بنجاح',
  invalidCard: 'كود بطاقة الدفع غير صحيح',
  usedCard: 'البطاقة مُستخدمة سابقاً',
  expiredCard: 'البطاقة منتهية الصلاحية',
  targetFailed: 'هذه الدورة لا يمكن شراؤها بالبطاقة المُدخلة',
  maxPrice: 'قيمة البطاقة أقل من سعر الدورة',
  enterCode: 'أدخل كود البطاقة بشكل صحيح',
  joinedButton: 'أنت مشترك في هذه الدورة',
  saved: 'تم حفظ التغييرات بنجاح',
  badPhone: 'صيغة الرقم غير صحيحة',
  guestNotice: 'يجب عليك تسجيل الدخول لتتمكن من مشاهدة محتوى الدورة',
};

/** Every published course, page after page through links.next. */
export async function allCourses(
  request: APIRequestContext,
  token?: string,
  query = '',
): Promise<CourseSummary[]> {
  const out: CourseSummary[] = [];
  let url: string | null = `/v1/courses${query ? `?${query}` : ''}`;
  while (url) {
    const body = await apiGet(request, url.replace(/^https?:\/\/[^/]+/, ''), token);
    out.push(...body.data);
    url = body.links?.next ?? null;
  }
  return out;
}

export const paidCourses = (list: CourseSummary[]) =>
  list.filter((c) => c.pay_type === 'course' && !c.free && c.price > 0).sort((a, b) => a.id - b.id);
