// A fake camera for Chromium (--use-file-for-fake-video-capture): a QR drawn from a text, turned
// into a short y4m video with the ffmpeg the api ships (@ffmpeg-installer/ffmpeg). Chromium plays
// the file in a loop as the device's camera.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { ffmpegPath } from './ffmpeg';

/** Writes `dir/qr.y4m`: 3 s of the QR of `text` on a white 640×480 picture; answers its path. */
export async function qrCameraVideo(text: string, dir: string): Promise<string> {
  const png = join(dir, 'qr.png');
  const y4m = join(dir, 'qr.y4m');
  await QRCode.toFile(png, text, { type: 'png', width: 320, margin: 4 });
  execFileSync(ffmpegPath(), [
    ...['-y', '-loglevel', 'error', '-loop', '1', '-i', png],
    ...['-vf', 'pad=640:480:(ow-iw)/2:(oh-ih)/2:white', '-t', '3', '-r', '10', '-pix_fmt', 'yuv420p', y4m],
  ]);
  return y4m;
}

/** Chromium's switches for a camera that plays `y4m`, its permission prompt answered yes. */
export const fakeCameraArgs = (y4m: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${y4m}`,
];
