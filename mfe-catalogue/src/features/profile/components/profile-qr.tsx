import { QRCodeSVG } from 'qrcode.react';
import logo from '../../../assets/logo.svg';
import { messages } from '../../../messages';
import { QR_LOGO, QR_SIZE } from './qr-size';

/** The student's QR code (spec 1 §9), in its own chunk with the encoder. */
export function ProfileQr({ value }: { value: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={QR_SIZE}
      level="Q"
      marginSize={2}
      title={messages.profile.qrTitle}
      imageSettings={{ src: logo, height: QR_LOGO, width: QR_LOGO, excavate: true }}
    />
  );
}
