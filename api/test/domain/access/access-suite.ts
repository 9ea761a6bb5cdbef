import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../../src/db/index';
import { enrolments, ledgerTransactions, payCards, videos, videoViews } from '../../../src/db/schema/index';
import { joinCourse, purchaseCourse, purchaseLecture } from '../../../src/domain/access/index';
import { auditWallets, credit, getBalance } from '../../../src/domain/ledger/index';
import { countQueries } from '../../support/query-count';
import { type DbFactory, makeUser, tally } from '../_support/db';
import { makeCard, makeCourse, makeLecture } from '../_support/fixtures';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e: { code?: string }) => e.code ?? String(e),
  );

export function accessSuite(label: string, factory: DbFactory) {
  describe(`course and lecture access on ${label}`, () => {
    let handle: DbHandle;
    let db: Db;
    beforeAll(async () => {
      handle = await factory();
      db = handle.db;
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('joins a lectures course once; a paid course cannot be joined', async () => {
      const user = await makeUser(db);
      const lecturesCourse = await makeCourse(db, { payType: 'lectures', price: 0 });
      const r = await joinCourse(db, user, lecturesCourse.id);
      expect(r.enrolment.kind).toBe('join');
      expect(await codeOf(joinCourse(db, user, lecturesCourse.id))).toBe('ALREADY_JOINED');
      const paid = await makeCourse(db);
      expect(await codeOf(joinCourse(db, user, paid.id))).toBe('VALIDATION_FAILED');
      expect(await codeOf(joinCourse(db, user, 999_999))).toBe('NOT_FOUND');
    });

    it('LIMIT_EXCEEDED once the seats are taken, also under concurrent joins', async () => {
      const course = await makeCourse(db, { payType: 'lectures', price: 0, maxStudents: 3 });
      const users = await Promise.all(Array.from({ length: 10 }, () => makeUser(db)));
      const { ok, codes } = await tally(users.map((u) => joinCourse(db, u, course.id)));
      expect(ok).toHaveLength(3);
      expect(codes).toEqual({ LIMIT_EXCEEDED: 7 });
    });

    it('buys a paid course with the wallet: one course_purchase row, BALANCE_NOT_ENOUGH below the price', async () => {
      const user = await makeUser(db);
      const course = await makeCourse(db, { price: 12_050 });
      expect(await codeOf(purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet' }))).toBe(
        'BALANCE_NOT_ENOUGH',
      );
      await credit(db, { userId: user, amount: 20_000, type: 'recharge' });
      const r = await purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet' });
      expect(r.balance).toBe(7_950);
      expect(r.enrolment).toMatchObject({ kind: 'purchase', payBy: 'wallet', pricePaid: 12_050 });
      const rows = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, user));
      expect(rows.map((t) => [t.type, t.value, t.courseId])).toEqual([
        ['recharge', 20_000, null],
        ['course_purchase', -12_050, course.id],
      ]);
      expect(await codeOf(purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet' }))).toBe(
        'ALREADY_PURCHASED',
      );
      expect(
        await codeOf(
          purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet', walletEnabled: false }),
        ),
      ).toBe('ALREADY_PURCHASED');
    });

    it('refuses the wallet when the wallet system is off, and needs a pay_by for a paid course', async () => {
      const user = await makeUser(db);
      const course = await makeCourse(db);
      expect(
        await codeOf(
          purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet', walletEnabled: false }),
        ),
      ).toBe('FEATURE_DISABLED');
      const err = await purchaseCourse(db, { userId: user, courseId: course.id }).catch((e) => e);
      expect(err.errors).toEqual({ pay_by: ['اختر طريقة الدفع'] });
    });

    it('gets a free course without pay_by; a lectures course is not bought', async () => {
      const user = await makeUser(db);
      const free = await makeCourse(db, { price: 0 });
      const r = await purchaseCourse(db, { userId: user, courseId: free.id });
      expect(r.enrolment.kind).toBe('free');
      const lecturesCourse = await makeCourse(db, { payType: 'lectures', price: 0 });
      expect(await codeOf(purchaseCourse(db, { userId: user, courseId: lecturesCourse.id }))).toBe(
        'VALIDATION_FAILED',
      );
    });

    it('answers every pay-card code', async () => {
      const [me, other] = [await makeUser(db), await makeUser(db)];
      const course = await makeCourse(db, { price: 10_000 });
      const otherCourse = await makeCourse(db, { price: 10_000 });
      const buy = (code: string, userId = me, courseId = course.id) =>
        codeOf(purchaseCourse(db, { userId, courseId, payBy: 'paycard', code }));
      expect(await buy('NOPE-NOPE')).toBe('INVALID_PAYCARD_CODE');
      const expired = await makeCard(db, { expiresAt: new Date(Date.now() - 1000) });
      expect(await buy(expired.code)).toBe('EXPIRED_PAYCARD');
      const forOther = await makeCard(db, { courseId: otherCourse.id });
      expect(await buy(forOther.code)).toBe('PAYCARD_TARGET_VALIDATION_FAILD');
      const lectureCard = await makeCard(db, { lectureId: (await makeLecture(db, course.id)).id });
      expect(await buy(lectureCard.code)).toBe('PAYCARD_TARGET_VALIDATION_FAILD');
      const small = await makeCard(db, { value: 9_999 });
      expect(await buy(small.code)).toBe('PAYCARD_MAX_PRICE_EXCEEDED');
      const bound = await makeCard(db, { userId: other });
      expect(await buy(bound.code)).toBe('PAYCARD_USED_BY_ANOTHER_USER');
      const good = await makeCard(db, { courseId: course.id, value: 10_000 });
      // Spaces, lower case and Arabic-Indic digits are tolerated as typed.
      const typed = ` ${good.code.toLowerCase().replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d)} `;
      expect(await buy(typed)).toBe('OK');
      expect(await buy(good.code, me, otherCourse.id)).toBe('USED_PAYCARD');
      expect(await buy(good.code, other, otherCourse.id)).toBe('PAYCARD_USED_BY_ANOTHER_USER');
      const [row] = await db.select().from(payCards).where(eq(payCards.id, good.id));
      expect(row).toMatchObject({ usedBy: me, usedForCourseId: course.id });
      expect(await getBalance(db, me)).toBe(0);
    });

    it("a wallet purchase locks the buyer's wallet row once (SELECT ... FOR UPDATE, or the first lecture purchase's UPDATE)", async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 10_000, type: 'recharge' });
      const course = await makeCourse(db, { price: 1_000 });
      const lecture = await makeLecture(db, (await makeCourse(db, { payType: 'lectures' })).id, {
        price: 500,
      });
      // Counted on the wire: the lock statement is built once, so its builder is not called.
      const sent = countQueries(db);
      const lockStatements = () => sent.texts.filter((t) => /\bfor update\b/i.test(t));
      const bought = await purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet' });
      expect(bought.balance).toBe(9_000);
      expect(lockStatements()).toHaveLength(1);
      // A first lecture purchase is one statement whose UPDATE takes the lock (decision 0067).
      sent.reset();
      await purchaseLecture(db, { userId: user, lectureId: lecture.id, payBy: 'wallet' });
      expect(lockStatements()).toHaveLength(0);
      expect(sent.texts.filter((t) => /\bupdate\s+wallets\b/i.test(t))).toHaveLength(1);
      expect(await getBalance(db, user)).toBe(8_500);
      // One it cannot pay for moves nothing there; the locked path locks once and refuses.
      const dear = await makeLecture(db, lecture.courseId, { price: 9_000 });
      sent.reset();
      expect(await codeOf(purchaseLecture(db, { userId: user, lectureId: dear.id, payBy: 'wallet' }))).toBe(
        'BALANCE_NOT_ENOUGH',
      );
      expect(lockStatements()).toHaveLength(1);
      expect(await getBalance(db, user)).toBe(8_500);
    });

    it('a paid-for course is not charged twice by a retried request with the same key', async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 10_000, type: 'recharge' });
      const course = await makeCourse(db, { price: 4_000 });
      const a = await purchaseCourse(db, {
        userId: user,
        courseId: course.id,
        payBy: 'wallet',
        idempotencyKey: 'buy-1',
      });
      const b = await purchaseCourse(db, {
        userId: user,
        courseId: course.id,
        payBy: 'wallet',
        idempotencyKey: 'buy-1',
      });
      expect(b.replayed).toBe(true);
      expect(b.enrolment.id).toBe(a.enrolment.id);
      expect(await getBalance(db, user)).toBe(6_000);
      const card = await makeCard(db);
      const course2 = await makeCourse(db, { price: 4_000 });
      await purchaseCourse(db, {
        userId: user,
        courseId: course2.id,
        payBy: 'paycard',
        code: card.code,
        idempotencyKey: 'c-1',
      });
      const again = await purchaseCourse(db, {
        userId: user,
        courseId: course2.id,
        payBy: 'paycard',
        code: card.code,
        idempotencyKey: 'c-1',
      });
      expect(again.replayed).toBe(true);
    });

    it('two concurrent purchases of one course by one user charge once', async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 100_000, type: 'recharge' });
      const course = await makeCourse(db, { price: 7_500 });
      const { ok, codes } = await tally(
        Array.from({ length: 10 }, () =>
          purchaseCourse(db, { userId: user, courseId: course.id, payBy: 'wallet' }),
        ),
      );
      expect(ok).toHaveLength(1);
      expect(codes).toEqual({ ALREADY_PURCHASED: 9 });
      expect(await getBalance(db, user)).toBe(92_500);
      const rows = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, user), eq(enrolments.courseId, course.id)));
      expect(rows).toHaveLength(1);
    });

    // Decision 0067: a first lecture purchase is one statement with no lock read before it; the
    // unique indexes and the UPDATE's re-check of the balance must hold what the lock held.
    describe('first wallet purchases of lectures, at once', () => {
      const lecturesCourse = () => makeCourse(db, { payType: 'lectures', price: 0 });
      const ledgerOf = (user: number) =>
        db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, user));

      it('ten of one lecture without a key: charged once, nine ALREADY_PURCHASED', async () => {
        const user = await makeUser(db);
        await credit(db, { userId: user, amount: 10_000, type: 'recharge' });
        const lecture = await makeLecture(db, (await lecturesCourse()).id, { price: 1_500 });
        const { ok, codes } = await tally(
          Array.from({ length: 10 }, () =>
            purchaseLecture(db, { userId: user, lectureId: lecture.id, payBy: 'wallet' }),
          ),
        );
        expect(ok).toHaveLength(1);
        expect(codes).toEqual({ ALREADY_PURCHASED: 9 });
        expect(await getBalance(db, user)).toBe(8_500);
        expect(await ledgerOf(user)).toHaveLength(2);
      });

      it('ten of one lecture with one key: charged once, every answer the purchase', async () => {
        const user = await makeUser(db);
        await credit(db, { userId: user, amount: 10_000, type: 'recharge' });
        const lecture = await makeLecture(db, (await lecturesCourse()).id, { price: 1_500 });
        const buy = () =>
          purchaseLecture(db, {
            userId: user,
            lectureId: lecture.id,
            payBy: 'wallet',
            idempotencyKey: 'once-1',
          });
        const answers = await Promise.all(Array.from({ length: 10 }, buy));
        expect(new Set(answers.map((a) => a.purchase.id)).size).toBe(1);
        expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
        expect(answers.every((a) => a.balance === 8_500)).toBe(true);
        expect(await getBalance(db, user)).toBe(8_500);
        expect(await ledgerOf(user)).toHaveLength(2);
      });

      it('ten lectures at once with money for three: three bought, never below zero', async () => {
        const user = await makeUser(db);
        await credit(db, { userId: user, amount: 4_000, type: 'recharge' });
        const course = await lecturesCourse();
        const lectureRows = await Promise.all(
          Array.from({ length: 10 }, () => makeLecture(db, course.id, { price: 1_200 })),
        );
        const { ok, codes } = await tally(
          lectureRows.map((l) => purchaseLecture(db, { userId: user, lectureId: l.id, payBy: 'wallet' })),
        );
        expect(ok).toHaveLength(3);
        expect(codes).toEqual({ BALANCE_NOT_ENOUGH: 7 });
        expect(await getBalance(db, user)).toBe(400);
        // Each debit's balance_after is the balance it left: 2 800, 1 600, 400 in some order.
        const debits = (await ledgerOf(user)).filter((r) => r.value < 0).map((r) => r.balanceAfter);
        expect(debits.sort((a, b) => b - a)).toEqual([2_800, 1_600, 400]);
        const joined = await db
          .select()
          .from(enrolments)
          .where(and(eq(enrolments.userId, user), eq(enrolments.courseId, course.id)));
        expect(joined).toHaveLength(1);
      });

      it('a student whose wallet was never used gets BALANCE_NOT_ENOUGH, not an error', async () => {
        const user = await makeUser(db);
        const lecture = await makeLecture(db, (await lecturesCourse()).id, { price: 1_000 });
        expect(
          await codeOf(purchaseLecture(db, { userId: user, lectureId: lecture.id, payBy: 'wallet' })),
        ).toBe('BALANCE_NOT_ENOUGH');
      });
    });

    it('one pay-card redeemed by 50 concurrent requests is used once', async () => {
      const course = await makeCourse(db, { price: 5_000 });
      const card = await makeCard(db, { value: 5_000 });
      const users = await Promise.all(Array.from({ length: 50 }, () => makeUser(db)));
      const { ok, codes } = await tally(
        users.map((u) =>
          purchaseCourse(db, { userId: u, courseId: course.id, payBy: 'paycard', code: card.code }),
        ),
      );
      expect(ok).toHaveLength(1);
      expect(codes).toEqual({ PAYCARD_USED_BY_ANOTHER_USER: 49 });
      const rows = await db.select().from(enrolments).where(eq(enrolments.courseId, course.id));
      expect(rows).toHaveLength(1);
      // The same user racing one card over 50 lectures also gets exactly one.
      const me = await makeUser(db);
      const card2 = await makeCard(db, { value: 5_000 });
      // Lectures are sold on their own only by a 'lectures' course.
      const each = await makeCourse(db, { payType: 'lectures', price: 0 });
      const lectureRows = await Promise.all(Array.from({ length: 50 }, () => makeLecture(db, each.id)));
      const mine = await tally(
        lectureRows.map((l) =>
          purchaseLecture(db, { userId: me, lectureId: l.id, payBy: 'paycard', code: card2.code }),
        ),
      );
      expect(mine.ok).toHaveLength(1);
      expect(mine.codes).toEqual({ USED_PAYCARD: 49 });
    });

    it('buys, refuses and repurchases lectures', async () => {
      const user = await makeUser(db);
      await credit(db, { userId: user, amount: 10_000, type: 'recharge' });
      const course = await makeCourse(db, { payType: 'lectures', price: 0 });
      const lecture = await makeLecture(db, course.id, { price: 2_500, expiryDays: 7 });
      const now = new Date('2030-01-01T00:00:00Z');
      const r = await purchaseLecture(db, { userId: user, lectureId: lecture.id, payBy: 'wallet', now });
      expect(r.balance).toBe(7_500);
      expect(r.purchase.expiresAt?.toISOString()).toBe('2030-01-08T00:00:00.000Z');
      expect(
        await codeOf(purchaseLecture(db, { userId: user, lectureId: lecture.id, payBy: 'wallet', now })),
      ).toBe('ALREADY_PURCHASED');
      // The course was joined by the purchase.
      const [joined] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, user), eq(enrolments.courseId, course.id)));
      expect(joined?.kind).toBe('join');
      // Expired: bought again.
      const later = new Date('2030-02-01T00:00:00Z');
      const again = await purchaseLecture(db, {
        userId: user,
        lectureId: lecture.id,
        payBy: 'wallet',
        now: later,
      });
      expect(again.purchase.purchaseCount).toBe(2);
      expect(again.balance).toBe(5_000);
      // Repurchasable: views reset, repurchase price charged.
      const rep = await makeLecture(db, course.id, {
        price: 2_000,
        repurchasable: true,
        repurchasePrice: 1_000,
      });
      const [video] = await db
        .insert(videos)
        .values({ lectureId: rep.id, name: 'v', url: '/x.mp4' })
        .returning();
      await purchaseLecture(db, { userId: user, lectureId: rep.id, payBy: 'wallet' });
      await db.insert(videoViews).values({ userId: user, videoId: video!.id, countedViews: 3 });
      const re = await purchaseLecture(db, { userId: user, lectureId: rep.id, payBy: 'wallet' });
      expect(re.balance).toBe(2_000);
      const [views] = await db.select().from(videoViews).where(eq(videoViews.videoId, video!.id));
      expect(views?.countedViews).toBe(0);
      // Free lecture needs no pay_by; a bought course's lecture is already owned.
      const free = await makeLecture(db, course.id, { price: 0 });
      expect((await purchaseLecture(db, { userId: user, lectureId: free.id })).purchase.payBy).toBe('free');
      const owned = await makeCourse(db, { price: 0 });
      await purchaseCourse(db, { userId: user, courseId: owned.id });
      const ownedLecture = await makeLecture(db, owned.id);
      expect(
        await codeOf(purchaseLecture(db, { userId: user, lectureId: ownedLecture.id, payBy: 'wallet' })),
      ).toBe('ALREADY_PURCHASED');
    });

    it('leaves every wallet balance equal to the sum of its ledger', async () => {
      const report = await auditWallets(db);
      expect(report.mismatches).toEqual([]);
      expect(report.walletsChecked).toBeGreaterThan(5);
    });
  });
}
