import {
  bankCategoriesResponseSchema,
  directoriesQuerySchema,
  directoriesResponseSchema,
  idParamSchema,
  myBankQuestionsResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DirectoryFilter, directoryQuestions, loadTree, myQuestions } from '../../domain/bank/index';
import { notFound } from '../../lib/errors';
import { signQuestionPhotoLink } from '../../lib/media-link';
import { authOf, requireAuth } from '../../plugins/auth';
import createRoutes from './create';
import questionPhotoRoutes from './photo';

export const BANK_PAGE_SIZE = 20;

/** The link of the next page of a folder's questions, with the same filter. */
function nextLink(id: number | null, filter: DirectoryFilter, page: number): string {
  const q = new URLSearchParams({ page: String(page) });
  if (filter.search) q.set('search', filter.search);
  if (filter.pageNumber) q.set('page_number', String(filter.pageNumber));
  if (filter.questionNumber) q.set('question_number', String(filter.questionNumber));
  return `/v1/bank-questions/directories${id ? `/${id}` : ''}?${q}`;
}

/**
 * The questions bank (signed in): the folder tree with breadcrumbs and counts, a folder's
 * questions filtered by page and question number and paged by next link, the student's own
 * questions, and asking one (./create).
 */
const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', requireAuth);
  await app.register(createRoutes);

  app.get(
    '/bank-questions/categories',
    { schema: { response: { 200: bankCategoriesResponseSchema } } },
    async () => ({ data: (await loadTree(app.deps.db)).all() }),
  );

  app.get(
    '/bank-questions/my-questions',
    { schema: { response: { 200: myBankQuestionsResponseSchema } } },
    async (req) => {
      const userId = authOf(req).user.id;
      const link = (id: number) => signQuestionPhotoLink(app.deps.config.appSecret, id, userId);
      return { data: await myQuestions(app.deps.db, userId, link) };
    },
  );

  const directory = async (
    id: number | null,
    query: {
      search?: string | undefined;
      page_number?: number | undefined;
      question_number?: number | undefined;
      page?: number | undefined;
    },
  ) => {
    const tree = await loadTree(app.deps.db);
    const current = id === null ? null : tree.get(id);
    if (id !== null && !current) throw notFound('bankDirectoryNotFound');
    const filter = {
      pageNumber: query.page_number,
      questionNumber: query.question_number,
      search: query.search,
    };
    const page = query.page ?? 1;
    // The root holds folders only; a search from there looks through the whole bank.
    const questions =
      id === null && !filter.search
        ? { items: [], more: false }
        : await directoryQuestions(app.deps.db, id, filter, {
            limit: BANK_PAGE_SIZE,
            offset: (page - 1) * BANK_PAGE_SIZE,
          });
    return {
      categories: tree.childrenOf(id),
      questions: {
        data: questions.items,
        links: { next: questions.more ? nextLink(id, filter, page + 1) : null },
      },
      current_directory: current ?? null,
    };
  };

  app.get(
    '/bank-questions/directories',
    { schema: { querystring: directoriesQuerySchema, response: { 200: directoriesResponseSchema } } },
    async (req) => directory(null, req.query),
  );

  app.get(
    '/bank-questions/directories/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: directoriesQuerySchema,
        response: { 200: directoriesResponseSchema },
      },
    },
    async (req) => directory(req.params.id, req.query),
  );
};

/** The signed-in calls, and the photo link, which carries its own proof instead of a token (./photo). */
const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(questionPhotoRoutes);
  await app.register(signedInRoutes);
};

export default bankRoutes;
