import {
  staffSettingBodySchema,
  staffSettingParamsSchema,
  staffSettingResponseSchema,
  staffSettingsResponseSchema,
} from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listStaffSettings, putStaffSetting } from '../../../domain/staff-settings/index';
import { staffActorOf } from '../actor';

/** GET /v1/staff/settings and PUT /v1/staff/settings/:key (admin). */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/settings', { schema: { response: { 200: staffSettingsResponseSchema } } }, async () => ({
    items: await listStaffSettings(app.deps.db),
  }));
  app.put(
    '/settings/:key',
    {
      schema: {
        params: staffSettingParamsSchema,
        body: staffSettingBodySchema,
        response: { 200: staffSettingResponseSchema },
      },
    },
    async (req) => ({
      data: await putStaffSetting(app.deps.db, staffActorOf(req), req.params.key, req.body.value),
    }),
  );
};

export default settingsRoutes;
