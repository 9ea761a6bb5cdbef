// What every form on TanStack Form does with errors (decision 0035). Typed structurally, so
// @app/ui does not depend on the form library: each front end passes its own form object.

/** The part of a TanStack Form `FormApi` these helpers use. */
export interface ServerErrorTarget {
  // biome-ignore lint/suspicious/noExplicitAny: the form's own field-name and meta types vary per form
  getFieldMeta: (name: any) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  setFieldMeta: (name: any, updater: (meta: any) => any) => void;
}

/** The first message of a field's errors: zod issues from the contract schema, or the server's text. */
export function firstError(errors: readonly unknown[] | undefined): string | undefined {
  for (const error of errors ?? []) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message;
  }
  return undefined;
}

/**
 * Puts a 422's messages (`fieldErrorsOf`) under the form fields that show them, as `onServer`
 * errors: TanStack Form clears them when the field changes. `fieldOf` maps a request field to a
 * form field (e.g. `full_phone` → `phone`). Returns the messages no field of the form shows.
 */
export function showServerErrors(
  form: ServerErrorTarget,
  fields: Record<string, string> | null,
  fieldOf: (name: string) => string | undefined = (name) => name,
): string[] {
  const unshown: string[] = [];
  const done = new Set<string>();
  for (const [name, message] of Object.entries(fields ?? {})) {
    const target = fieldOf(name);
    if (!target || !form.getFieldMeta(target)) {
      unshown.push(message);
      continue;
    }
    if (done.has(target)) continue;
    done.add(target);
    form.setFieldMeta(target, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }));
  }
  return unshown;
}

/** Moves the focus to the first invalid control inside `root`, once React has shown the errors. */
export function focusFirstInvalid(root: HTMLElement | null | undefined): void {
  setTimeout(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/** A zod issue as far as a form needs it (`safeParse(...).error?.issues`). */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * A form-level TanStack validator's answer from a contract schema's issues: the first message of
 * each top-level field. For forms whose fields are held as text while the contract's schema reads
 * `unknown` (it preprocesses what a person types), so the schema cannot be passed as is.
 */
export function issuesByField(
  issues: readonly Issue[] | undefined,
): { fields: Record<string, string> } | undefined {
  if (!issues?.length) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !(name in fields)) fields[name] = issue.message;
  }
  return { fields };
}

/** What `validateWith` needs of a zod schema. */
export interface SafeParser {
  safeParse: (value: unknown) => { error?: { issues: readonly Issue[] } | undefined };
}

/**
 * A TanStack Form validator (`validators: { onSubmit: validateWith(schema) }`) running a contract
 * schema on the form's values: its Arabic messages under the fields. For schemas that read `unknown`.
 */
export function validateWith(schema: SafeParser) {
  return ({ value }: { value: unknown }) => issuesByField(schema.safeParse(value).error?.issues);
}
