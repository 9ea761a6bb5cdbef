import { homeDataSchema } from '@app/shared-contracts/schemas';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { honorPanel } from '../../db/schema/index';
import { listCourseCards } from '../../domain/accounts/course-cards';
import { getSettings } from '../../domain/settings/index';

export const HOME_COURSES_LIMIT = 12;

/** GET /home: works signed in (joined flags for the user) and as a guest. */
const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/home', { schema: { response: { 200: homeDataSchema } } }, async (req) => {
    const { db } = app.deps;
    const userId = req.auth?.user.id;
    const [settings, featured, latest, honor] = await Promise.all([
      getSettings(db),
      listCourseCards(db, { order: 'featured', userId, limit: HOME_COURSES_LIMIT }),
      listCourseCards(db, { order: 'latest', userId, limit: HOME_COURSES_LIMIT }),
      db.select().from(honorPanel).orderBy(asc(honorPanel.position), asc(honorPanel.id)),
    ]);
    return {
      header_images: settings.header_images,
      welcome_msg: settings.welcome_msg,
      featured_courses: featured,
      latest_courses: latest,
      honor_panel: honor.map((h) => ({
        id: h.id,
        avatar: h.avatar,
        correction_mark: h.correctionMark,
        total_mark: h.totalMark,
        name: h.name,
        governorate: h.governorate,
      })),
    };
  });
};

export default homeRoutes;
