import { describe, expect, it } from 'vitest';
import { checkAccepting } from '../../../src/domain/exams/sessions';
import { deadlineOf, type ExamRow, remainingSeconds, type SessionRow } from '../../../src/domain/exams/views';

const T0 = Date.parse('2026-05-01T09:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const exam = (o: Partial<ExamRow>) => ({ duration: 30, startsAt: null, endsAt: null, ...o }) as ExamRow;
const session = (deadline: Date | null, submittedAt: Date | null = null) =>
  ({ deadline, submittedAt, startTime: at(0) }) as SessionRow;

describe('the server-owned deadline', () => {
  it('is start + duration, capped by the end of the exam window; open without either', () => {
    expect(deadlineOf(exam({}), at(0))).toEqual(at(30 * 60_000));
    expect(deadlineOf(exam({ endsAt: at(10 * 60_000) }), at(0))).toEqual(at(10 * 60_000));
    expect(deadlineOf(exam({ endsAt: at(60 * 60_000) }), at(0))).toEqual(at(30 * 60_000));
    expect(deadlineOf(exam({ duration: null, endsAt: at(5_000) }), at(0))).toEqual(at(5_000));
    expect(deadlineOf(exam({ duration: null }), at(0))).toBeNull();
  });

  it('counts the remaining seconds on the server clock only', () => {
    const s = session(at(120_000));
    expect(remainingSeconds(s, at(0))).toBe(120);
    expect(remainingSeconds(s, at(119_001))).toBe(1);
    expect(remainingSeconds(s, at(120_000))).toBe(0);
    expect(remainingSeconds(session(null), at(0))).toBeNull();
  });

  it('takes answers until the deadline, then 15 s more only for answers stamped before it', () => {
    const s = session(at(120_000));
    const stamped = (ms: number) => [{ question_id: 1, answer_text: 'x', answered_at: at(ms).toISOString() }];
    expect(() => checkAccepting(s, [{ question_id: 1, answer_text: 'x' }], at(119_999))).not.toThrow();
    expect(() => checkAccepting(s, stamped(119_000), at(135_000))).not.toThrow();
    expect(() => checkAccepting(s, stamped(119_000), at(135_001))).toThrow('EXAM_NOT_ACTIVE');
    expect(() => checkAccepting(s, stamped(121_000), at(125_000))).toThrow('EXAM_NOT_ACTIVE');
    expect(() => checkAccepting(s, [{ question_id: 1, answer_text: 'x' }], at(121_000))).toThrow(
      'EXAM_NOT_ACTIVE',
    );
    expect(() => checkAccepting(session(at(120_000), at(60_000)), stamped(1), at(61_000))).toThrow(
      'EXAM_NOT_ACTIVE',
    );
    expect(() => checkAccepting(session(null), [], at(10 ** 12))).not.toThrow();
  });
});
