import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<ZodType>>[0]) => Serialize;

/**
 * Why (issue 35, decision 0064): encoding every answer through its zod schema and then
 * `JSON.stringify` was a third of the api's CPU on a hot read. The same schema, turned once into
 * JSON Schema, compiles to Fastify's own serialiser (fast-json-stringify), which also writes only
 * the fields the contract names.
 *
 * A schema that JSON Schema cannot say (a transform, a custom check) keeps zod's encoder. Where the
 * two could differ (fast-json-stringify coerces a wrong type instead of refusing it), `check` runs
 * both on every answer and throws when their values differ: on in tests, development and the demo,
 * so every api and browser test proves the two agree on the answers it sees; off in production.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  return (route) => {
    const zodSerialize: Serialize = zodSerializerCompiler(route);
    const fast = compileFast(route.schema);
    if (!fast) return zodSerialize;
    if (!check) return fast;
    return (data) => {
      const expected = zodSerialize(data);
      const written = fast(data);
      // The same values; the order of keys may differ (fast-json-stringify writes required ones first).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `fast serialiser differs from zod on ${route.method} ${route.url}: ${written.slice(0, 300)} ≠ ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}

/** The compiled fast serialiser, or null when the schema has parts JSON Schema cannot express. */
function compileFast(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  let json: object;
  try {
    // The wire is the encoded side (the provider encodes with `safeEncode`): zod's "input".
    json = z.toJSONSchema(schema, { io: 'input', target: 'draft-07', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  return fastJson(json) as Serialize;
}
