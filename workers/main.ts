// The workers alone, from source (tsx): same entry as src/main.ts with the worker role. `npm run start:worker` runs the
// built bundle the same way.
process.argv[2] = '--worker';
await import('../src/main.ts');
