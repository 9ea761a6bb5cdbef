import { describe, expect, it } from 'vitest';
import type { AttemptRow, ChoiceRow, QuestionRow, SessionRow } from '../../../src/domain/exams/views';
import { analyse } from '../../../src/domain/marking/item-analysis';

// The item analysis as a pure function: distribution, pass rate, share right, Kelley's 27 %
// discrimination, the most chosen wrong option, and drawn papers counted for their own questions.
const session = (id: number, mark: number, corrected = true) =>
  ({
    id,
    totalMark: 10,
    correctionMark: mark,
    corrected,
    succeeded: corrected ? mark >= 5 : null,
  }) as SessionRow;
const question = (id: number, drawRuleId: number | null = null) =>
  ({ id, position: id, type: 'choices', text: `س${id}`, mark: 1, drawRuleId }) as QuestionRow;
const choice = (id: number, questionId: number, correct: boolean) =>
  ({ id, questionId, text: `خ${id}`, correct }) as ChoiceRow;
const attempt = (sessionId: number, questionId: number, answerId: number, correct: boolean) =>
  ({ sessionId, questionId, answerId, answerText: null, answerImage: null, correct }) as AttemptRow;

const sessions = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((mark, i) => session(i + 1, mark));
const questions = [question(1)];
const choices = [choice(11, 1, true), choice(12, 1, false), choice(13, 1, false)];
// The top four answer right, the rest wrong (two thirds of them the same wrong choice).
const attempts = sessions.map((s, i) => attempt(s.id, 1, i < 4 ? 11 : i % 3 === 0 ? 13 : 12, i < 4));

describe('analyse', () => {
  it('counts the distribution, pass rate and average over completed papers only', () => {
    const a = analyse({
      passPercentage: 50,
      sessions: [...sessions, session(99, 0, false)],
      questions,
      choices,
      attempts,
    });
    expect(a).toMatchObject({ sessions: 10, pending: 1, pass_rate: 0.6, average_percentage: 55 });
    expect(a.distribution.map((b) => b.count)).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
  });

  it('share right, discrimination (top 27 % vs bottom 27 %) and the most chosen wrong option', () => {
    const [q] = analyse({ passPercentage: 50, sessions, questions, choices, attempts }).questions;
    expect(q).toMatchObject({ right_share: 0.4, discrimination: 1, top_wrong: { id: 12, chosen: 4 } });
    expect(q?.choices.map((c) => c.chosen)).toEqual([4, 4, 2]);
  });

  it('no discrimination under two papers; a pool question counts only the papers that drew it', () => {
    const one = analyse({ passPercentage: 50, sessions: [session(1, 5)], questions, choices, attempts: [] });
    expect(one.questions[0]).toMatchObject({ right_share: 0, discrimination: null, top_wrong: null });
    const pool = question(2, 7);
    const drawn = analyse({
      passPercentage: 50,
      sessions: sessions.slice(0, 2),
      questions: [pool],
      choices: [choice(21, 2, true)],
      attempts: [attempt(1, 2, 21, true)],
      drawn: [{ sessionId: 1, questionId: 2 }],
    });
    expect(drawn.questions[0]).toMatchObject({ right_share: 1, discrimination: null });
  });
});
