import { homeDataSchema } from '@app/shared-contracts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { honorPanel, listFeaturedCourses, listLatestCourses } from '../../domain/catalogue/index';
import { getSettings } from '../../domain/settings/index';

/** GET /home: works signed in (joined flags for the user) and as a guest. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home', { schema: { response: { 200: homeDataSchema } } }, async (req) => {
    const { db } = app.deps;
    const userId = req.auth?.user.id;
    const [settings, featured, latest, honor] = await Promise.all([
      getSettings(db),
      listFeaturedCourses(db, userId),
      listLatestCourses(db, userId),
      honorPanel(db),
    ]);
    return {
      header_images: settings.header_images,
      welcome_msg: settings.welcome_msg,
      featured_courses: featured,
      latest_courses: latest,
      honor_panel: honor,
    };
  });
};

export default homeRoutes;
