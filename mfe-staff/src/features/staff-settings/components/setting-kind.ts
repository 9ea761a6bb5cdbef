// How a setting is edited, read from its JSON Schema (GET /staff/settings): the form is built from
// the api's table, never from a list of settings of its own.

export interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  enum?: readonly string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export type SettingKind =
  | { kind: 'boolean' }
  | { kind: 'number'; nullable: boolean; min?: number | undefined; max?: number | undefined }
  | { kind: 'text'; nullable: boolean; long: boolean; max?: number | undefined }
  | { kind: 'enum'; nullable: boolean; options: readonly string[] }
  | { kind: 'multi'; options: readonly string[] }
  | { kind: 'object'; fields: [string, SettingKind][] }
  | { kind: 'json' };

/** Texts longer than a line get a text area. */
const LONG_TEXT = 300;

export function kindOf(schema: JsonSchema): SettingKind {
  const alternatives = schema.anyOf ?? [schema];
  const nullable = alternatives.some((s) => s.type === 'null');
  const base = alternatives.find((s) => s.type !== 'null') ?? {};
  if (base.enum) return { kind: 'enum', nullable, options: base.enum };
  if (base.type === 'boolean') return { kind: 'boolean' };
  if (base.type === 'number' || base.type === 'integer')
    return { kind: 'number', nullable, min: base.minimum, max: base.maximum };
  if (base.type === 'string')
    return { kind: 'text', nullable, long: (base.maxLength ?? 0) > LONG_TEXT, max: base.maxLength };
  if (base.type === 'array' && base.items?.enum) return { kind: 'multi', options: base.items.enum };
  if (base.type === 'object' && base.properties)
    return { kind: 'object', fields: Object.entries(base.properties).map(([k, s]) => [k, kindOf(s)]) };
  return { kind: 'json' };
}

/** The stored value as the form holds it (text for numbers, '' for none). */
export function toForm(kind: SettingKind, value: unknown): unknown {
  switch (kind.kind) {
    case 'boolean':
      return Boolean(value);
    case 'number':
    case 'text':
    case 'enum':
      return value === null || value === undefined ? '' : String(value);
    case 'multi':
      return Array.isArray(value) ? value : [];
    case 'object': {
      const v = (value ?? {}) as Record<string, unknown>;
      return Object.fromEntries(kind.fields.map(([k, f]) => [k, toForm(f, v[k])]));
    }
    case 'json':
      return JSON.stringify(value ?? null, null, 2);
  }
}

/** What the form holds as the value to send (the contract's schema reads text numbers itself). */
export function fromForm(kind: SettingKind, value: unknown): unknown {
  switch (kind.kind) {
    case 'number':
    case 'enum':
      return kind.nullable && value === '' ? null : value;
    case 'object': {
      const v = value as Record<string, unknown>;
      return Object.fromEntries(kind.fields.map(([k, f]) => [k, fromForm(f, v[k])]));
    }
    case 'json':
      try {
        return JSON.parse(String(value));
      } catch {
        return String(value);
      }
    default:
      return value;
  }
}
