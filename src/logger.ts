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
  // A destination (tests reading the lines) gets JSON: pino-pretty runs as a transport, which takes none.
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
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } } : {}),
  };
  return destination ? pino(options, destination) : pino(options);
}
