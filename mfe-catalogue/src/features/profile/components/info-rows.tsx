import { missingProfileFields, type SessionUser, SPECIALITIES } from '@app/shared-contracts';
import { IconButton, icon } from '@app/ui';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import type { EditableField } from './field-dialogs';

// The edit dialogs carry the phone rules (libphonenumber's metadata): fetched on the first edit,
// not with the profile page (issue 9).
const FieldDialog = lazy(() => import('./field-dialogs').then((m) => ({ default: m.FieldDialog })));

const EditIcon = icon(Pencil);

const t = messages.profile;
const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  paddingBlock: '3',
  borderBlockEndWidth: '1px',
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: 'border',
  _last: { borderBlockEnd: 'none' },
});

type Row = { key: string; label: string; value: string | null; edit?: EditableField; ltr?: boolean };

function rowsOf(user: SessionUser): Row[] {
  const speciality = SPECIALITIES.find((s) => s.value === user.speciality)?.label ?? null;
  return [
    { key: 'id', label: t.fields.id, value: String(user.id), ltr: true },
    { key: 'email', label: t.fields.email, value: user.email, ltr: true },
    { key: 'name', label: t.fields.name, value: user.name, edit: 'name' },
    // the phone can be set once, only while it is empty (spec 1 §2)
    {
      key: 'phone',
      label: t.fields.phone,
      value: user.full_phone ?? user.phone,
      edit: user.phone ? undefined : 'phone',
      ltr: true,
    },
    {
      key: 'parent_phone',
      label: t.fields.parent_phone,
      value: user.parent_full_phone ?? user.parent_phone,
      edit: 'parent_phone',
      ltr: true,
    },
    { key: 'grade', label: t.fields.grade, value: user.grade?.name ?? null, edit: 'grade' },
    { key: 'speciality', label: t.fields.speciality, value: speciality, edit: 'speciality' },
    { key: 'governorate', label: t.fields.governorate, value: user.governorate, edit: 'governorate' },
    { key: 'area', label: t.fields.area, value: user.area, edit: 'area' },
    {
      key: 'last_year_mark',
      label: t.fields.last_year_mark,
      value: user.last_year_mark === null ? null : String(user.last_year_mark),
      edit: 'last_year_mark',
    },
  ];
}

/** The info rows; editable ones open their edit dialog. E-mail and id are never editable. */
export function InfoRows({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState<EditableField | null>(null);
  // A student sent here to complete the profile sees which rows are still wanted (issue 31).
  const missing = new Set<string>(missingProfileFields(user));
  return (
    <>
      <dl aria-label={t.info}>
        {rowsOf(user).map((row) => (
          <div key={row.key} className={rowClass}>
            <div className={css({ flex: '1', minInlineSize: 0 })}>
              <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{row.label}</dt>
              {/* LTR values (e-mail, phones, id) are isolated but aligned with their label. */}
              <dd className={css({ fontWeight: 'bold', overflowWrap: 'anywhere', textAlign: 'start' })}>
                {row.ltr && row.value ? <bdi dir="ltr">{row.value}</bdi> : row.value || t.empty}
              </dd>
              {missing.has(row.key) ? (
                <dd className={css({ fontSize: 'sm', color: 'danger.text', fontWeight: 'bold' })}>
                  {t.missing}
                </dd>
              ) : null}
            </div>
            {row.edit ? (
              <IconButton aria-label={t.edit(row.label)} onClick={() => setEditing(row.edit ?? null)}>
                <EditIcon />
              </IconButton>
            ) : null}
          </div>
        ))}
      </dl>
      {editing ? (
        <Suspense fallback={null}>
          <FieldDialog field={editing} user={user} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
