import { outletsResponseSchema } from '@app/shared-contracts/schemas';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outlets } from '../../db/schema/index';

/** GET /outlets (guests too): the centres staff added (pnpm ops add-outlet), by governorate and city. */
const outletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/outlets', { schema: { response: { 200: outletsResponseSchema } } }, async () => {
    const rows = await app.deps.db
      .select()
      .from(outlets)
      .orderBy(asc(outlets.governorate), asc(outlets.city), asc(outlets.position), asc(outlets.id));
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
