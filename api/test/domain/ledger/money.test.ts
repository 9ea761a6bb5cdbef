import { describe, expect, it } from 'vitest';
import { MoneyFormatError, moneyText, toPiasters, toPounds } from '../../../src/domain/ledger/money';

describe('toPiasters', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.5, 1250],
    [12.05, 1205],
    [0.1, 10],
    ['19.99', 1999],
    ['7', 700],
    [-3.25, -325],
    [1234567.89, 123456789],
  ])('%s pounds → %s piasters', (pounds, piasters) => {
    expect(toPiasters(pounds)).toBe(piasters);
  });

  it.each([1.005, '1.234', 'abc', '', '1e3', 1e-7, Number.NaN, Number.POSITIVE_INFINITY, '1.', '.5'])(
    'rejects %s',
    (bad) => {
      expect(() => toPiasters(bad)).toThrow(MoneyFormatError);
    },
  );
});

describe('toPounds', () => {
  it.each([
    [0, 0],
    [100, 1],
    [1250, 12.5],
    [1205, 12.05],
    [-325, -3.25],
    [1, 0.01],
  ])('%s piasters → %s pounds', (piasters, pounds) => {
    expect(toPounds(piasters)).toBe(pounds);
  });

  it('round-trips every piaster value of a range', () => {
    for (let p = -2000; p <= 2000; p++) expect(toPiasters(toPounds(p))).toBe(p);
  });

  it('refuses fractional piasters', () => {
    expect(() => toPounds(1.5)).toThrow(MoneyFormatError);
  });

  it('writes piasters as the one money text of the platform (two decimals, thousands, the pound suffix)', () => {
    expect(moneyText(50000)).toBe('500.00 جنيه');
    expect(moneyText(123456789)).toBe('1,234,567.89 جنيه');
    expect(moneyText(-5)).toBe('-0.05 جنيه');
  });
});
