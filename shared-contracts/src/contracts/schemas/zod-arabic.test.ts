import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from './auth';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('Arabic zod messages', () => {
  it('are installed by loading the schemas, with no call of their own (the front ends make none)', () => {
    const long = loginBodySchema.safeParse({ email: 'a@b.co', password: 'x'.repeat(200) });
    expect(long.error?.issues[0]?.message).toBe('يجب ألا يزيد عن 128 حرف');
  });

  it("take zod's Arabic locale where its wording is for people", () => {
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe('مدخل غير مقبول');
    expect(messageOf(z.number().multipleOf(5), 7)).toBe('رقم غير مقبول: يجب أن يكون من مضاعفات 5');
    expect(messageOf(z.string().startsWith('EG'), 'SA')).toBe('نَص غير مقبول: يجب أن يبدأ بـ "EG"');
    expect(messageOf(z.url(), 'nope')).toBe('رابط غير مقبول');
  });

  it('keep our own where the locale would show English type names, signs or raw values', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe('هذا الحقل مطلوب');
    expect(messageOf(z.string(), 5)).toBe('نوع القيمة غير صحيح');
    expect(messageOf(z.string().min(8), 'abc')).toBe('يجب ألا يقل عن 8 أحرف');
    expect(messageOf(z.number().max(10), 11)).toBe('يجب ألا تزيد القيمة عن 10');
    expect(messageOf(z.enum(['ios', 'android']), 'web')).toBe('القيمة المختارة غير صحيحة');
    expect(messageOf(z.string().regex(/^\d+$/), 'x')).toBe('صيغة القيمة غير صحيحة');
  });

  it("a schema's own message still wins", () => {
    expect(messageOf(z.string().min(1, 'أدخل كلمة المرور'), '')).toBe('أدخل كلمة المرور');
  });
});
