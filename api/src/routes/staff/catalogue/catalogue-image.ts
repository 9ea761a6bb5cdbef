import { join } from 'node:path';
import { CATALOGUE_IMAGE_MAX_BYTES, CATALOGUE_AUTHORING_MESSAGES as M } from '@app/shared-contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { FieldError } from '../../../lib/errors';
import { sniffImage, storeUpload } from '../../../lib/uploads';
import { toWebp } from '../../../lib/webp-image';

const FIELD = 'image';
const refuse = (message: string) => new FieldError({ [FIELD]: [message] });

export const uploadsDirOf = (dataDir: string) => join(dataDir, 'uploads');

/**
 * Reads the one multipart part `image` (5 MB at most), checks it is an image by its bytes, and
 * stores it re-encoded as WebP within `box` under /uploads/<folder>/. Anything else is a 422 on
 * `image` with an Arabic message, before anything is stored.
 */
export async function storeCatalogueImage(
  req: FastifyRequest,
  dataDir: string,
  folder: 'courses' | 'teachers' | 'lectures',
  box: { width: number; height: number },
  fit: 'cover' | 'inside',
): Promise<{ url: string; width: number; height: number }> {
  if (!req.isMultipart()) throw refuse(M.chooseImage);
  let bytes: Buffer;
  try {
    const file = await req.file({ limits: { fileSize: CATALOGUE_IMAGE_MAX_BYTES, files: 1, fields: 2 } });
    if (file?.fieldname !== FIELD) throw refuse(M.chooseImage);
    bytes = await file.toBuffer();
  } catch (err) {
    if (err instanceof FieldError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(M.imageBytes);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw err;
    throw refuse(M.chooseImage);
  }
  if (bytes.length === 0) throw refuse(M.chooseImage);
  if (!(await sniffImage(bytes))) throw refuse(M.notImage);
  const webp = await toWebp(bytes, box, fit);
  if (!webp.ok) throw refuse(webp.reason === 'tooManyPixels' ? M.imagePixels : M.notImage);
  const url = await storeUpload(uploadsDirOf(dataDir), folder, 'webp', webp.bytes);
  return { url, width: webp.width, height: webp.height };
}
