// `npm run build` (also run by `npm start`): bundles src/main.ts into dist/main.js with its source map;
// dependencies stay in node_modules. Split at main.ts's dynamic imports (each role loads only its own chunks;
// see src/main.ts): the chunks go to dist/chunks under content-hashed names. Built into a fresh directory and
// moved into place chunks first, entry last, so processes started side by side from one checkout never load a
// half-written bundle, and a process started from the previous build still finds the chunks it imports later.
import { build } from 'esbuild';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;
/** Chunks no longer built are removed once older than this (a process of an older build may still import them). */
const STALE_CHUNK_MS = 24 * 3600_000;

/** Prisma's query compiler read from its file when compiled instead of kept as a module string: src/db/query-compiler-wasm.ts. */
const queryCompilerFromFile = {
  name: 'query-compiler-from-file',
  setup(b) {
    b.onResolve({ filter: /^@prisma\/client\/runtime\/query_compiler_\w+\.\w+\.wasm-base64\.mjs$/ }, (args) => ({ path: args.path, namespace: 'query-compiler' }));
    b.onLoad({ filter: /.*/, namespace: 'query-compiler' }, (args) => ({
      contents: `import { wasmFromFile } from './src/db/query-compiler-wasm.ts';\nexport const wasm = wasmFromFile(${JSON.stringify(args.path)});\n`,
      resolveDir: root,
      loader: 'ts',
    }));
  },
};

await mkdir(`${dist}/chunks`, { recursive: true });
// Beside dist/, not inside it: the maps name their sources relative to where they are written, so the staging
// directory sits as deep as dist/ for those paths to stay right once moved (inside it, they pointed one level up).
const staging = await mkdtemp(`${root}.dist-build-`);
try {
  await build({
    entryPoints: { main: `${root}src/main.ts` },
    outdir: staging,
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    sourcesContent: false, // stack traces need the mappings only; the sources are in the repository
    logLevel: 'warning',
    plugins: [queryCompilerFromFile],
  });
  // Maps before their chunks, as for the entry below.
  const built = (await readdir(`${staging}/chunks`)).sort((a, b) => Number(!a.endsWith('.map')) - Number(!b.endsWith('.map')));
  for (const file of built) await rename(`${staging}/chunks/${file}`, `${dist}/chunks/${file}`);
  // The map first: a process that loads the new bundle then finds its map.
  await rename(`${staging}/main.js.map`, `${dist}/main.js.map`);
  await rename(`${staging}/main.js`, `${dist}/main.js`);
  for (const file of await readdir(`${dist}/chunks`)) {
    if (built.includes(file)) continue;
    const path = `${dist}/chunks/${file}`;
    if (Date.now() - (await stat(path)).mtimeMs > STALE_CHUNK_MS) await rm(path, { force: true });
  }
} finally {
  await rm(staging, { recursive: true, force: true });
}
