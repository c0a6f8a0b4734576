import { pino, type Logger } from 'pino';
import type { Config } from './config/env.ts';

export type { Logger };

/** JSON logs in production, pretty in development; credentials and tokens never reach a log line. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'NODE_ENV'>, name = 'hub'): Logger {
  const pretty = (config.LOG_FORMAT ?? (config.NODE_ENV === 'development' ? 'pretty' : 'json')) === 'pretty';
  return pino({
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
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } } : {}),
  });
}
