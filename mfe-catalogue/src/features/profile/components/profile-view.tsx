import { Card, ErrorState, Skeleton } from '@app/ui';
import { css } from '#styled-system/css';
import { Page } from '../../../components/page';
import { useUser } from '../../../hooks/use-session-bits';
import { messages } from '../../../messages';
import { useProfile } from '../api/get-profile';
import { AvatarUpload } from './avatar-upload';
import { ChangePasswordDialog } from './change-password-dialog';
import { InfoRows } from './info-rows';
import { QrDialog } from './qr-dialog';

const t = messages.profile;

/** /profile (spec 1 §2): avatar, name, grade, QR, info rows with edit dialogs, password. */
export function ProfileView() {
  const query = useProfile();
  // the session user shows at once; GET /profile refreshes it
  const user = useUser() ?? query.data;
  if (!user) {
    return (
      <Page>
        {query.isError ? (
          <ErrorState message={messages.loadFailed} onRetry={() => void query.refetch()} />
        ) : (
          <Skeleton height="16rem" />
        )}
      </Page>
    );
  }
  return (
    <Page className={css({ maxInlineSize: '760px' })}>
      <Card className={css({ alignItems: 'center', textAlign: 'center', gap: '2' })}>
        <AvatarUpload user={user} />
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{user.name}</h1>
        <p className={css({ color: 'fg.muted' })}>{user.grade?.name ?? t.student}</p>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' })}>
          {user.profile_qr_code ? (
            <QrDialog value={user.profile_qr_code} centerName={user.center_name} />
          ) : null}
          <ChangePasswordDialog />
        </div>
      </Card>
      <Card>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t.info}</h2>
        <InfoRows user={user} />
      </Card>
    </Page>
  );
}
