import { z } from 'zod';
import {
  dataOf,
  dateTimeSchema,
  idSchema,
  isInvisibleText,
  namedRefSchema,
  numberInput,
  urlSchema,
  visibleText,
} from '../common';
import { supportTicketMessageSchema } from '../community';
import { staffListQuery, staffPageOf } from './common';

// The desk's community work under /v1/staff: tickets, bank answers, study notes and outlets.

// ---- tickets ----
export const STAFF_TICKET_FILTERS = ['waiting', 'open', 'answered', 'closed', 'all'] as const;
export type StaffTicketFilter = (typeof STAFF_TICKET_FILTERS)[number];
/** GET /staff/tickets: `status` waiting = open (a student wrote last), the default. */
export const staffTicketsQuerySchema = staffListQuery.extend({
  status: z.enum(STAFF_TICKET_FILTERS).optional(),
});
export type StaffTicketsQuery = z.infer<typeof staffTicketsQuerySchema>;
export const staffTicketSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  status: z.enum(['open', 'answered', 'closed']),
  /** The student's account, or null for a guest (then name, email and phone below). */
  user_id: idSchema.nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
  replies_count: z.number().int().nonnegative(),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;
export const staffTicketsResponseSchema = staffPageOf(staffTicketSummarySchema);
export type StaffTicketsResponse = z.infer<typeof staffTicketsResponseSchema>;
export const staffTicketThreadSchema = staffTicketSummarySchema.extend({
  messages: z.array(supportTicketMessageSchema),
  /** A guest's ticket is answered once, by e-mail: true after that answer, or when closed. */
  can_reply: z.boolean(),
});
export type StaffTicketThread = z.infer<typeof staffTicketThreadSchema>;
export const staffTicketThreadResponseSchema = dataOf(staffTicketThreadSchema);
export type StaffTicketThreadResponse = z.infer<typeof staffTicketThreadResponseSchema>;
/** POST /staff/tickets/{id}/replies */
export const staffTicketReplyBodySchema = z.strictObject({ content: visibleText(5000) });
export type StaffTicketReplyBody = z.infer<typeof staffTicketReplyBodySchema>;

// ---- bank questions ----
export const STAFF_QUESTION_FILTERS = ['unanswered', 'answered', 'all'] as const;
export type StaffQuestionFilter = (typeof STAFF_QUESTION_FILTERS)[number];
/** GET /staff/bank-questions: unanswered by default; `category_id` is a folder of the bank. */
export const staffQuestionsQuerySchema = staffListQuery.extend({
  status: z.enum(STAFF_QUESTION_FILTERS).optional(),
  category_id: numberInput(idSchema.optional()),
});
export type StaffQuestionsQuery = z.infer<typeof staffQuestionsQuerySchema>;
export const staffBankQuestionSchema = z.object({
  id: idSchema,
  text: z.string().nullable(),
  /** A signed link to the student's photo (private storage), or null. */
  image_url: urlSchema.nullable(),
  page_number: z.number().int().nullable(),
  question_number: z.number().int().nullable(),
  category: namedRefSchema,
  student: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  answered: z.boolean(),
  answer_text: z.string().nullable(),
  answer_image: urlSchema.nullable(),
  answer_audio: urlSchema.nullable(),
  answer_pdf: urlSchema.nullable(),
  teacher_id: idSchema.nullable(),
  created_at: dateTimeSchema,
  answered_at: dateTimeSchema.nullable(),
});
export type StaffBankQuestion = z.infer<typeof staffBankQuestionSchema>;
export const staffQuestionsResponseSchema = staffPageOf(staffBankQuestionSchema);
export type StaffQuestionsResponse = z.infer<typeof staffQuestionsResponseSchema>;
export const staffQuestionResponseSchema = dataOf(staffBankQuestionSchema);
export type StaffQuestionResponse = z.infer<typeof staffQuestionResponseSchema>;

