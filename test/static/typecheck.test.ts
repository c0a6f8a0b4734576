import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// The code base is strict TypeScript, but vitest only strips types: without this, `npm test` (and so CI) would
// pass over a type error. One run of the compiler over everything tsconfig.json includes.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

it('tsc --noEmit reports no type errors', () => {
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'], { cwd: ROOT, encoding: 'utf8' });
  expect(tsc.stdout + tsc.stderr).toBe('');
  expect(tsc.status).toBe(0);
}, 180_000);
