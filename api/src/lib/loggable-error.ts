/** `Failed query: ...\nparams: ...` (drizzle) — everything from `params:` on is user data. */
const PARAMS = /\nparams:[\s\S]*$/;

/**
 * What of an error may reach the log: name, code, message and stack, with a failed query's
 * parameters cut off (they hold password hashes, e-mails and the like) and the driver's `detail`
 * (which quotes the offending values) left out.
 */
export function loggableError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const e = err as Error & { code?: unknown; statusCode?: unknown; cause?: unknown };
  const out: Record<string, unknown> = {
    type: e.name,
    message: e.message.replace(PARAMS, ''),
    stack: e.stack?.replace(PARAMS, ''),
  };
  if (e.code !== undefined) out.code = e.code;
  if (e.statusCode !== undefined) out.statusCode = e.statusCode;
  if (e.cause instanceof Error) {
    const c = e.cause as Error & { code?: unknown };
    out.cause = { type: c.name, code: c.code, message: c.message.replace(PARAMS, '') };
  }
  return out;
}
