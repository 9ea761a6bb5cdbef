import { join } from 'node:path';
import { AVATAR_MAX_BYTES, avatarResponseSchema } from '@app/shared-contracts/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index';
import { toUserDto } from '../../domain/accounts/user-dto';
import { fieldError } from '../../lib/errors';
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
    const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
    if (file?.fieldname !== 'avatar') throw fieldError('avatar', CHOOSE);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('avatar', TOO_BIG);
      throw err;
    }
    if (bytes.length === 0) throw fieldError('avatar', CHOOSE);
    const type = await sniffImage(bytes);
    if (!type) throw fieldError('avatar', NOT_IMAGE);
    const uploadsDir = join(app.deps.config.dataDir, 'uploads');
    const avatar = await storeUpload(uploadsDir, 'avatars', type.ext, bytes);
    const [updated] = await app.deps.db
      .update(users)
      .set({ avatar, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await removeUpload(uploadsDir, user.avatar);
    return { user: await toUserDto(app.deps.db, updated ?? user) };
  });
};

export default avatarRoute;
