import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { ProfileUpdateBody, RegisterBody } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/index';
import { grades, type users } from '../../db/schema/index';
import { parsePhone } from '../../lib/phone';
import { FieldError } from '../errors';

const BAD_PHONE = DETAIL_MESSAGES.badPhone;
const BAD_GRADE = DETAIL_MESSAGES.badGrade;

type Columns = Partial<typeof users.$inferInsert>;

/**
 * Checks what a schema cannot (phone numbers with libphonenumber, the grade exists) and maps the
 * wire fields to columns. All field errors are collected so the form shows each at once.
 */
export async function profileColumns(db: Db, body: ProfileUpdateBody | RegisterBody): Promise<Columns> {
  const errors: Record<string, string[]> = {};
  const out: Columns = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.phone !== undefined || body.full_phone !== undefined) {
    const p = parsePhone(body.phone, body.full_phone, body.phone_country);
    if (!p) errors.phone = [BAD_PHONE];
    else Object.assign(out, { phone: p.phone, fullPhone: p.full_phone, phoneCountry: p.phone_country });
  }
  if (body.parent_phone !== undefined || body.parent_full_phone !== undefined) {
    const p = parsePhone(body.parent_phone, body.parent_full_phone, body.parent_phone_country);
    if (!p) errors.parent_phone = [BAD_PHONE];
    else
      Object.assign(out, {
        parentPhone: p.phone,
        parentFullPhone: p.full_phone,
        parentPhoneCountry: p.phone_country,
      });
  }
  // A country with no number to go with it would be dropped silently: refuse it instead.
  if (body.phone_country !== undefined && body.phone === undefined && body.full_phone === undefined) {
    errors.phone_country = [DETAIL_MESSAGES.countryWithoutPhone];
  }
  if (
    body.parent_phone_country !== undefined &&
    body.parent_phone === undefined &&
    body.parent_full_phone === undefined
  ) {
    errors.parent_phone_country = [DETAIL_MESSAGES.countryWithoutPhone];
  }
  if (body.grade_id !== undefined) {
    const [g] = await db.select({ id: grades.id }).from(grades).where(eq(grades.id, body.grade_id)).limit(1);
    if (!g) errors.grade_id = [BAD_GRADE];
    else out.gradeId = g.id;
  }
  if (body.governorate !== undefined) out.governorate = body.governorate;
  if (body.speciality !== undefined) out.speciality = body.speciality;
  if ('area' in body && body.area !== undefined) out.area = body.area;
  if ('last_year_mark' in body && body.last_year_mark !== undefined) out.lastYearMark = body.last_year_mark;
  if (Object.keys(errors).length > 0) throw new FieldError(errors);
  return out;
}
