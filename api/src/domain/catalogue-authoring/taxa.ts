import { CATALOGUE_AUTHORING_MESSAGES as M, type StaffTaxon } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { DomainError, FieldError } from '../errors';
import {
  deleteTaxonRow,
  insertTaxon,
  listTaxa,
  renameTaxon,
  setTaxonPosition,
  type TaxonKind,
  type TaxonRow,
  taxonByName,
  taxonRow,
  taxonUses,
} from './taxa-repository';

export type { TaxonKind };

const view = (r: TaxonRow): StaffTaxon => ({ id: r.id, name: r.name, position: r.position });

/** GET /staff/catalogue/grades (or categories): all, in the students' order. */
export async function taxa(db: Db, kind: TaxonKind): Promise<{ items: StaffTaxon[] }> {
  return { items: (await listTaxa(db, kind)).map(view) };
}

async function assertFreeName(db: Db, kind: TaxonKind, name: string, self?: number) {
  const other = await taxonByName(db, kind, name);
  if (other && other.id !== self) throw new FieldError({ name: [M.nameTaken] });
}

export async function createTaxon(
  db: Db,
  actor: StaffActor,
  kind: TaxonKind,
  name: string,
): Promise<StaffTaxon> {
  return db.transaction(async (tx) => {
    await assertFreeName(tx, kind, name);
    const after = view(await insertTaxon(tx, kind, name));
    await recordAudit(tx, actor, { action: `${kind}.create`, targetType: kind, targetId: after.id, after });
    return after;
  });
}

export async function updateTaxon(
  db: Db,
  actor: StaffActor,
  kind: TaxonKind,
  id: number,
  name: string,
): Promise<StaffTaxon> {
  return db.transaction(async (tx) => {
    const before = await taxonRow(tx, kind, id, true);
    if (!before) throw new DomainError('NOT_FOUND');
    await assertFreeName(tx, kind, name, id);
    const after = view(await renameTaxon(tx, kind, id, name));
    await recordAudit(tx, actor, {
      action: `${kind}.update`,
      targetType: kind,
      targetId: id,
      before: view(before),
      after,
    });
    return after;
  });
}

/** Admin only (roles.ts); refused while courses or students use it, so nothing is untied silently. */
export async function deleteTaxon(db: Db, actor: StaffActor, kind: TaxonKind, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await taxonRow(tx, kind, id, true);
    if (!before) throw new DomainError('NOT_FOUND');
    if ((await taxonUses(tx, kind, id)) > 0) throw new FieldError({ id: [M.inUse] });
    await deleteTaxonRow(tx, kind, id);
    await recordAudit(tx, actor, {
      action: `${kind}.delete`,
      targetType: kind,
      targetId: id,
      before: view(before),
    });
  });
}

/** PUT .../order: `ids` must be exactly the rows of the list. */
export async function orderTaxa(
  db: Db,
  actor: StaffActor,
  kind: TaxonKind,
  ids: number[],
): Promise<{ items: StaffTaxon[] }> {
  return db.transaction(async (tx) => {
    const rows = await listTaxa(tx, kind);
    assertSameIds(rows, ids);
    for (const [i, id] of ids.entries()) await setTaxonPosition(tx, kind, id, i + 1);
    await recordAudit(tx, actor, {
      action: `${kind}.reorder`,
      targetType: kind,
      before: rows.map((r) => r.id),
      after: ids,
    });
    return { items: (await listTaxa(tx, kind)).map(view) };
  });
}

/** The new order names every current row once (a stale page is told to reload). */
export function assertSameIds(rows: readonly { id: number }[], ids: readonly number[]): void {
  const known = new Set(rows.map((r) => r.id));
  if (ids.length !== rows.length || new Set(ids).size !== ids.length || !ids.every((i) => known.has(i)))
    throw new FieldError({ ids: [M.orderMismatch] });
}
