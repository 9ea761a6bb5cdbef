import {
  type StaffListQuery,
  type StaffOutlet,
  type StaffOutletBody,
  type StaffOutletUpdate,
  staffPaging,
} from '@app/shared-contracts/schemas';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { outlets } from '../../db/schema/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError } from '../errors';

type OutletRow = typeof outlets.$inferSelect;

const view = (o: OutletRow): StaffOutlet => ({
  id: o.id,
  name: o.name,
  governorate: o.governorate,
  city: o.city,
  address: o.address,
  phone: o.phone,
  map_url: o.mapUrl,
  position: o.position,
});
const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The centres as GET /our-outlets orders them; a search looks in name, city and address. */
export async function staffOutlets(db: Db, query: StaffListQuery) {
  const { page, perPage, offset } = staffPaging(query);
  const where: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(
      or(
        ilike(outlets.name, like),
        ilike(outlets.city, like),
        ilike(outlets.governorate, like),
        ilike(outlets.address, like),
      ),
    );
  }
  const cond = and(...where);
  const order = query.order === 'desc' ? desc : asc;
  const columns =
    query.sort === 'name'
      ? [order(outlets.name)]
      : [order(outlets.governorate), order(outlets.city), order(outlets.position)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(outlets)
      .where(cond)
      .orderBy(...columns, order(outlets.id))
      .limit(perPage)
      .offset(offset),
    db.select({ n: count() }).from(outlets).where(cond),
  ]);
  return { items: rows.map(view), total: Number(total?.n ?? 0), page, per_page: perPage };
}

const columnsOf = (b: StaffOutletUpdate) => ({
  ...(b.name !== undefined && { name: b.name }),
  ...(b.governorate !== undefined && { governorate: b.governorate }),
  ...(b.city !== undefined && { city: b.city }),
  ...(b.address !== undefined && { address: b.address }),
  ...(b.phone !== undefined && { phone: b.phone }),
  ...(b.map_url !== undefined && { mapUrl: b.map_url }),
  ...(b.position !== undefined && { position: b.position }),
});

/** Adds a centre to /our-outlets (as pnpm ops add-outlet). */
export async function createOutlet(db: Db, actor: StaffActor, body: StaffOutletBody): Promise<StaffOutlet> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(outlets)
      .values({
        ...columnsOf(body),
        name: body.name,
        governorate: body.governorate,
        city: body.city,
        address: body.address,
      })
      .returning();
    if (!row) throw new Error('outlet not stored');
    await recordAudit(tx, actor, {
      action: 'outlet.create',
      targetType: 'outlet',
      targetId: row.id,
      before: null,
      after: view(row),
    });
    return view(row);
  });
}

async function lockOutlet(db: Db, id: number): Promise<OutletRow> {
  const [row] = await db.select().from(outlets).where(eq(outlets.id, id)).for('update');
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

export async function updateOutlet(db: Db, actor: StaffActor, id: number, body: StaffOutletUpdate) {
  return db.transaction(async (tx) => {
    const before = await lockOutlet(tx, id);
    const set = columnsOf(body);
    const [row] = Object.keys(set).length
      ? await tx.update(outlets).set(set).where(eq(outlets.id, id)).returning()
      : [before];
    if (!row) throw new DomainError('NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'outlet.update',
      targetType: 'outlet',
      targetId: id,
      before: view(before),
      after: view(row),
    });
    return view(row);
  });
}

export async function deleteOutlet(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockOutlet(tx, id);
    await tx.delete(outlets).where(eq(outlets.id, id));
    await recordAudit(tx, actor, {
      action: 'outlet.delete',
      targetType: 'outlet',
      targetId: id,
      before: view(before),
      after: null,
    });
  });
}
