import { extname } from 'node:path';
import {
  idParamSchema,
  messageResponseSchema,
  NOTE_EXTENSIONS,
  NOTE_MAX_BYTES,
  staffListQuery,
  staffNoteFieldsSchema,
  staffNoteResponseSchema,
  staffNotesResponseSchema,
  staffNoteUpdateSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import { createNote, deleteNote, staffNotes, updateNote } from '../../../domain/support/staff-notes';
import { fieldError } from '../../../lib/errors';
import { removeUpload, storeUpload } from '../../../lib/uploads';
import { staffActorOf } from '../actor';
import { uploadsDirOf } from './answer-files';
import { readFilesForm } from './files-form';

const ALLOWED = new Set<string>(NOTE_EXTENSIONS);
// Office files are zip containers and old ones OLE: file-type names them, or says zip / cfb.
const SAME_KIND: Record<string, string[]> = {
  docx: ['docx', 'zip'],
  pptx: ['pptx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  doc: ['cfb', 'doc'],
  ppt: ['cfb', 'ppt'],
  jpeg: ['jpg'],
};

/** The note's type read from its bytes; an office file must at least be the container it claims. */
async function noteExtension(bytes: Buffer, claimed: string): Promise<string> {
  const type = await fileTypeFromBuffer(bytes);
  const ext = claimed.toLowerCase();
  if (!ALLOWED.has(ext) || !type) throw fieldError('file', 'noteFileType');
  if (type.ext === ext || SAME_KIND[ext]?.includes(type.ext)) return ext;
  throw fieldError('file', 'noteFileType');
}

/** The public study notes (GET /attachments): list, publish (multipart), rename or move, delete. */
const noteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  app.get(
    '/notes',
    { schema: { querystring: staffListQuery, response: { 200: staffNotesResponseSchema } } },
    async (req) => staffNotes(db, req.query),
  );

  app.post('/notes', { schema: { response: { 200: staffNoteResponseSchema } } }, async (req) => {
    const parts = { file: { max: NOTE_MAX_BYTES, tooBig: 'noteTooBig' } } as const;
    const form = await readFilesForm(req, parts, staffNoteFieldsSchema, 4);
    const bytes = form.files.file;
    if (!bytes) throw fieldError('file', 'chooseFile');
    // The file's name tells which format is claimed (office files share containers); the bytes must agree.
    const ext = await noteExtension(bytes, extname(form.names.file ?? '').slice(1));
    const url = await storeUpload(uploadsDirOf(config.dataDir), 'notes', ext, bytes);
    try {
      const data = await createNote(db, staffActorOf(req), {
        name: form.fields.name,
        url,
        extension: ext,
        size: bytes.length,
        position: form.fields.position,
      });
      return { data };
    } catch (err) {
      await removeUpload(uploadsDirOf(config.dataDir), url);
      throw err;
    }
  });

  app.patch(
    '/notes/:id',
    {
      schema: {
        params: idParamSchema,
        body: staffNoteUpdateSchema,
        response: { 200: staffNoteResponseSchema },
      },
    },
    async (req) => ({ data: await updateNote(db, staffActorOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/notes/:id',
    { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (req) => {
      const url = await deleteNote(db, staffActorOf(req), req.params.id);
      await removeUpload(uploadsDirOf(config.dataDir), url);
      return { message: 'تم حذف الملف' };
    },
  );
};

export default noteRoutes;
