import type { StaffCourseOrderList } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { recordAudit, type StaffActor } from '../audit/index';
import { listCourseOrder, setCoursePosition } from './course-order-repository';
import { assertSameIds } from './taxa';

/** GET /staff/catalogue/courses/order: every course, drafts too, as students see them ordered. */
export async function courseOrder(db: Db): Promise<StaffCourseOrderList> {
  return { items: await listCourseOrder(db) };
}

/**
 * PUT /staff/catalogue/courses/order: `ids` names every course once (a stale page is told to
 * reload); positions become 1..n in that order, audited with the order before and after.
 */
export async function orderCourses(db: Db, actor: StaffActor, ids: number[]): Promise<StaffCourseOrderList> {
  return db.transaction(async (tx) => {
    const rows = await listCourseOrder(tx, true);
    assertSameIds(rows, ids);
    for (const [i, id] of ids.entries()) await setCoursePosition(tx, id, i + 1);
    await recordAudit(tx, actor, {
      action: 'course.reorder',
      targetType: 'course',
      before: rows.map((r) => r.id),
      after: ids,
    });
    return { items: await listCourseOrder(tx) };
  });
}
