import { count } from 'drizzle-orm';
import type { Db } from '../db/index';
import { outlets } from '../db/schema/index';

const map = (q: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;

/** Plausible demo centres in several governorates (made up: names, addresses and phones). */
export const DEMO_OUTLETS = [
  {
    name: 'مكتبة النور',
    governorate: 'القاهرة',
    city: 'مدينة نصر',
    address: '12 شارع عباس العقاد',
    phone: '0222700001',
  },
  { name: 'مكتبة الطالب', governorate: 'القاهرة', city: 'المعادي', address: '5 شارع 9', phone: '0225200002' },
  {
    name: 'سنتر المتفوقين',
    governorate: 'القاهرة',
    city: 'شبرا',
    address: '40 شارع شبرا الرئيسي',
    phone: '0222000003',
  },
  {
    name: 'مكتبة الأوائل',
    governorate: 'الجيزة',
    city: 'الدقي',
    address: '8 شارع التحرير',
    phone: '0233300004',
  },
  { name: 'سنتر النجاح', governorate: 'الجيزة', city: 'فيصل', address: '120 شارع فيصل', phone: '0233800005' },
  {
    name: 'مكتبة الإسكندرية للطلاب',
    governorate: 'الإسكندرية',
    city: 'سموحة',
    address: '3 شارع فوزي معاذ',
    phone: '0342400006',
  },
  {
    name: 'سنتر البحر',
    governorate: 'الإسكندرية',
    city: 'سيدي جابر',
    address: '22 طريق الحرية',
    phone: '0354200007',
  },
  {
    name: 'مكتبة الدلتا',
    governorate: 'الغربية',
    city: 'طنطا',
    address: '15 شارع البحر',
    phone: '0403300008',
  },
  {
    name: 'مكتبة المنصورة الحديثة',
    governorate: 'الدقهلية',
    city: 'المنصورة',
    address: '7 شارع الجمهورية',
    phone: '0502200009',
  },
  {
    name: 'سنتر الصعيد',
    governorate: 'أسيوط',
    city: 'أسيوط',
    address: '30 شارع يسري راغب',
    phone: '0882300010',
  },
  {
    name: 'مكتبة الشروق',
    governorate: 'سوهاج',
    city: 'سوهاج',
    address: '11 شارع الجمهورية',
    phone: '0932300011',
  },
];

export async function seedOutlets(db: Db): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(outlets);
  if (Number(n) > 0) return;
  await db.insert(outlets).values(
    DEMO_OUTLETS.map((o, i) => ({
      ...o,
      mapUrl: map(`${o.address}، ${o.city}، ${o.governorate}`),
      position: i + 1,
    })),
  );
}
