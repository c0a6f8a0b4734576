// Runs `prisma generate`. Prisma 7's client needs no native engine, but the CLI insists that a schema-engine
// file exists and tries to download one. Where none was installed (offline machines), point the CLI at any
// existing file so generation proceeds; where an engine is present, Prisma behaves as it intends.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };

function engineInstalled() {
  try {
    const dir = dirname(require.resolve('@prisma/engines/package.json'));
    return readdirSync(dir).some((f) => f.startsWith('schema-engine'));
  } catch {
    return false;
  }
}

if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !engineInstalled()) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const cli = require.resolve('prisma/build/index.js');
const run = spawnSync(process.execPath, [cli, 'generate'], { stdio: 'inherit', env });
process.exit(run.status ?? 1);
