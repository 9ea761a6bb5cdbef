// QR codes read in the browser with jsQR (decision 0038): from a picked image, or from frames of
// the camera. The decoder is fetched the first time one is read, never with the page.

type Source = CanvasImageSource & { width: number; height: number };

/** Large photos are read at this size at most: enough for a QR, and quick. */
const MAX_SIDE = 1600;

async function decodeFrom(source: Source, width: number, height: number): Promise<string | null> {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, w, h, { inversionAttempts: 'attemptBoth' })?.data.trim() || null;
}

/** The text of the QR in an image file, or null when there is none (or it is not an image). */
export async function decodeQrImage(file: Blob): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file);
    try {
      return await decodeFrom(bitmap, bitmap.width, bitmap.height);
    } finally {
      bitmap.close();
    }
  } catch {
    return null;
  }
}

/** The text of a QR in the camera's current frame, or null. */
export function decodeQrFrame(video: HTMLVideoElement): Promise<string | null> {
  if (!video.videoWidth) return Promise.resolve(null);
  return decodeFrom(video, video.videoWidth, video.videoHeight);
}
