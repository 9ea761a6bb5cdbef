export * from './date';
export { normalizeDigits } from './digits';
export { formatFileSize } from './file-size';
export * from './money';
export * from './plural';
export * from './text';
