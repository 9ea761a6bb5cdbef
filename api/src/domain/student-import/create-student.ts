import { randomBytes } from 'node:crypto';
import { ERROR_MESSAGES } from '@app/shared-contracts/errors';
import type { StaffStudentCreateBody, StaffStudentCreated } from '@app/shared-contracts/schemas';
import type { Db } from '../../db/index';
import { hashPassword } from '../../lib/crypto';
import { recordAudit, type StaffActor } from '../audit/index';
import { FieldError } from '../errors';
import { announceStaffEvent } from '../staff-events/index';
import { insertStudent } from './import-repository';

/**
 * POST /v1/staff/students: one student account made by staff (pnpm ops create-user), like an
 * imported row: the password, chosen or generated, is temporary; the e-mail is confirmed unless
 * `verified: false`. Audited in the same transaction.
 */
export async function createStudent(
  db: Db,
  actor: StaffActor,
  body: StaffStudentCreateBody,
): Promise<StaffStudentCreated> {
  const password = body.password ?? randomBytes(9).toString('base64url');
  // Hashed before the transaction: argon2 is slow on purpose, the insert should not wait for it.
  const passwordHash = await hashPassword(password);
  const id = await db.transaction(async (tx) => {
    const made = await insertStudent(tx, {
      name: body.name,
      email: body.email,
      passwordHash,
      mustSetPassword: true,
      emailVerifiedAt: body.verified === false ? null : new Date(),
    });
    if (made === null) throw new FieldError({ email: [ERROR_MESSAGES.EMAIL_TAKEN] });
    await recordAudit(tx, actor, {
      action: 'student.create',
      targetType: 'user',
      targetId: made,
      after: { name: body.name, email: body.email, verified: body.verified !== false },
    });
    return made;
  });
  announceStaffEvent(db, 'students');
  return { data: { id, name: body.name, email: body.email }, password };
}
