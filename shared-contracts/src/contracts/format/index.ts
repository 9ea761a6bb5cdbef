export * from './date';
export { normalizeDigits } from './digits';
export * from './money';
export * from './plural';
export * from './text';
