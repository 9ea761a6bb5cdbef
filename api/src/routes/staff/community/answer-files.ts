import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { fieldError } from '../../../lib/errors';
import { cleanImage } from '../../../lib/multipart-image';
import { storeUpload } from '../../../lib/uploads';

/** The audio types an answer may carry (as pnpm ops answer-question), read from the bytes. */
const AUDIO = new Set(['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/mp4', 'audio/aac']);

export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Checks every file by its bytes first (the image decoded and encoded again, audio and PDF by
 * their signature), then stores them under /uploads/bank-answers; answers the stored paths.
 */
export async function storeAnswerFiles(
  dataDir: string,
  files: Record<string, Buffer>,
): Promise<{ image?: string; audio?: string; pdf?: string }> {
  const image = files.image ? await cleanImage('image', files.image) : null;
  let audio: { ext: string; bytes: Buffer } | null = null;
  if (files.audio) {
    const type = await fileTypeFromBuffer(files.audio);
    if (!type || !AUDIO.has(type.mime)) throw fieldError('audio', 'notAudio');
    audio = { ext: type.ext, bytes: files.audio };
  }
  if (files.pdf && (await fileTypeFromBuffer(files.pdf))?.mime !== 'application/pdf')
    throw fieldError('pdf', 'notPdf');
  const dir = uploadsDirOf(dataDir);
  return {
    ...(image && { image: await storeUpload(dir, 'bank-answers', image.ext, image.bytes) }),
    ...(audio && { audio: await storeUpload(dir, 'bank-answers', audio.ext, audio.bytes) }),
    ...(files.pdf && { pdf: await storeUpload(dir, 'bank-answers', 'pdf', files.pdf) }),
  };
}
