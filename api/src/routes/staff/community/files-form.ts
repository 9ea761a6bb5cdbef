import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type DetailKey, FieldError, fieldError } from '../../../lib/errors';
import { assertNoControlCharacters } from '../../../plugins/input-guard';

/** Each file part a form takes, with its own size limit and the message past it. */
export type FileParts = Record<string, { max: number; tooBig: DetailKey }>;

/**
 * Reads a multipart form of text fields and named file parts (a staff answer: image, audio and
 * pdf; a note: file), each file bounded by its own size. Everything is checked before anything is
 * stored; a file part sent empty counts as not sent.
 */
export async function readFilesForm<S extends z.ZodType>(
  req: FastifyRequest,
  files: FileParts,
  schema: S,
  maxFields: number,
): Promise<{ fields: z.infer<S>; files: Record<string, Buffer>; names: Record<string, string> }> {
  const first = Object.keys(files)[0] ?? 'file';
  if (!req.isMultipart()) throw fieldError(first, 'chooseFile');
  const raw: Record<string, string> = Object.create(null);
  const got: Record<string, Buffer> = Object.create(null);
  const names: Record<string, string> = Object.create(null);
  const largest = Math.max(...Object.values(files).map((f) => f.max));
  let field = first;
  try {
    const limits = {
      fileSize: largest,
      files: Object.keys(files).length,
      fields: maxFields,
      parts: maxFields + 4,
    };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        field = part.fieldname;
        const spec = Object.hasOwn(files, field) ? files[field] : undefined;
        if (!spec || Object.hasOwn(got, field)) throw fieldError(field, 'unknownField');
        const bytes = await part.toBuffer();
        if (bytes.length > spec.max) throw fieldError(field, spec.tooBig);
        if (bytes.length > 0) {
          got[field] = bytes;
          names[field] = part.filename;
        }
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof FieldError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw fieldError(field, files[field]?.tooBig ?? 'answerFileTooBig');
    if (code === 'FST_PROTO_VIOLATION') throw fieldError('body', 'unknownField');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw err;
    throw fieldError(field, 'chooseFile');
  }
  // The text parts never went through the input guard (a JSON body's check): the same check here.
  assertNoControlCharacters(raw);
  const parsed = schema.safeParse({ ...raw });
  if (!parsed.success) {
    const errors: Record<string, string[]> = Object.create(null);
    for (const issue of parsed.error.issues) {
      const key =
        issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'body');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw new FieldError(errors);
  }
  return { fields: parsed.data, files: got, names };
}
