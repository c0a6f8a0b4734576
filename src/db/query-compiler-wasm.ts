import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Prisma's query compiler ships as a module that exports its WebAssembly as one 4.4 MiB base64 string literal
 * (`@prisma/client/runtime/query_compiler_*.wasm-base64.mjs`). Imported as an ES module, that string stays in the
 * heap for the life of the process twice over: as the literal the module exports and inside the module's source
 * text, which V8 keeps. 8.7 MiB of every process's heap for bytes read once.
 *
 * The bundle (esbuild.config.mjs) replaces that module with one exporting `wasmFromFile(specifier)` instead: an
 * object the generated client's decoder (`Buffer.from(wasm, 'base64')`) turns into a string through `valueOf()`,
 * read from the same file at that moment and garbage right after. Tests and tsx runs keep Prisma's own module.
 */
export function wasmFromFile(specifier: string): { valueOf(): string } {
  const file = createRequire(import.meta.url).resolve(specifier);
  return {
    valueOf() {
      const text = readFileSync(file, 'latin1');
      const start = text.indexOf('"') + 1;
      const end = text.indexOf('"', start);
      if (start === 0 || end < 0) throw new Error(`${file}: no base64 string literal (has Prisma changed how it ships the query compiler?)`);
      return text.slice(start, end);
    },
  };
}
