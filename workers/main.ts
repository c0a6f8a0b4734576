// `npm run start:worker`: the workers alone. Same entry as src/main.ts with the worker role.
process.argv[2] = '--worker';
await import('../src/main.ts');
