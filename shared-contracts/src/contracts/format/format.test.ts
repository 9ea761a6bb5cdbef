import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  normalizeDigits,
  pluralAr,
  rechargeAmount,
  timeAgo,
  truncate,
} from './index';

describe('formatAmount', () => {
  it('is formatMoney without the suffix', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount('0.5')).toBe('0.50');
    expect(formatMoney(20000)).toBe(`${formatAmount(20000)} جنيه`);
  });
});

describe('formatMoney', () => {
  it('two decimals, thousands separators, Arabic pound suffix', () => {
    expect(formatMoney(1234.5)).toBe('1,234.50 جنيه');
    expect(formatMoney(0)).toBe('0.00 جنيه');
    expect(formatMoney(1000000)).toBe('1,000,000.00 جنيه');
    expect(formatMoney(-150)).toBe('-150.00 جنيه');
    expect(formatMoney(0.1 + 0.2)).toBe('0.30 جنيه');
    expect(formatMoney(Number.NaN)).toBe('0.00 جنيه');
    expect(formatMoney('25.5')).toBe('25.50 جنيه');
    expect(formatMoney(-1234567.891)).toBe('-1,234,567.89 جنيه');
    expect(formatMoney(999.995)).toBe('1,000.00 جنيه');
    expect(formatMoney(-0.001)).toBe('0.00 جنيه');
  });
});

describe('pluralAr', () => {
  const forms = {
    zero: 'لا توجد محاضرات',
    one: 'محاضرة واحدة',
    two: 'محاضرتان',
    few: '{n} محاضرات',
    many: '{n} محاضرة',
    other: '{n} محاضرة',
  };
  it.each([
    [0, 'لا توجد محاضرات'],
    [1, 'محاضرة واحدة'],
    [2, 'محاضرتان'],
    [3, '3 محاضرات'],
    [10, '10 محاضرات'],
    [11, '11 محاضرة'],
    [99, '99 محاضرة'],
    [100, '100 محاضرة'],
    [103, '103 محاضرات'],
  ])('%i', (n, expected) => {
    expect(pluralAr(n, forms)).toBe(expected);
  });
  it('falls back to other', () => {
    expect(pluralAr(2, { other: '{n} سؤال' })).toBe('2 سؤال');
  });
});

describe('dates', () => {
  it('formatDate is YYYY-MM-DD', () => {
    expect(formatDate(new Date(2025, 0, 5, 23, 7))).toBe('2025-01-05');
    expect(formatDate('not a date')).toBe('');
  });

  it('formatDateTime is YYYY-MM-DD - hh:mm AM/PM, the markers in Arabic (ص / م)', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 13, 7))).toBe('2025-01-05 - 01:07 م');
    expect(formatDateTime(new Date(2025, 11, 31, 0, 5))).toBe('2025-12-31 - 12:05 ص');
    expect(formatDateTime(new Date(2025, 5, 1, 12, 0))).toBe('2025-06-01 - 12:00 م');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('timeAgo in Arabic', () => {
    const now = new Date('2025-01-05T12:00:00Z');
    expect(timeAgo(new Date('2025-01-05T11:59:30Z'), now)).toBe('الآن');
    expect(timeAgo(new Date('2025-01-05T11:55:00Z'), now)).toBe('قبل 5 دقائق');
    expect(timeAgo(new Date('2025-01-05T09:00:00Z'), now)).toBe('قبل 3 ساعات');
    expect(timeAgo(new Date('2025-01-04T12:00:00Z'), now)).toBe('أمس');
    expect(timeAgo('2024-01-01T00:00:00Z', now)).toMatch(/السنة الماضية|قبل سنة/);
    expect(timeAgo('garbage', now)).toBe('');
  });
  it('formatDuration', () => {
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(-3)).toBe('00:00');
  });
});

describe('text', () => {
  it('normalizeDigits maps Arabic-Indic and Persian digits', () => {
    expect(normalizeDigits('كود ١٢٣٤ و ۵۶۷')).toBe('كود 1234 و 567');
    expect(normalizeDigits('١٢٫٥')).toBe('12.5');
    expect(normalizeDigits('abc')).toBe('abc');
  });
  it('rechargeAmount: price minus balance, the whole price at zero', () => {
    expect(rechargeAmount(70, 25.5)).toBe(44.5);
    expect(rechargeAmount(70, 0)).toBe(70);
    expect(rechargeAmount(0.3, 0.1)).toBe(0.2);
  });
  it('truncate', () => {
    expect(truncate('abcdef', 10)).toBe('abcdef');
    expect(truncate('abc def', 4)).toBe('abc…');
    expect(truncate('مرحبا بكم', 5)).toBe('مرحبا…');
    expect(truncate(undefined, 3)).toBe('');
  });
});
