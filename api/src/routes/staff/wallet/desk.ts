import { formatMoney } from '@app/shared-contracts/format';
import {
  idParamSchema,
  staffBalanceBodySchema,
  staffCashBodySchema,
  staffMovementResponseSchema,
  staffStudentWalletQuerySchema,
  staffStudentWalletSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashTopUp,
  DomainError,
  getWallet,
  isStudent,
  listStaffLedger,
  type MovementResult,
  staffAdjustBalance,
  toPiasters,
  toPounds,
} from '../../../domain/ledger/index';
import { countUnderReview } from '../../../domain/topups/index';
import { idempotencyKeyOf } from '../../../plugins/idempotency';
import { staffActorOf } from '../actor';

/** The answer of a movement: the new balance and the row as the ledger pages show it. */
async function answerOf(db: Parameters<typeof listStaffLedger>[0], move: MovementResult, message: string) {
  const page = await listStaffLedger(db, { id: move.transaction.id }, { per_page: 1 });
  const row = page.items[0];
  if (!row) throw new Error('movement not found after it was made');
  return { balance: toPounds(move.balance), transaction: row, message };
}

/**
 * A student's wallet at the desk: its balance and ledger, cash taken (admin, assistant) and the
 * admin's correction. Both writes are idempotent: a second click with the same Idempotency-Key
 * answers the first movement (the plugin replays it; the ledger's key catches a race).
 */
const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students/:id/wallet',
    {
      schema: {
        params: idParamSchema,
        querystring: staffStudentWalletQuerySchema,
        response: { 200: staffStudentWalletSchema },
      },
    },
    async (req) => {
      const { db } = app.deps;
      const student = await isStudent(db, req.params.id);
      if (!student) throw new DomainError('NOT_FOUND');
      const [wallet, pending, ledger] = await Promise.all([
        getWallet(db, student.id),
        countUnderReview(db, student.id),
        listStaffLedger(db, { studentId: student.id }, req.query),
      ]);
      return {
        student,
        balance: toPounds(wallet.balance),
        address: wallet.address,
        pending_topups: pending,
        ledger,
      };
    },
  );

  app.post(
    '/students/:id/cash',
    {
      config: { idempotent: true },
      schema: {
        params: idParamSchema,
        body: staffCashBodySchema,
        response: { 200: staffMovementResponseSchema },
      },
    },
    async (req) => {
      const move = await cashTopUp(app.deps.db, staffActorOf(req), {
        studentId: req.params.id,
        amount: toPiasters(req.body.amount),
        idempotencyKey: idempotencyKeyOf(req),
      });
      return answerOf(app.deps.db, move, `تم شحن ${formatMoney(req.body.amount)} نقداً`);
    },
  );

  app.post(
    '/students/:id/balance',
    {
      config: { idempotent: true },
      schema: {
        params: idParamSchema,
        body: staffBalanceBodySchema,
        response: { 200: staffMovementResponseSchema },
      },
    },
    async (req) => {
      const move = await staffAdjustBalance(app.deps.db, staffActorOf(req), {
        studentId: req.params.id,
        amount: toPiasters(req.body.amount),
        comment: req.body.comment,
        idempotencyKey: idempotencyKeyOf(req),
      });
      return answerOf(app.deps.db, move, 'تم تعديل الرصيد');
    },
  );
};

export default deskRoutes;
