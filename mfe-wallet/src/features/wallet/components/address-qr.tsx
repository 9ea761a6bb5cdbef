import { QRCodeSVG } from 'qrcode.react';

/** Spec 3 §9: the wallet address as a 90 px QR code, error correction H. Loaded lazily. */
export default function AddressQr({ address, title }: { address: string; title: string }) {
  return <QRCodeSVG value={address} size={90} level="H" marginSize={1} title={title} />;
}
