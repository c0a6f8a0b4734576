import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { Invalidate } from '../auth/admin.ts';
import type { PrismaClient } from '../db/client.ts';

// What every `hub` command shares: its declaration (words, positionals, options, usage), strict argument
// parsing (unknown options and extra positionals are refused), and output as text or --json.

export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

export type Out = {
  json: boolean;
  /** The command's result: printed as JSON with --json, else as `text` (or the value itself when no text). */
  result(value: unknown, text?: string): void;
  /** A warning on stderr; with --json also carried in the result's `warnings`. */
  warn(message: string): void;
};

export type CommandContext = { prisma: PrismaClient; invalidate: Invalidate; out: Out };

type Options = NonNullable<ParseArgsConfig['options']>;
export type Values = Record<string, string | boolean | undefined>;

export type Command = {
  /** e.g. "site plan" */
  words: string;
  /** Positional names in order, e.g. ["<site-id>", "free|pro|enterprise"]; each is required. */
  positionals: string[];
  options: Options;
  /** The options part of the usage line, e.g. "--name <name> [--plan free|pro|enterprise]". */
  synopsis: string;
  summary: string;
  run(cx: CommandContext, values: Values, positionals: string[]): Promise<void>;
};

export const usageLine = (c: Command) => `hub ${c.words}${c.positionals.map((p) => ` ${p}`).join('')}${c.synopsis ? ` ${c.synopsis}` : ''} [--json]`;

export function commandHelp(c: Command): string {
  return `usage: ${usageLine(c)}\n\n${c.summary}\n\n  --json     print the result as JSON\n  -h, --help print this help`;
}

/** Parses a command's arguments strictly: a missing or extra positional is a usage error naming the command. */
export function parseCommandArgs(c: Command, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: { ...c.options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return { help: true as const };
  if (positionals.length > c.positionals.length) {
    throw new UsageError(`unexpected argument${positionals.length - c.positionals.length > 1 ? 's' : ''}: ${positionals.slice(c.positionals.length).join(' ')}`, commandHelp(c));
  }
  const missing = c.positionals[positionals.length];
  if (missing) throw new UsageError(`missing ${missing}`, commandHelp(c));
  return { help: false as const, values: values as Values, positionals };
}

export function need(values: Values, flag: string, c: Command): string {
  const v = values[flag];
  if (typeof v !== 'string' || v === '') throw new UsageError(`missing --${flag}`, commandHelp(c));
  return v;
}

export function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ').trimEnd();
  return [line(keys), ...rows.map((r) => line(keys.map((k) => String(r[k] ?? ''))))].join('\n');
}

export function createOut(json: boolean): Out {
  const warnings: string[] = [];
  return {
    json,
    result(value, text) {
      if (json) {
        const body = warnings.length && value && typeof value === 'object' && !Array.isArray(value) ? { ...value, warnings } : value;
        console.log(JSON.stringify(body, null, 2));
      } else console.log(text ?? String(value));
    },
    warn(message) {
      warnings.push(message);
      console.error(`warning: ${message}`);
    },
  };
}
