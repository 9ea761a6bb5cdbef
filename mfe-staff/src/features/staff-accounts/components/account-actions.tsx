import { fieldErrorsOf, messageFor, type StaffAccount, type StaffRole } from '@app/shared-contracts';
import { STAFF_ROLES } from '@app/shared-contracts/schemas';
import { Button, ConfirmDialog, toaster } from '@app/ui';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useSetStaffDisabled } from '../api/set-staff-disabled';
import { useSetStaffRole } from '../api/set-staff-role';
import { TeacherField } from './teacher-field';

const t = messages.accounts;
/** A refusal's own words (the last admin, oneself) rather than a generic failure. */
function fail(error: unknown): void {
  toaster.create({
    description: Object.values(fieldErrorsOf(error) ?? {})[0] ?? messageFor(error, {}, t.failed),
    type: 'error',
  });
}

/** A staff row's actions: its role, disable or enable, a new temporary password. */
export function AccountActions({
  account,
  onPassword,
}: {
  account: StaffAccount;
  onPassword: (email: string, password: string) => void;
}) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const [teacherId, setTeacherId] = useState(account.teacher ? String(account.teacher.id) : '');
  const setRoleCall = useSetStaffRole(account.id);
  const disable = useSetStaffDisabled(account.id);
  const reset = useResetStaffPassword(account.id);
  const [roleError, setRoleError] = useState<string | null>(null);
  const changed =
    role !== account.role || (role === 'teacher' && teacherId !== String(account.teacher?.id ?? ''));
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'flex-end' })}>
      <label className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
        {t.roleOf(account.name)}
        <select
          value={role}
          onChange={(e) => setRole(e.target.value as StaffRole)}
          className={css({ borderWidth: '1px', borderRadius: 'l2', padding: '1' })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t.roles[r]}
            </option>
          ))}
        </select>
      </label>
      {role === 'teacher' ? <TeacherField value={teacherId} onChange={setTeacherId} /> : null}
      {changed ? (
        <Button
          size="sm"
          loading={setRoleCall.isPending}
          onClick={() =>
            setRoleCall.mutate(
              { role, teacher_id: role === 'teacher' ? Number(teacherId) || null : null },
              {
                onSuccess: () => {
                  setRoleError(null);
                  toaster.create({ description: t.roleSaved, type: 'success' });
                },
                // The refusal (the last admin, oneself) stays beside the role it is about.
                onError: (error) =>
                  setRoleError(
                    Object.values(fieldErrorsOf(error) ?? {})[0] ?? messageFor(error, {}, t.failed),
                  ),
              },
            )
          }
        >
          {t.saveRole}
        </Button>
      ) : null}
      {roleError ? (
        <span role="alert" className={css({ color: 'fg.error', fontSize: 'sm' })}>
          {roleError}
        </span>
      ) : null}
      <ConfirmDialog
        trigger={
          <Button size="sm" variant={account.disabled ? 'outline' : 'danger'}>
            {account.disabled ? t.enable : t.disable}
          </Button>
        }
        title={account.disabled ? t.enableQuestion(account.name) : t.disableQuestion(account.name)}
        message={account.disabled ? undefined : t.disableMessage}
        danger={!account.disabled}
        confirmLabel={account.disabled ? t.enable : t.disable}
        onConfirm={() => disable.mutateAsync(!account.disabled).then(() => undefined, fail)}
      />
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="ghost">
            {t.resetPassword}
          </Button>
        }
        title={t.resetQuestion(account.name)}
        message={t.resetMessage}
        confirmLabel={t.resetPassword}
        onConfirm={() =>
          reset.mutateAsync().then((answer) => {
            onPassword(answer.data.email, answer.password);
          }, fail)
        }
      />
    </div>
  );
}
