import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export type ChannelHandlers = {
  /** Every message published on the channel. */
  onMessage(message: string): void;
  /** Subscribed again after a lost connection: whatever was published in between never arrived. */
  onResubscribed(): void;
};

/** How soon a refused resubscription is tried again while the connection stands. */
const RETRY_MS = 1_000;

/**
 * Subscribes a connection of its own to `channel` and keeps it subscribed across reconnects; resolves once the
 * first subscription is confirmed. It waits for Redis (offline queue, no command timeout) rather than failing.
 *
 * Why not ioredis's autoResubscribe: ioredis 5.11 sends that SUBSCRIBE without handling its failure (a connection
 * lost again before the reply, a NOPERM after an ACL change), and Node ends the process on the unhandled rejection,
 * so a flapping Redis could take every API process down. Here a failure is logged and tried again.
 */
export async function subscribeChannel(redis: Redis, channel: string, name: string, log: Logger, handlers: ChannelHandlers): Promise<Redis> {
  const subscriber = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined, autoResubscribe: false });
  let retry: NodeJS.Timeout | undefined;
  const resubscribe = () => {
    clearTimeout(retry);
    // A retry due after the connection dropped waits for the next 'ready': sent now, it would sit in the offline
    // queue, where it keeps quit() from resolving for as long as Redis stays away.
    if (subscriber.status !== 'ready') return;
    subscriber.subscribe(channel).then(
      () => handlers.onResubscribed(),
      (err: Error) => {
        log.warn({ err: err.message, channel }, `${name} subscriber could not resubscribe`);
        // A dropped connection resubscribes on its next 'ready'; a refusal on a live one is tried again here.
        if (subscriber.status === 'ready') retry = setTimeout(resubscribe, RETRY_MS).unref();
      },
    );
  };
  subscriber.on('error', (err) => log.warn({ err: err.message }, `${name} subscriber error`));
  subscriber.on('message', (_channel: string, message: string) => handlers.onMessage(message));
  subscriber.on('close', () => clearTimeout(retry));
  await subscriber.subscribe(channel);
  // Registered after the first subscription, so every 'ready' from here on is a reconnect.
  subscriber.on('ready', resubscribe);
  return subscriber;
}
