import { z } from 'zod';
import {
  dataOf,
  dateTimeSchema,
  emailSchema,
  idSchema,
  isInvisibleText,
  namedRefSchema,
  numberInput,
  paginated,
  urlSchema,
  visibleText,
} from './common';
import { BANK_CATEGORY_TYPES } from './values';

// ---- attachments (study notes) ----
export const attachmentSchema = z.object({
  id: idSchema,
  name: z.string(),
  url: urlSchema,
  /** bytes */
  size: z.number().int().nonnegative(),
  meta: z.object({ extension: z.string() }),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentsResponseSchema = dataOf(z.array(attachmentSchema));
export type AttachmentsResponse = z.infer<typeof attachmentsResponseSchema>;

// ---- support tickets ----
/** Signed-in users send title and content; guests also name, email and phone (see guest schema). */
export const supportTicketBodySchema = z.strictObject({
  title: visibleText(200),
  content: visibleText(5000),
  name: visibleText(120).optional(),
  email: emailSchema.optional(),
  phone: visibleText(40).optional(),
});
export type SupportTicketBody = z.infer<typeof supportTicketBodySchema>;
export const guestSupportTicketBodySchema = z.strictObject({
  title: visibleText(200),
  content: visibleText(5000),
  name: visibleText(120),
  email: emailSchema,
  phone: visibleText(40),
});
export type GuestSupportTicketBody = z.infer<typeof guestSupportTicketBodySchema>;
export const supportTicketResponseSchema = z.object({
  data: z.object({ id: idSchema, created_at: dateTimeSchema }),
  message: z.string(),
});
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;

// ---- a student's own tickets and their threads (not in the spec: /help/tickets) ----
export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
export const supportTicketSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  /** open: waiting for staff; answered: staff replied last; closed */
  status: z.enum(SUPPORT_TICKET_STATUSES),
  created_at: dateTimeSchema,
  /** the last message's time (the opening one when nobody replied) */
  updated_at: dateTimeSchema,
  replies_count: z.number().int().nonnegative(),
});
export type SupportTicketSummary = z.infer<typeof supportTicketSummarySchema>;
export const supportTicketsResponseSchema = dataOf(z.array(supportTicketSummarySchema));
export type SupportTicketsResponse = z.infer<typeof supportTicketsResponseSchema>;
export const supportTicketMessageSchema = z.object({
  id: z.string(),
  author: z.enum(['student', 'staff']),
  content: z.string(),
  created_at: dateTimeSchema,
});
export type SupportTicketMessage = z.infer<typeof supportTicketMessageSchema>;
export const supportTicketThreadSchema = supportTicketSummarySchema.extend({
  /** the opening message first, then every reply, oldest first */
  messages: z.array(supportTicketMessageSchema),
});
export type SupportTicketThread = z.infer<typeof supportTicketThreadSchema>;
export const supportTicketThreadResponseSchema = dataOf(supportTicketThreadSchema);
export type SupportTicketThreadResponse = z.infer<typeof supportTicketThreadResponseSchema>;
export const supportTicketReplyBodySchema = z.strictObject({ content: visibleText(5000) });
export type SupportTicketReplyBody = z.infer<typeof supportTicketReplyBodySchema>;

// ---- questions bank ----
export const bankCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  /** 'root / child / grandchild' */
  full_path: z.string(),
  /** breadcrumbs, root first, current last */
  full_path_dirs: z.array(namedRefSchema),
  parent_category_id: idSchema.nullable(),
  type: z.enum(BANK_CATEGORY_TYPES),
  child_categories_count: z.number().int().nonnegative(),
  questions_count: z.number().int().nonnegative(),
});
export type BankCategory = z.infer<typeof bankCategorySchema>;

export const bankQuestionSchema = z.object({
  id: idSchema,
  text: z.string().nullable(),
  image_url: urlSchema.nullable(),
  page_number: z.number().int().positive(),
  question_number: z.number().int().positive(),
  category: namedRefSchema,
  answered: z.boolean(),
  answer_text: z.string().nullable(),
  answer_image: urlSchema.nullable(),
  answer_audio: urlSchema.nullable(),
  /** Not in the spec: a PDF answer file, behind the list's orange 'pdf' badge (decision 0017). */
  answer_pdf: urlSchema.nullable().default(null),
  teacher: z.object({ name: z.string(), avatar: urlSchema.nullable() }).nullable(),
  created_at: dateTimeSchema,
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

export const bankCategoriesResponseSchema = dataOf(z.array(bankCategorySchema));
export type BankCategoriesResponse = z.infer<typeof bankCategoriesResponseSchema>;
export const myBankQuestionsResponseSchema = dataOf(z.array(bankQuestionSchema));
export type MyBankQuestionsResponse = z.infer<typeof myBankQuestionsResponseSchema>;

/**
 * POST /bank-questions (multipart). The file part is `image` (image/*). Text or image is required:
 * the api checks the pair, the schema checks the text fields.
 */
export const bankQuestionCreateFieldsSchema = z.strictObject({
  // Text that shows nothing is no text: the pair check then asks for text or an image.
  text: z
    .string()
    .trim()
    .max(5000)
    .transform((v) => (isInvisibleText(v) ? '' : v))
    .optional(),
  page_number: numberInput(z.number().int().min(1)),
  question_number: numberInput(z.number().int().min(1)),
  bank_question_category_id: numberInput(idSchema),
});
export type BankQuestionCreateFields = z.infer<typeof bankQuestionCreateFieldsSchema>;
export const bankQuestionCreateResponseSchema = dataOf(bankQuestionSchema);
export type BankQuestionCreateResponse = z.infer<typeof bankQuestionCreateResponseSchema>;

// GET /bank-questions/directories[/{id}]?search=&page_number=&question_number=&page=
export const BANK_SEARCH_MAX = 100;
export const directoriesQuerySchema = z.object({
  /** Words searched in the question text (not in the spec); text that shows nothing is no search. */
  search: z
    .string()
    .trim()
    .max(BANK_SEARCH_MAX)
    .transform((v) => (isInvisibleText(v) ? undefined : v || undefined))
    .optional(),
  page_number: numberInput(z.number().int().min(1).optional()),
  question_number: numberInput(z.number().int().min(1).optional()),
  page: numberInput(z.number().int().min(1).optional()),
});
export type DirectoriesQuery = z.infer<typeof directoriesQuerySchema>;
export const directoriesResponseSchema = z.object({
  categories: z.array(bankCategorySchema),
  questions: paginated(bankQuestionSchema),
  /** null at the root */
  current_directory: bankCategorySchema.nullable(),
});
export type DirectoriesResponse = z.infer<typeof directoriesResponseSchema>;
/** Following questions.links.next answers the same shape; only `questions` is read. */
export const directoryQuestionsPageSchema = z.object({ questions: paginated(bankQuestionSchema) });
export type DirectoryQuestionsPage = z.infer<typeof directoryQuestionsPageSchema>;

// ---- outlets (spec 3 §2.11; a real list here, not the spec's placeholder) ----
export const outletSchema = z.object({
  id: idSchema,
  name: z.string(),
  governorate: z.string(),
  city: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  map_url: urlSchema.nullable(),
});
export type Outlet = z.infer<typeof outletSchema>;
export const outletsResponseSchema = dataOf(z.array(outletSchema));
export type OutletsResponse = z.infer<typeof outletsResponseSchema>;
