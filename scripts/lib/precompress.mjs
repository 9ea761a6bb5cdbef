// Precompressed copies of static files (issue 9): `<file>.br` and `<file>.gz` beside each text
// asset, written once at build or release time, so the server sends them without compressing per
// request (@fastify/static `preCompressed` picks one by Accept-Encoding). Plain Node, no dependencies.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|json|html|svg|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 512;

export const brotli = (buf) =>
  brotliCompressSync(buf, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
    },
  });
export const gzip = (buf) => gzipSync(buf, { level: 9 });

/** Writes the .br and .gz of every compressible file under `dir`; returns the files compressed. */
export function precompressDir(dir) {
  const done = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      done.push(...precompressDir(path));
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const buf = readFileSync(path);
    if (buf.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotli(buf));
    writeFileSync(`${path}.gz`, gzip(buf));
    done.push(path);
  }
  return done;
}

/** Rsbuild plugin: precompresses the output folder after each production build. */
export function pluginPrecompress() {
  return {
    name: 'precompress',
    setup(api) {
      api.onAfterBuild(() => {
        precompressDir(api.context.distPath);
      });
    },
  };
}
