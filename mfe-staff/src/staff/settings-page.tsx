import { STAFF_SETTING_GROUPS, useStaffEvents } from '@app/shared-contracts';
import { ErrorState, lazyChunk, lazyPart, Spinner, StaffPageHeader } from '@app/ui';
import { css } from '#styled-system/css';
import { useStaffSettings } from '../features/staff-settings/api/get-staff-settings';
import {
  SettingGroupFrame,
  type SettingGroupFrameProps,
} from '../features/staff-settings/components/setting-group-frame';
import { messages } from '../messages';

const t = messages.settings;

// The forms' code (TanStack Form, the contract's schemas) is asked for once the settings are on
// screen; until it is here each group is painted as its frame (decision 0068).
const formChunk = lazyChunk(() => import('../features/staff-settings/components/setting-group-form'));
const SettingGroupForm = lazyPart(
  formChunk,
  (mod) => mod.SettingGroupForm,
  (props: SettingGroupFrameProps) => <SettingGroupFrame {...props} />,
  { afterPaint: true },
);

/** /staff/settings (admin): every setting of the app, a form per group; a change reaches GET /app at once. */
export default function SettingsPage() {
  const settings = useStaffSettings();
  // Another admin's change, on any instance: the next save compares with the stored values.
  useStaffEvents('settings', () => void settings.refetch());
  return (
    <section className={css({ display: 'grid', gap: '4', maxWidth: '48rem' })}>
      <StaffPageHeader title={t.title} description={t.description} />
      {settings.status === 'pending' ? <Spinner /> : null}
      {settings.status === 'error' ? <ErrorState onRetry={() => void settings.refetch()} /> : null}
      {settings.data
        ? STAFF_SETTING_GROUPS.map((group) => {
            const items = settings.data.items.filter((s) => s.group === group);
            return items.length ? <SettingGroupForm key={group} group={group} settings={items} /> : null;
          })
        : null}
    </section>
  );
}
