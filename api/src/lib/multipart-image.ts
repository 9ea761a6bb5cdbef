import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { assertNoControlCharacters } from '../plugins/input-guard';
import { type DetailKey, FieldError, fieldError } from './errors';
import { reencodeImage } from './image';
import { sniffImage } from './uploads';

const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface ImageFormOptions<S extends z.ZodType> {
  /** The one file part allowed; any other file part is an unknown field. */
  fileField: string;
  /** The text parts, parsed strictly. */
  schema: S;
  maxFields: number;
  /** The message of `fileField` when the body is not multipart or the file cannot be read. */
  unreadable: DetailKey;
  /** Where a body that is not multipart is refused; `fileField` with `unreadable` by default. */
  notMultipart?: { field: string; detail: DetailKey };
}

/**
 * Reads a multipart form of text fields and at most one image (the three upload calls: bank
 * questions, exam image answers, top-up receipts). Limits answer 413/422 before anything is kept;
 * `bytes` is null when no file or an empty one came.
 */
export async function readImageForm<S extends z.ZodType>(
  req: FastifyRequest,
  { fileField, schema, maxFields, unreadable, notMultipart }: ImageFormOptions<S>,
): Promise<{ fields: z.infer<S>; bytes: Buffer | null }> {
  if (!req.isMultipart()) {
    throw fieldError(notMultipart?.field ?? fileField, notMultipart?.detail ?? unreadable);
  }
  const raw: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    const limits = { fileSize: IMAGE_MAX_BYTES, files: 1, fields: maxFields };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) throw fieldError(part.fieldname, 'unknownField');
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (err instanceof FieldError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(fileField, 'imageTooBig');
    // A part named like an Object.prototype member; the library does not say which one.
    if (code === 'FST_PROTO_VIOLATION') throw fieldError('body', 'unknownField');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw err;
    throw fieldError(fileField, unreadable);
  }
  // The text parts never went through the input guard (a JSON body's check): the same check here.
  assertNoControlCharacters(raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    // No prototype: a field named `toString` is a key like any other.
    const errors: Record<string, string[]> = Object.create(null);
    for (const issue of parsed.error.issues) {
      const key =
        issue.code === 'unrecognized_keys' ? String(issue.keys[0]) : String(issue.path[0] ?? 'body');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw new FieldError(errors);
  }
  return { fields: parsed.data, bytes: bytes && bytes.length > 0 ? bytes : null };
}

/** The image's bytes decoded and encoded again (never trusted by name or type), or `notImage` on `field`. */
export async function cleanImage(field: string, bytes: Buffer): Promise<{ ext: string; bytes: Buffer }> {
  const type = await sniffImage(bytes);
  const clean = type ? await reencodeImage(bytes, type.ext) : null;
  if (!type || !clean) throw fieldError(field, 'notImage');
  return { ext: type.ext, bytes: clean };
}
