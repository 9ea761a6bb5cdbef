import { join } from 'node:path';
import { AVATAR_MAX_BYTES, avatarResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toUserDto } from '../../domain/accounts/user-dto';
import { replaceAvatar } from '../../domain/accounts/users-repository';
import { FieldError, fieldError } from '../../lib/errors';
import { reencodeImage } from '../../lib/image';
import { removeUpload, sniffImage, storeUpload } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';

const CHOOSE = 'chooseImage';
const NOT_IMAGE = 'notImage';
const TOO_BIG = 'imageTooBig';

/** POST /profile/avatar: multipart field `avatar`, jpeg/png/webp by its bytes, at most 2 MB. */
const avatarRoute: FastifyPluginAsyncZod = async (app) => {
  app.post('/profile/avatar', { schema: { response: { 200: avatarResponseSchema } } }, async (req) => {
    const { user } = authOf(req);
    if (!req.isMultipart()) throw fieldError('avatar', CHOOSE);
    let bytes: Buffer;
    try {
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
      if (file?.fieldname !== 'avatar') throw fieldError('avatar', CHOOSE);
      bytes = await file.toBuffer();
    } catch (err) {
      if (err instanceof FieldError) throw err;
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('avatar', TOO_BIG);
      if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw err;
      // A body that is not well-formed multipart (no boundary, cut short, bad part headers).
      throw fieldError('avatar', CHOOSE);
    }
    if (bytes.length === 0) throw fieldError('avatar', CHOOSE);
    const type = await sniffImage(bytes);
    if (!type) throw fieldError('avatar', NOT_IMAGE);
    // Stored only as decoded and encoded again: the first bytes alone prove nothing.
    const clean = await reencodeImage(bytes, type.ext);
    if (!clean) throw fieldError('avatar', NOT_IMAGE);
    const uploadsDir = join(app.deps.config.dataDir, 'uploads');
    const avatar = await storeUpload(uploadsDir, 'avatars', type.ext, clean);
    // The replaced file is read under the row lock (replaceAvatar), so no file is left without a user.
    const { updated, previous } = await replaceAvatar(app.deps.db, user.id, avatar);
    await removeUpload(uploadsDir, previous);
    return { user: await toUserDto(app.deps.db, updated ?? user) };
  });
};

export default avatarRoute;
