import type { Db } from '../../db/index';
import { cachedPublic } from '../../lib/public-cache';
import { getSettings } from '../settings/index';
import { honorPanel, loadFeaturedCourses, loadLatestCourses } from './courses';
import { joinedCourseIds, type ReaderArg, withJoined } from './reader-state';

/** GET /home as a guest sees it: header, message, featured and newest cards, honor panel. */
async function loadHome(db: Db) {
  const [settings, featured, latest, honor] = await Promise.all([
    getSettings(db),
    loadFeaturedCourses(db),
    loadLatestCourses(db),
    honorPanel(db),
  ]);
  return {
    header_images: settings.header_images,
    welcome_msg: settings.welcome_msg,
    featured_courses: featured,
    latest_courses: latest,
    honor_panel: honor,
  };
}

/** GET /home: the cached public part, with `joined` of the signed-in reader (one query). */
export async function getHome(db: Db, reader?: ReaderArg) {
  const [home, joined] = await Promise.all([
    cachedPublic(db, 'home', () => loadHome(db)),
    reader ? joinedCourseIds(db, reader) : null,
  ]);
  if (!joined) return home;
  return {
    ...home,
    featured_courses: withJoined(home.featured_courses, joined),
    latest_courses: withJoined(home.latest_courses, joined),
  };
}
