export { writeAnnouncementHint } from './session-hint';
export { ANNOUNCEMENT_HINT_COOKIE, announcementKey, SESSION_HINT_COOKIE } from './session-hint-name';
export * from './store';
