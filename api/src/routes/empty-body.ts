import { z } from 'zod';

/** Calls that take no payload: nothing, `{}` or an empty JSON body; any field is an unknown field. */
export const emptyBodySchema = z.strictObject({}).nullish();
