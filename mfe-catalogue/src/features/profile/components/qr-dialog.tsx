import { Button, Dialog, icon, Skeleton } from '@app/ui';
import { QrCode } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { css } from '#styled-system/css';
import { messages } from '../../../messages';
import { QR_SIZE } from './qr-size';

const QrIcon = icon(QrCode);

// The QR encoder is fetched when the dialog first opens, not with the profile page (issue 9).
const ProfileQr = lazy(() => import('./profile-qr').then((m) => ({ default: m.ProfileQr })));

export function QrDialog({ value, centerName }: { value: string; centerName: string | null }) {
  return (
    <Dialog
      title={messages.profile.qrTitle}
      trigger={
        <Button variant="outline" startIcon={<QrIcon />}>
          {messages.profile.qr}
        </Button>
      }
    >
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
          paddingBlock: '2',
        })}
      >
        <Suspense fallback={<Skeleton width={`${QR_SIZE}px`} height={`${QR_SIZE}px`} />}>
          <ProfileQr value={value} />
        </Suspense>
        {centerName ? <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{centerName}</p> : null}
      </div>
    </Dialog>
  );
}
