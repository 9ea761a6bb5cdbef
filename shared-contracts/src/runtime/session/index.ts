export {
  ANNOUNCEMENT_HINT_COOKIE,
  announcementKey,
  SESSION_HINT_COOKIE,
} from '../../contracts/session-hint-name';
export { writeAnnouncementHint } from './session-hint';
export * from './store';
