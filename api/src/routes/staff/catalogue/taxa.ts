import {
  idParamSchema,
  messageResponseSchema,
  staffCatalogueOrderSchema,
  staffTaxonBodySchema,
  staffTaxonListSchema,
  staffTaxonResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTaxon,
  deleteTaxon,
  orderTaxa,
  type TaxonKind,
  taxa,
  updateTaxon,
} from '../../../domain/catalogue-authoring/index';
import { invalidatePublicCache } from '../../../lib/public-cache';
import { staffActorOf } from '../actor';

const DELETED: Record<TaxonKind, string> = { grade: 'تم حذف الصف', category: 'تم حذف المادة' };

/** The same five calls for grades and for categories, under /catalogue/<plural>. */
export function taxonRoutes(kind: TaxonKind, plural: 'grades' | 'categories'): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = app.deps;
    const base = `/catalogue/${plural}`;
    app.get(base, { schema: { response: { 200: staffTaxonListSchema } } }, async () => taxa(db, kind));
    app.post(
      base,
      { schema: { body: staffTaxonBodySchema, response: { 201: staffTaxonResponseSchema } } },
      async (req, reply) => {
        const data = await createTaxon(db, staffActorOf(req), kind, req.body.name);
        invalidatePublicCache(db);
        return reply.code(201).send({ data });
      },
    );
    app.put(
      `${base}/order`,
      { schema: { body: staffCatalogueOrderSchema, response: { 200: staffTaxonListSchema } } },
      async (req) => {
        const data = await orderTaxa(db, staffActorOf(req), kind, req.body.ids);
        invalidatePublicCache(db);
        return data;
      },
    );
    app.put(
      `${base}/:id`,
      {
        schema: {
          params: idParamSchema,
          body: staffTaxonBodySchema,
          response: { 200: staffTaxonResponseSchema },
        },
      },
      async (req) => {
        const data = await updateTaxon(db, staffActorOf(req), kind, req.params.id, req.body.name);
        invalidatePublicCache(db);
        return { data };
      },
    );
    app.delete(
      `${base}/:id`,
      { schema: { params: idParamSchema, response: { 200: messageResponseSchema } } },
      async (req) => {
        await deleteTaxon(db, staffActorOf(req), kind, req.params.id);
        invalidatePublicCache(db);
        return { message: DELETED[kind] };
      },
    );
  };
}
