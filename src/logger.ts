import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config/env.ts';

export type { Logger };

// An address's local part, raw or percent-encoded (%40), in a path segment or query value.
const EMAIL = /[^/?&=\s@%]+(?:@|%40)(?=[^/?&=\s@]*\.)/gi;

/** Masks customer emails in a path (/api/v2/customers/email/jane@example.com → …/***@example.com): personal data. */
export const maskEmails = (path: string): string => path.replace(EMAIL, '***@');

/**
 * JSON logs in production, pretty in development; credentials and tokens never reach a log line, and emails in
 * logged paths are masked.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>, name = 'hub', destination?: DestinationStream): Logger {
  // A destination (tests reading the lines) gets JSON.
  const pretty = !destination && (config.LOG_FORMAT ?? (config.NODE_ENV === 'development' ? 'pretty' : 'json')) === 'pretty';
  const options: LoggerOptions = {
    name,
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.client_secret',
        '*.access_token',
        '*.password',
        'client_secret',
        'access_token',
        'secret',
      ],
      censor: '[redacted]',
    },
    formatters: {
      log(object) {
        const masked = { ...object };
        for (const key of ['path', 'url']) if (typeof masked[key] === 'string') masked[key] = maskEmails(masked[key]);
        return masked;
      },
    },
  };
  if (destination) return pino(options, destination);
  if (!pretty) return pino(options);
  // Pretty lines are formatted in this thread, not by pino's transport: that runs a worker thread (a second V8
  // heap: an idle development API measured 148 MiB RSS with it, 107 without), where a development console's few
  // lines need no thread of their own.
  // Synchronous writes, so the last lines before process.exit() are not lost.
  const pinoPretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pino(options, pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', sync: true }));
}
