import sharp from 'sharp';

/** Larger canvases are refused before decoding (a small file can claim a huge one). */
export const WEBP_MAX_PIXELS = 40_000_000;

export type WebpResult =
  | { ok: true; bytes: Buffer; width: number; height: number }
  | { ok: false; reason: 'notImage' | 'tooManyPixels' };

/**
 * Decodes the whole image and re-encodes it as WebP within `box` (never enlarged, EXIF
 * orientation applied, metadata dropped), answering the stored size so the pages can reserve the
 * box before the image loads (decision 0043). `fit: 'cover'` crops to the box (a teacher's square
 * photo), 'inside' keeps the whole picture (a course cover).
 */
export async function toWebp(
  bytes: Buffer,
  box: { width: number; height: number },
  fit: 'cover' | 'inside',
): Promise<WebpResult> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'notImage' };
  }
  if (!meta.width || !meta.height) return { ok: false, reason: 'notImage' };
  if (meta.width * meta.height > WEBP_MAX_PIXELS) return { ok: false, reason: 'tooManyPixels' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: WEBP_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ ...box, fit, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height };
  } catch {
    return { ok: false, reason: 'notImage' };
  }
}
