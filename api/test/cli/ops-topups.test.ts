import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, topupRequests } from '../../src/db/schema/index';
import { auditWallets, getBalance } from '../../src/domain/ledger/index';
import { useOpsDb } from './ops-test-kit';

describe('pnpm ops: top-ups under review and admin messages', () => {
  const { db, ops, student } = useOpsDb();
  let userId: number;
  const email = 'topup-student@example.com';
  const notes = (type: string) =>
    db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .then((rows) => rows.filter((n) => n.type === type));

  it('lists pending top-ups, confirms one once through the ledger and rejects another', async () => {
    userId = (await student(email, 'طالب شحن')).id;
    const [a, b] = await db()
      .insert(topupRequests)
      .values([
        { userId, method: 'mobile_wallets', amount: 5000, payerNumber: '01012345678' },
        { userId, method: 'manual_external_payments', amount: 2000 },
      ])
      .returning();
    const list = await ops('topups');
    expect(list.out).toContain(`#${a!.id}`);
    expect(list.out).toContain('50.00 EGP mobile_wallets from 01012345678');

    const ok = await ops('confirm-topup', String(a!.id), '--comment', 'إيصال فودافون كاش');
    expect(ok.code).toBe(0);
    expect(await getBalance(db(), userId)).toBe(5000);
    const again = await ops('confirm-topup', String(a!.id));
    expect(again.code).toBe(1);
    expect(await getBalance(db(), userId)).toBe(5000);

    expect((await ops('reject-topup', String(b!.id))).code).toBe(2);
    expect((await ops('reject-topup', String(b!.id), '--comment', 'الإيصال غير واضح')).code).toBe(0);
    expect(await getBalance(db(), userId)).toBe(5000);
    const recharge = await notes('recharge');
    expect(recharge).toHaveLength(2);
    expect(recharge.map((n) => n.content).join(' ')).toContain('الإيصال غير واضح');
    expect((await ops('topups')).out).toContain('no top-ups under review');
    expect((await auditWallets(db())).ok).toBe(true);
    expect((await ops('confirm-topup', '999999')).code).toBe(1);
  });

  it('sends an admin message as a notification', async () => {
    const sent = await ops(
      'message',
      email,
      '--title',
      'تنبيه',
      '--content',
      'موعد الامتحان غداً',
      '--to',
      '/wallet',
    );
    expect(sent.code).toBe(0);
    expect((await notes('admin_message')).at(-1)).toMatchObject({
      title: 'تنبيه',
      content: 'موعد الامتحان غداً',
    });
    expect((await ops('message', email)).code).toBe(2);
    expect((await ops('message', 'nobody@example.com', '--title', 'x')).code).toBe(1);
  });
});
