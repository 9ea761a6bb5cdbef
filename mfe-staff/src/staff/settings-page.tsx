import { useStaffEvents } from '@app/shared-contracts';
import { STAFF_SETTING_GROUPS } from '@app/shared-contracts/schemas';
import { ErrorState, Spinner } from '@app/ui';
import { StaffPageHeader } from '@app/ui/staff';
import { css } from '#styled-system/css';
import { useStaffSettings } from '../features/staff-settings/api/get-staff-settings';
import { SettingGroupForm } from '../features/staff-settings/components/setting-group-form';
import { messages } from '../messages';

const t = messages.settings;

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
