import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/cli/seed';
import { EXAM_SETS } from '../../src/cli/seed-exam-sets';
import type { DbHandle } from '../../src/db/index';
import { answers, exams, questions } from '../../src/db/schema/index';
import { createPgliteTestDb } from '../support/app';

// The demo's exams must be worth sitting: real questions of the course's subject whose options do
// not point at the right one, with its position varying, and an explanation shown after correction.
describe('the demo exams’ questions', () => {
  let handle: DbHandle;
  let dir: string;
  let qs: (typeof questions.$inferSelect)[];
  let as: (typeof answers.$inferSelect)[];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seed-exam-questions-'));
    handle = await createPgliteTestDb();
    await seedDemo(handle.db, { uploadsDir: join(dir, 'uploads') });
    qs = await handle.db.select().from(questions);
    as = await handle.db.select().from(answers);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const optionsOf = (questionId: number) =>
    as.filter((a) => a.questionId === questionId).sort((a, b) => a.position - b.position);

  it('no option gives the answer away', () => {
    expect(as.length).toBeGreaterThan(100);
    expect(as.filter((a) => /الصحيح|صحيحة|correct/i.test(a.text)).map((a) => a.text)).toEqual([]);
  });

  it('every choices and true/false question has exactly one right answer, not always in the same place', () => {
    const closed = qs.filter((q) => q.type === 'choices' || q.type === 'truefalse');
    expect(closed.length).toBeGreaterThan(60);
    for (const q of closed)
      expect(
        optionsOf(q.id).filter((a) => a.correct),
        q.text,
      ).toHaveLength(1);
    const choices = qs.filter((q) => q.type === 'choices');
    const rightAt = choices.map((q) => optionsOf(q.id).findIndex((a) => a.correct));
    expect(new Set(rightAt)).toEqual(new Set([0, 1, 2, 3]));
    // No place holds the right answer in more than half of the questions.
    for (const at of [0, 1, 2, 3])
      expect(rightAt.filter((i) => i === at).length).toBeLessThan(choices.length / 2);
    const truths = qs.filter((q) => q.type === 'truefalse').map((q) => optionsOf(q.id)[0]?.correct);
    expect(new Set(truths)).toEqual(new Set([true, false]));
  });

  it('the options of a question are four distinct texts, none a part of another', () => {
    for (const q of qs.filter((q) => q.type === 'choices')) {
      const texts = optionsOf(q.id).map((a) => a.text);
      expect(texts, q.text).toHaveLength(4);
      // A part would make «the option named X» ambiguous for a screen reader user and the e2e suite.
      for (const t of texts)
        expect(
          texts.filter((o) => o.includes(t)),
          q.text,
        ).toEqual([t]);
    }
  });

  it('every question has an explanation, and the exams are not one template', () => {
    expect(qs.filter((q) => !q.answerExplainText?.trim()).map((q) => q.text)).toEqual([]);
    expect(qs.filter((q) => q.text.includes('أي العبارات التالية صحيحة'))).toEqual([]);
    const distinct = new Set(qs.filter((q) => q.type === 'choices').map((q) => q.text));
    expect(distinct.size).toBe(Object.keys(EXAM_SETS).length);
  });

  it('pictured questions point at real PNGs: the shipped circuit and a graph drawn at seed time', async () => {
    const pictured = qs.filter((q) => q.imageUrl);
    expect(pictured.map((q) => q.imageUrl)).toEqual(
      expect.arrayContaining(['/uploads/demo/ohm-circuit.png', '/uploads/demo/velocity-time.png']),
    );
    for (const q of pictured) {
      const bytes = readFileSync(join(dir, q.imageUrl!.replace(/^\//, '')));
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    }
    const [img] = await handle.db.select().from(exams).where(eq(exams.examCode, 'IMG2026'));
    expect(qs.find((q) => q.examId === img!.id && q.position === 1)?.imageUrl).toBe(
      '/uploads/demo/ohm-circuit.png',
    );
  });
});
