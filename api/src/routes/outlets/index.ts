import { outletsResponseSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutlets } from '../../domain/support/index';

/** GET /outlets (guests too): the centres staff added (pnpm ops add-outlet), by governorate and city. */
const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outlets', { schema: { response: { 200: outletsResponseSchema } } }, async () => {
    const rows = await listOutlets(app.deps.db);
    return {
      data: rows.map((r) => ({
        id: r.id,
        name: r.name,
        governorate: r.governorate,
        city: r.city,
        address: r.address,
        phone: r.phone,
        map_url: r.mapUrl,
      })),
    };
  });
};

export default outletRoutes;
