import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli or gzip, by Accept-Encoding, for every answer above the threshold registered after this
 * (JSON of /v1, the registry, the index.html fallback). Static files carry precompressed copies
 * (serve-static.ts) and keep their Content-Encoding. Request bodies are not decompressed: the body
 * limit counts the bytes that arrive.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
