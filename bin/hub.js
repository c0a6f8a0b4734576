#!/usr/bin/env node
// `npx hub …`: runs the TypeScript CLI through tsx, from any working directory.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const res = spawnSync(process.execPath, [tsx, `${root}src/cli/hub.ts`, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(res.status ?? 1);
