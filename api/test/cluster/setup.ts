import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { createDb, type Db } from '../../src/db/index';
import { courses, enrolments, ledgerTransactions, users, wallets } from '../../src/db/schema/index';
import { issueToken } from '../../src/domain/auth/tokens';
import { auditWallets, credit, toPiasters } from '../../src/domain/ledger/index';
import { hashPassword } from '../../src/lib/crypto';

export interface Student {
  id: number;
  token: string;
  address: string;
}

/** Students straight in the database (registration is rate limited per address), each given money. */
export async function makeStudents(databaseUrl: string, n: number) {
  const handle = await createDb({ databaseUrl, migrate: false, poolSize: 4 });
  const db = handle.db;
  try {
    const [grade] = await db
      .execute(sql`select id from grades order by id limit 1`)
      .then((r) => (r as never as { rows: { id: number }[] }).rows);
    const passwordHash = await hashPassword('cluster-password-1');
    const students: Student[] = [];
    for (let i = 0; i < n; i++) {
      const [row] = await db
        .insert(users)
        .values({
          name: `طالب ${i}`,
          email: `cluster-${i}-${Date.now()}@example.com`,
          passwordHash,
          emailVerifiedAt: new Date(),
          phone: `010${String(10_000_000 + i)}`,
          fullPhone: `+2010${String(10_000_000 + i)}`,
          phoneCountry: 'EG',
          parentPhone: '01112345678',
          parentFullPhone: '+201112345678',
          parentPhoneCountry: 'EG',
          gradeId: grade?.id ?? null,
          governorate: 'القاهرة',
        } as never)
        .returning({ id: users.id });
      if (!row) throw new Error('no user row');
      await credit(db, {
        userId: row.id,
        amount: toPiasters(5000),
        type: 'recharge',
        comment: 'cluster',
        idempotencyKey: 'cluster:fund',
      });
      const [wallet] = await db
        .select({ address: wallets.address })
        .from(wallets)
        .where(eq(wallets.userId, row.id));
      const { token } = await issueToken(db, row.id);
      students.push({ id: row.id, token, address: wallet?.address ?? '' });
    }
    const paid = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(gt(courses.price, 0), eq(courses.published, true)));
    const free = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.price, 0), eq(courses.published, true)));
    return { students, courseIds: paid.map((c) => c.id), freeCourseIds: free.map((c) => c.id) };
  } finally {
    await handle.close();
  }
}

/** After the run: the ledger invariant, and every acknowledged operation in the database once. */
export async function verify(
  databaseUrl: string,
  acked: { transferKeys: string[]; purchases: { userId: number; courseId: number }[] },
) {
  const handle = await createDb({ databaseUrl, migrate: false, poolSize: 2 });
  const db: Db = handle.db;
  try {
    const audit = await auditWallets(db);
    const sent = acked.transferKeys.length
      ? await db
          .select({ key: ledgerTransactions.idempotencyKey })
          .from(ledgerTransactions)
          .where(
            and(
              inArray(ledgerTransactions.idempotencyKey, acked.transferKeys),
              sql`${ledgerTransactions.value} < 0`,
            ),
          )
      : [];
    const sentKeys = new Set(sent.map((r) => r.key));
    const lostTransfers = acked.transferKeys.filter((k) => !sentKeys.has(k)).length;
    let lostPurchases = 0;
    for (const p of acked.purchases) {
      const [e] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, p.userId), eq(enrolments.courseId, p.courseId)));
      if (!e) lostPurchases++;
    }
    return {
      walletsChecked: audit.walletsChecked,
      mismatches: audit.mismatches.length,
      duplicatedTransfers: sent.length - sentKeys.size,
      lostTransfers,
      lostPurchases,
    };
  } finally {
    await handle.close();
  }
}
