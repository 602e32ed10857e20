import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Writes a .br and a .gz beside every text file of the build, at the strongest settings: the work
// is done once per build, and the API sends them by Accept-Encoding (@fastify/static's
// preCompressed; docs/decisions/029-fast-first-load.md). Fonts and images are compressed already.

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers outweigh what compression saves. */
const MIN_BYTES = 256;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const content = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A compressed copy that is not smaller is left out; the server then sends the file itself.
    if (br.length < content.length) await writeFile(`${file}.br`, br);
    if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

/** Vite plugin: precompress the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lectern-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
