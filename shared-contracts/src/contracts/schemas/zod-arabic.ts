import { z } from 'zod';

/**
 * Arabic messages for the issues a schema does not word itself (schema messages win).
 * zod's own Arabic locale (`z.locales.ar()`) is the base: it words unknown keys, unions, formats
 * such as an e-mail, multiples and the rest. The issues below keep our own wording because zod's
 * shows people what they cannot read: the JavaScript type names in English ('يفترض إدخال string،
 * ولكن تم إدخال number'), comparison signs and the English origin in a size ('أصغر من اللازم:
 * يفترض لـ string أن يكون >= 8 حرف'), the raw list of allowed values of a choice, and a regex's
 * pattern. `customError` answering undefined hands the issue to the locale.
 * Installed by `common.ts` when the schemas load, in the api and in every front end's bundle (the
 * config lives on globalThis, so every copy of zod on a page reads it); schemas' own messages win.
 */
export function installArabicZodMessages(): void {
  z.config(z.locales.ar());
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
        case 'invalid_value':
          return 'القيمة المختارة غير صحيحة';
        case 'invalid_format':
          // zod says 'بريد إلكتروني غير مقبول' for an e-mail; a pattern it would print as is.
          return iss.format === 'regex' ? 'صيغة القيمة غير صحيحة' : undefined;
        default:
          return undefined;
      }
    },
  });
}
