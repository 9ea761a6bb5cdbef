import { Button, Dialog, icon } from '@app/ui';
import { QrCode } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { css } from '#styled-system/css';
import logo from '../../../assets/logo.svg';
import { messages } from '../../../messages';

const QrIcon = icon(QrCode);

/** Spec 1 §9: error correction Q, width 160, centre logo at 15 % (24 px). */
export const QR_SIZE = 160;
export const QR_LOGO = Math.round(QR_SIZE * 0.15);

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
        <QRCodeSVG
          value={value}
          size={QR_SIZE}
          level="Q"
          marginSize={2}
          title={messages.profile.qrTitle}
          imageSettings={{ src: logo, height: QR_LOGO, width: QR_LOGO, excavate: true }}
        />
        {centerName ? <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{centerName}</p> : null}
      </div>
    </Dialog>
  );
}
