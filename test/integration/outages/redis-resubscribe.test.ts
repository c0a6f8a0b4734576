import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribeChannel } from '../../../src/queue/subscribe-channel.ts';
import { privateRedis, until, type PrivateRedis } from './servers.ts';

// The cache subscribers (tokens, tenant cache) on a private redis-server this file starts, stops and whose ACL it
// changes. A subscriber cut off from Redis must subscribe again by itself, say so (its cache forgets what it may
// have missed), and never end the process: ioredis's own autoResubscribe leaves a failed SUBSCRIBE as an unhandled
// rejection, which Node 20 turns into an exit.

const CHANNEL = 'hub-test:cache:invalidate';
let redis: PrivateRedis;
let admin: Redis;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  redis = await privateRedis();
  admin = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  admin.on('error', () => {});
  process.on('unhandledRejection', onRejection);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  admin?.disconnect();
  await redis?.remove();
});

/** A subscriber as the caches make one, with what it received, its resubscriptions and its log lines. */
async function subscriber(url: string) {
  const seen = { messages: [] as string[], resubscribed: 0, warnings: [] as string[] };
  const log = pino({ level: 'warn' }, { write: (line: string) => void seen.warnings.push(line) });
  const base = new Redis(url, { lazyConnect: true });
  const connection = await subscribeChannel(base, CHANNEL, 'test cache', log, {
    onMessage: (m) => seen.messages.push(m),
    onResubscribed: () => seen.resubscribed++,
  });
  return { seen, connection };
}

/** A subscriber signed in as its own ACL user, allowed everything until the test takes its channels away. */
async function subscriberAs(user: string) {
  await admin.call('ACL', 'SETUSER', user, 'on', '>secret', '~*', '&*', '+@all');
  return subscriber(redis.url.replace('redis://', `redis://${user}:secret@`));
}

const publishUntilSeen = (seen: { messages: string[] }, message: string) =>
  until(
    async () => (await admin.publish(CHANNEL, message), seen.messages.includes(message)),
    (ok) => ok,
    10_000,
    `"${message}" to arrive`,
  );

describe('a cache subscriber whose Redis goes away', () => {
  it('subscribes again after Redis restarts, and reports it so its cache is cleared', { timeout: 30_000 }, async () => {
    const { seen, connection } = await subscriber(redis.url);
    try {
      await publishUntilSeen(seen, 'before');
      expect(seen.resubscribed).toBe(0);

      await redis.stop();
      await redis.start();
      await until(async () => seen.resubscribed, (n) => n >= 1, 10_000, 'the resubscription');
      await publishUntilSeen(seen, 'after restart');
      expect(rejections).toEqual([]);
    } finally {
      connection.disconnect();
    }
  });

  it('a refused resubscription (NOPERM) is logged and retried, not left as an unhandled rejection', { timeout: 30_000 }, async () => {
    const { seen, connection } = await subscriberAs('hub-sub');
    try {
      await publishUntilSeen(seen, 'allowed');

      // Redis 7 drops a client subscribed to a channel its user may no longer use; its reconnect's SUBSCRIBE is refused.
      await admin.call('ACL', 'SETUSER', 'hub-sub', 'resetchannels');
      const refused = (text: string) => /could not resubscribe/.test(text) && /NOPERM/.test(text);
      await until(async () => seen.warnings.join('\n'), (text) => refused(text) || rejections.length > 0, 10_000, 'the refusal');
      // Let the refusal's promise settle through a few event-loop turns, where Node would report it unhandled.
      await new Promise((r) => setTimeout(r, 200));
      expect(rejections).toEqual([]);
      expect(refused(seen.warnings.join('\n'))).toBe(true);
      expect(seen.resubscribed).toBe(0);

      await admin.call('ACL', 'SETUSER', 'hub-sub', 'allchannels');
      await until(async () => seen.resubscribed, (n) => n >= 1, 10_000, 'the retried subscription');
      await publishUntilSeen(seen, 'allowed again');
      expect(rejections).toEqual([]);
    } finally {
      connection.disconnect();
    }
  });

  it('a retry pending when Redis goes away queues nothing, so closing the subscriber still returns at once', { timeout: 30_000 }, async () => {
    const { seen, connection } = await subscriberAs('hub-quit');
    try {
      await admin.call('ACL', 'SETUSER', 'hub-quit', 'resetchannels');
      await until(async () => seen.warnings.join('\n'), (text) => /NOPERM/.test(text), 10_000, 'the refusal');
      await redis.stop();
      await new Promise((r) => setTimeout(r, 1_500)); // past the retry's 1 s
      // ioredis answers QUIT at once on a broken connection only while nothing waits in its offline queue.
      const closed = await Promise.race([connection.quit(), new Promise((r) => setTimeout(() => r('still waiting'), 2_000))]);
      expect(closed).toBe('OK');
    } finally {
      connection.disconnect();
      await redis.start();
    }
  });
});
