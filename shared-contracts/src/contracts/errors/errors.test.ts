import { describe, expect, it } from 'vitest';
import {
  coursePurchaseMessages,
  ERROR_CODES,
  examCodeMessages,
  examMessages,
  fieldErrorsOf,
  firstFieldError,
  isErrorCode,
  joinMessages,
  lecturePurchaseMessages,
  messageFor,
  serverMessageOf,
  statusOf,
} from './index';

const httpError = (status: number, data?: unknown) => ({ isHttpError: true, response: { status, data } });

describe('messageFor', () => {
  it('maps a known code to the table message', () => {
    expect(messageFor(httpError(409, { error: 'LIMIT_EXCEEDED' }), joinMessages)).toBe(
      joinMessages.LIMIT_EXCEEDED,
    );
    expect(messageFor(httpError(400, { error: 'PAYCARD_MAX_PRICE_EXCEEDED' }), lecturePurchaseMessages)).toBe(
      'قيمة البطاقة أقل من سعر المحاضرة',
    );
  });
  it('uses the body message for a code the table does not know', () => {
    expect(messageFor(httpError(400, { error: 'USED_PAYCARD', message: 'رسالة الخادم' }), joinMessages)).toBe(
      'رسالة الخادم',
    );
  });
  it('shows the first field message of a 422', () => {
    const err = httpError(422, {
      message: 'بيانات غير صحيحة',
      errors: { name: [], phone: ['صيغة الرقم غير صحيحة', 'x'] },
    });
    expect(messageFor(err, coursePurchaseMessages)).toBe('صيغة الرقم غير صحيحة');
  });
  it('falls back for network errors and empty bodies', () => {
    expect(messageFor(new Error('Network Error'), coursePurchaseMessages)).toBe(
      coursePurchaseMessages.fallback,
    );
    expect(messageFor(httpError(500), joinMessages, 'بديل')).toBe('بديل');
    expect(messageFor(undefined, joinMessages)).toBe(joinMessages.fallback);
  });
  it('accepts a bare error body', () => {
    expect(messageFor({ error: 'EXAM_ENDED' }, examMessages)).toBe(examMessages.EXAM_ENDED);
  });
  it('exam not found reads differently on the code entry page', () => {
    const err = httpError(404, { error: 'EXAM_NOT_FOUND' });
    expect(messageFor(err, examCodeMessages)).toBe('الكود الذي أدخلته غير صحيح');
    expect(messageFor(err, examMessages)).toBe('الامتحان غير موجود');
  });
});

describe('helpers', () => {
  it('firstFieldError', () => {
    expect(firstFieldError({ a: [], b: ['أول'] })).toBe('أول');
    expect(firstFieldError(undefined)).toBeUndefined();
    expect(firstFieldError({})).toBeUndefined();
  });
  it('fieldErrorsOf keeps the first message of each field of a 422 only', () => {
    const e = httpError(422, { errors: { email: ['مستخدم', 'ثاني'], code: 'خطأ', empty: [] } });
    expect(fieldErrorsOf(e)).toEqual({ email: 'مستخدم', code: 'خطأ' });
    expect(fieldErrorsOf(httpError(422, { message: 'x' }))).toEqual({});
    expect(fieldErrorsOf(httpError(409, { errors: { email: ['x'] } }))).toBeNull();
    expect(fieldErrorsOf(new Error('offline'))).toBeNull();
  });
  it('serverMessageOf', () => {
    expect(serverMessageOf(httpError(409, { error: 'X', message: 'رسالة' }))).toBe('رسالة');
    expect(serverMessageOf(httpError(500, { message: '  ' }))).toBeUndefined();
    expect(serverMessageOf(new Error('offline'))).toBeUndefined();
  });
  it('codes and status', () => {
    expect(ERROR_CODES).toContain('PAYCARD_TARGET_VALIDATION_FAILD');
    expect(ERROR_CODES).toContain('EMAIL_ALREADY_VERIFIED');
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(statusOf(httpError(401))).toBe(401);
    expect(statusOf(new Error('x'))).toBeUndefined();
  });
  it('every message is Arabic', () => {
    for (const table of [joinMessages, coursePurchaseMessages, lecturePurchaseMessages, examMessages]) {
      for (const text of Object.values(table)) expect(text).toMatch(/[\u0600-\u06ff]/);
    }
  });
});
