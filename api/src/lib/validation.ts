import { DETAIL_MESSAGES } from '@app/shared-contracts/errors';
import type { FastifySchemaValidationError } from 'fastify';

export const UNKNOWN_FIELD = DETAIL_MESSAGES.unknownField;

/**
 * Turns validation issues into `{ field: [messages] }`; nested paths are joined with dots. The
 * record has no prototype: a field named `toString` or `__proto__` is a key like any other.
 */
export function issuesToFieldErrors(
  issues: readonly FastifySchemaValidationError[],
  context: string | undefined,
): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null);
  const add = (field: string, message: string) => {
    const list = errors[field] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[field] = list;
  };
  for (const issue of issues) {
    const prefix = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const params = issue.params as { keys?: unknown } | undefined;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(params?.keys)) {
      for (const key of params.keys) add(prefix ? `${prefix}.${String(key)}` : String(key), UNKNOWN_FIELD);
      continue;
    }
    add(prefix || context || 'body', issue.message ?? DETAIL_MESSAGES.invalidValue);
  }
  return errors;
}
