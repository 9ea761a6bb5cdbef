import sharp from 'sharp';

/** Larger images are refused before decoding (a 2 MB file can claim a huge canvas). */
const MAX_PIXELS = 40_000_000;

/**
 * Decodes the whole image and encodes it again in its own format: a file that only starts like an
 * image (a polyglot, a truncated file, trailing script) fails here, and what is stored carries no
 * metadata (EXIF, GPS) and nothing the sender appended. Null when it does not decode.
 */
export async function reencodeImage(bytes: Buffer, ext: string): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    if (ext === 'png') return await image.png().toBuffer();
    if (ext === 'webp') return await image.webp({ quality: 90 }).toBuffer();
    if (ext === 'jpg') return await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return null;
  } catch {
    return null;
  }
}
