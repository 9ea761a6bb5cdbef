import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/plugins/response-serializer';

const course = z.object({
  id: z.int(),
  name: z.string(),
  image_url: z.string().nullable(),
  price_note: z.string().optional(),
  free: z.boolean(),
});

function compile(schema: z.ZodType, check: boolean) {
  const route = { schema, method: 'GET', url: '/v1/test', httpStatus: '200' };
  return responseSerializerCompiler({ check })(route as never);
}

describe('responseSerializerCompiler', () => {
  it('writes only the fields the contract names, in production as in tests', () => {
    const row = { id: 7, name: 'فيزياء', image_url: null, free: false, password_hash: 'secret' };
    for (const check of [true, false]) {
      const text = compile(course, check)(row);
      expect(JSON.parse(text)).toEqual({ id: 7, name: 'فيزياء', image_url: null, free: false });
      expect(text).not.toContain('secret');
    }
  });

  it('answers with fast-json-stringify, which writes the required fields before the optional ones', () => {
    const text = compile(course, false)({ id: 1, price_note: 'خصم', name: 'أ', image_url: 'x', free: true });
    expect(text).toBe('{"id":1,"name":"أ","image_url":"x","free":true,"price_note":"خصم"}');
  });

  it('with the check on, refuses an answer that fast-json-stringify would have coerced', () => {
    // fast-json-stringify writes "12" for a string field given a number; zod refuses the answer.
    const wrong = { id: 1, name: 12, image_url: null, free: true };
    expect(() => compile(course, true)(wrong)).toThrow();
    expect(compile(course, false)(wrong)).toContain('"name":"12"');
  });

  it('with the check on, throws when the two serialisers write different values', () => {
    // zod's encoder applies an overwrite (lower case) that JSON Schema cannot say.
    const lower = z.object({ code: z.string().toLowerCase() });
    expect(() => compile(lower, true)({ code: 'ABC' })).toThrow(/differs from zod on GET \/v1\/test/);
  });

  it('keeps zod for what JSON Schema cannot say (a date)', () => {
    const at = new Date('2026-11-28T02:00:00.000Z');
    const text = compile(z.object({ at: z.date() }), false)({ at });
    expect(text).toBe('{"at":"2026-11-28T02:00:00.000Z"}');
  });
});
