import { expect, test } from 'vitest';
import * as s from './index';
test('smoke', () => {
  expect(s.purchaseBodySchema.safeParse({ pay_by: 'paycard', code: ' ١٢ ٣٤ ' }).data).toEqual({ pay_by: 'paycard', code: '1234' });
  expect(s.purchaseBodySchema.safeParse({ pay_by: 'paycard' }).success).toBe(false);
  expect(s.coursesQuerySchema.parse({ grade_id: '٣', search: ' x ' })).toEqual({ grade_id: 3, search: 'x' });
  expect(s.coursesQuerySchema.parse({})).toEqual({});
  expect(s.moneySchema.safeParse(12.345).success).toBe(false);
  expect(s.moneySchema.safeParse(0.1 + 0.2).success).toBe(true);
  expect(s.GOVERNORATES.length).toBe(27);
  expect(s.profileUpdateBodySchema.safeParse({}).success).toBe(false);
  expect(s.profileUpdateBodySchema.safeParse({ phone_country: 'il' }).success).toBe(false);
  expect(s.profileUpdateBodySchema.parse({ phone: '٠١٠ 1234 5678', last_year_mark: '٩٥' })).toEqual({ phone: '01012345678', last_year_mark: 95 });
});
