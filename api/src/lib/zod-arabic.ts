import { z } from 'zod';

/**
 * Arabic messages for the issues a schema does not word itself (schema messages win).
 * Installed once per process; shared-contracts schemas carry their own messages where it matters.
 */
export function installArabicZodMessages(): void {
  z.config({
    customError: (iss) => {
      switch (iss.code) {
        case 'invalid_type':
          return iss.input === undefined ? 'هذا الحقل مطلوب' : 'نوع القيمة غير صحيح';
        case 'too_small':
          if (iss.origin === 'string')
            return iss.minimum === 1 ? 'لا يمكنك ترك الحقل فارغاً' : `يجب ألا يقل عن ${iss.minimum} أحرف`;
          if (iss.origin === 'number') return `يجب ألا تقل القيمة عن ${iss.minimum}`;
          return 'القيمة أقل من المسموح';
        case 'too_big':
          if (iss.origin === 'string') return `يجب ألا يزيد عن ${iss.maximum} حرف`;
          if (iss.origin === 'number') return `يجب ألا تزيد القيمة عن ${iss.maximum}`;
          return 'القيمة أكبر من المسموح';
        case 'invalid_format':
          return iss.format === 'email' ? 'البريد الإلكتروني غير صحيح' : 'صيغة القيمة غير صحيحة';
        case 'invalid_value':
          return 'القيمة المختارة غير صحيحة';
        case 'unrecognized_keys':
          return 'حقل غير معروف';
        default:
          return 'القيمة غير صحيحة';
      }
    },
  });
}
