export { SESSION_HINT_COOKIE } from './session-hint-name';
export * from './store';
