import type { FastifyInstance } from 'fastify';

/**
 * Like Fastify's JSON parser, but an empty body is "no payload" (clients post `/logout` with a JSON
 * content type and nothing in it). Prototype keys are dropped.
 */
export function installJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value) => (key === '__proto__' || key === 'constructor' ? undefined : value)),
      );
    } catch {
      const err = Object.assign(new Error('invalid json'), {
        statusCode: 400,
        code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      });
      done(err, undefined);
    }
  });
}
