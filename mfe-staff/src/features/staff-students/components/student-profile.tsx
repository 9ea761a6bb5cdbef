import { formatDateTime, type StaffStudentDetail } from '@app/shared-contracts';
import { Badge, Button } from '@app/ui';
import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { useSetBlocked } from '../api/set-blocked';
import { announce, ConfirmAction } from './confirm-action';
import { Section } from './section-table';

const t = messages.student;
const f = t.fields;
const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '2',
  '& dt': { color: 'fg.muted', textStyle: 'small' },
});
const ltr = (v: string | null) => (v ? <bdi dir="ltr">{v}</bdi> : t.none);

/** Who the student is, and the account's state with block / unblock. */
export function StudentProfile({ profile }: { profile: StaffStudentDetail['profile'] }) {
  const block = useSetBlocked(profile.id);
  const rows: [string, ReactNode][] = [
    [f.email, ltr(profile.email)],
    [f.phone, ltr(profile.phone)],
    [f.parentPhone, ltr(profile.parent_phone)],
    [f.grade, profile.grade?.name ?? t.none],
    [f.governorate, profile.governorate ?? t.none],
    [f.center, profile.center_name ?? t.none],
    [f.wallet, ltr(profile.wallet_address)],
    [f.qr, ltr(profile.profile_qr_code)],
    [f.verified, profile.email_verified ? t.yes : t.no],
    [f.createdAt, formatDateTime(profile.created_at)],
  ];
  const status = profile.blocked_at ? (
    <Badge tone="danger">{t.blockedSince(formatDateTime(profile.blocked_at))}</Badge>
  ) : (
    <Badge tone="success">{t.active}</Badge>
  );
  const action = profile.blocked ? (
    <Button
      variant="outline"
      size="sm"
      loading={block.isPending}
      onClick={() => void announce(() => block.mutateAsync(false))}
    >
      {t.unblock}
    </Button>
  ) : (
    <ConfirmAction
      label={t.block}
      question={t.blockQuestion}
      message={t.blockMessage}
      run={() => block.mutateAsync(true)}
    />
  );
  return (
    <Section title={t.profile} actions={action}>
      <dl className={grid}>
        <div>
          <dt>{f.status}</dt>
          <dd>{status}</dd>
        </div>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
