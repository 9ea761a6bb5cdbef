import type { StaffExamAnalysis, StaffExamAnalysisQuestion } from '@app/shared-contracts/schemas';
import type { AttemptRow, ChoiceRow, QuestionRow, SessionRow } from '../exams/views';

/** The share of each end of the ranking compared by the discrimination index (Kelley's 27 %). */
export const GROUP_SHARE = 0.27;
const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Input {
  passPercentage: number;
  sessions: SessionRow[];
  questions: QuestionRow[];
  choices: ChoiceRow[];
  attempts: AttemptRow[];
  /** the questions of sessions that had a paper of their own (drawn questions) */
  drawn?: { sessionId: number; questionId: number }[];
}

type Figures = Omit<StaffExamAnalysis, 'exam'>;

/**
 * The item analysis of an exam, from its submitted sessions: the base is every session with a
 * complete result (one still waiting for an essay mark is counted apart as pending). A question
 * left unanswered counts as not right.
 */
export function analyse(input: Input): Figures {
  const done = input.sessions.filter((s) => s.corrected);
  const percentOf = (s: SessionRow) =>
    s.totalMark && s.totalMark > 0 ? ((s.correctionMark ?? 0) / s.totalMark) * 100 : 100;
  const ranked = [...done].sort((a, b) => percentOf(b) - percentOf(a) || a.id - b.id);
  const base = new Set(done.map((s) => s.id));
  const attempts = input.attempts.filter((a) => base.has(a.sessionId));
  const distribution = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i * 10 + 10, count: 0 }));
  for (const s of done) {
    const bin = distribution[Math.min(9, Math.max(0, Math.floor(percentOf(s) / 10)))];
    if (bin) bin.count++;
  }
  const n = done.length;
  const papers = new Map<number, Set<number>>();
  for (const d of input.drawn ?? [])
    papers.set(d.sessionId, (papers.get(d.sessionId) ?? new Set()).add(d.questionId));
  // Who sat a question: every session, or those whose own paper holds it (a pool question drawn
  // for some); a pool question outside any paper is sat by nobody.
  const satBy = (q: QuestionRow) =>
    new Set(
      done
        .filter((s) => {
          const own = papers.get(s.id);
          return own ? own.has(q.id) : q.drawRuleId === null;
        })
        .map((s) => s.id),
    );
  return {
    sessions: n,
    pending: input.sessions.length - n,
    pass_rate: n ? round(done.filter((s) => s.succeeded).length / n) : null,
    average_percentage: n ? round(done.reduce((t, s) => t + percentOf(s), 0) / n, 2) : null,
    distribution,
    questions: input.questions.map((q) =>
      questionFigures(
        q,
        input.choices.filter((c) => c.questionId === q.id),
        attempts.filter((a) => a.questionId === q.id),
        groupsOf(satBy(q), ranked),
      ),
    ),
  };
}

/** The sessions that sat a question, and the top and bottom 27 % of them by percentage. */
function groupsOf(sat: Set<number>, ranked: SessionRow[]) {
  const order = ranked.filter((s) => sat.has(s.id));
  const k = order.length >= 2 ? Math.max(1, Math.round(order.length * GROUP_SHARE)) : 0;
  return {
    n: order.length,
    sat,
    k,
    upper: new Set(order.slice(0, k).map((s) => s.id)),
    lower: new Set(order.slice(order.length - k).map((s) => s.id)),
  };
}

function questionFigures(
  q: QuestionRow,
  choices: ChoiceRow[],
  answered: AttemptRow[],
  g: { n: number; sat: Set<number>; k: number; upper: Set<number>; lower: Set<number> },
): StaffExamAnalysisQuestion {
  const attempts = answered.filter((a) => g.sat.has(a.sessionId));
  const right = attempts.filter((a) => a.correct === true);
  const share = (group: Set<number>) => right.filter((a) => group.has(a.sessionId)).length / g.k;
  const chosen = (id: number) => attempts.filter((a) => a.answerId === id).length;
  const wrong = choices
    .filter((c) => !c.correct)
    .map((c) => ({ id: c.id, text: c.text, chosen: chosen(c.id) }))
    .filter((c) => c.chosen > 0)
    .sort((a, b) => b.chosen - a.chosen || a.id - b.id);
  return {
    id: q.id,
    position: q.position,
    type: q.type,
    text: q.text,
    mark: q.mark,
    answered: attempts.filter((a) => a.answerId !== null || a.answerText || a.answerImage).length,
    right_share: g.n ? round(right.length / g.n) : null,
    discrimination: g.k ? round(share(g.upper) - share(g.lower)) : null,
    top_wrong: wrong[0] ?? null,
    choices: choices.map((c) => ({ id: c.id, text: c.text, correct: c.correct, chosen: chosen(c.id) })),
  };
}
