// `npm run build` (also run by `npm start`): bundles src/main.ts into dist/main.js with its source map;
// dependencies stay in node_modules. Built into a fresh directory and renamed into place, so processes started
// side by side from one checkout never load a half-written bundle.
import { build } from 'esbuild';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = `${root}dist`;
await mkdir(dist, { recursive: true });
const staging = await mkdtemp(`${dist}/.build-`);
try {
  await build({
    entryPoints: [`${root}src/main.ts`],
    outfile: `${staging}/main.js`,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  // The map first: a process that loads the new bundle then finds its map.
  await rename(`${staging}/main.js.map`, `${dist}/main.js.map`);
  await rename(`${staging}/main.js`, `${dist}/main.js`);
} finally {
  await rm(staging, { recursive: true, force: true });
}