/** The answer's file parts and their limits (bytes); the api reads the type from the bytes. */
export const STAFF_ANSWER_FILES = {
  image: { max: 2 * 1024 * 1024, accept: 'image/jpeg,image/png,image/webp' },
  audio: { max: 10 * 1024 * 1024, accept: 'audio/mpeg,audio/wav,audio/ogg,audio/mp4,audio/aac' },
  pdf: { max: 10 * 1024 * 1024, accept: 'application/pdf' },
} as const;
export type StaffAnswerFile = keyof typeof STAFF_ANSWER_FILES;
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
/**
 * POST /staff/bank-questions/{id}/answer (multipart): the text parts; the files are `image`,
 * `audio`, `pdf`. Answering again edits: a file not sent is kept unless its remove_* is 'true'.
 * The answer must keep at least one of text, image, audio or pdf.
 */
export const staffAnswerFieldsSchema = z.strictObject({
  text: z
    .string()
    .trim()
    .max(5000)
    .transform((v) => (isInvisibleText(v) ? '' : v))
    .optional(),
  remove_image: flag,
  remove_audio: flag,
  remove_pdf: flag,
  /**
   * The teacher who signs the answer (pnpm ops answer-question --teacher): admin and assistant may
   * name any teacher of the catalogue; a teacher account signs as itself only.
   */
  teacher_id: numberInput(idSchema).optional(),
});
/** Why an answer's teacher is refused (422 under `teacher_id`). */
export const STAFF_ANSWER_MESSAGES = { otherTeacher: 'لا يمكنك الإجابة باسم مدرس آخر' } as const;
export type StaffAnswerFields = z.infer<typeof staffAnswerFieldsSchema>;

// ---- study notes (GET /attachments) ----
export const staffNoteSchema = z.object({
  id: idSchema,
  name: z.string(),
  extension: z.string(),
  size: z.number().int().nonnegative(),
  position: z.number().int(),
  /** The public download link students use. */
  url: urlSchema,
  created_at: dateTimeSchema,
});
export type StaffNote = z.infer<typeof staffNoteSchema>;
export const staffNotesResponseSchema = staffPageOf(staffNoteSchema);
export type StaffNotesResponse = z.infer<typeof staffNotesResponseSchema>;
export const staffNoteResponseSchema = dataOf(staffNoteSchema);
export const NOTE_MAX_BYTES = 20 * 1024 * 1024;
export const NOTE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xlsx',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'mp3',
  'zip',
] as const;
const positionSchema = numberInput(z.number().int().min(0).max(100_000));
/** POST /staff/notes (multipart): these text parts and the file part `file`. */
export const staffNoteFieldsSchema = z.strictObject({
  name: visibleText(200),
  position: positionSchema.optional(),
});
export type StaffNoteFields = z.infer<typeof staffNoteFieldsSchema>;
/** PATCH /staff/notes/{id} (JSON) */
export const staffNoteUpdateSchema = z.strictObject({
  name: visibleText(200).optional(),
  position: positionSchema.optional(),
});
export type StaffNoteUpdate = z.infer<typeof staffNoteUpdateSchema>;

// ---- outlets (GET /our-outlets) ----
export const staffOutletSchema = z.object({
  id: idSchema,
  name: z.string(),
  governorate: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  map_url: urlSchema.nullable(),
  position: z.number().int(),
});
export type StaffOutlet = z.infer<typeof staffOutletSchema>;
export const staffOutletsResponseSchema = staffPageOf(staffOutletSchema);
export type StaffOutletsResponse = z.infer<typeof staffOutletsResponseSchema>;
export const staffOutletResponseSchema = dataOf(staffOutletSchema);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => v || null)
    .nullable()
    .optional();
/** POST /staff/outlets, and PATCH /staff/outlets/{id} with every field optional. */
export const staffOutletBodySchema = z.strictObject({
  name: visibleText(200),
  governorate: visibleText(100),
  city: visibleText(100),
  address: visibleText(500),
  phone: optionalText(30).refine((v) => !v || /^\+?[0-9\s-]{5,30}$/.test(v), 'رقم الهاتف غير صحيح'),
  map_url: optionalText(500).refine((v) => !v || /^https:\/\/\S+$/.test(v), 'الرابط يجب أن يبدأ بـ https://'),
  position: positionSchema.optional(),
});
export type StaffOutletBody = z.infer<typeof staffOutletBodySchema>;
export const staffOutletUpdateSchema = staffOutletBodySchema.partial();
export type StaffOutletUpdate = z.infer<typeof staffOutletUpdateSchema>;
