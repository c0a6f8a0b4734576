import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run bench -- <name> [args]` runs bench/<name>.ts; with no name it lists the benchmarks. Each bench prints
// its figures and exits non-zero when a target is missed, so this exits with the bench's own status.

const here = dirname(fileURLToPath(import.meta.url));
// Helpers shared by the benches, not benches themselves.
const LIBRARIES = new Set(['run', 'lib', 'dos-lib', 'json-echo-server']);
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .filter((name) => !LIBRARIES.has(name))
  .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !benches.includes(name)) {
  if (name) console.error(`unknown benchmark "${name}"`);
  console.log(`usage: npm run bench -- <name> [args]\nbenchmarks (see bench/README.md): ${benches.join(', ')}`);
  process.exit(name ? 2 : 0);
}
const run = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join(here, `${name}.ts`), ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
