import { createMiddleware } from 'hono/factory';
import type { CacheTopic } from '../../cache/tenant-cache.ts';
import type { AppEnv } from '../types.ts';
import { IGNORED_FIELDS_HEADER } from '../validation.ts';

/** A successful answer as it went out: replayed byte for byte. */
type Answer = { status: 200 | 207; text: string; contentType: string };

/** Bodies and answers above this are not kept: a 500-line lookup is rare and would crowd out many small ones. */
const MAX_ANSWER_CHARS = 64 * 1024;

/**
 * For a read whose answer is a pure function of its URL, its body and the tenant's data under `topics` (the pricing
 * lookup): the successful answer to a body is kept in the tenant cache, pinned to the tenant's buckets of those
 * topics as they were BEFORE the handler read anything. The same URL and body text are answered from it, skipping
 * JSON parsing, validation, resolution and serialisation, while every pinned bucket is current: any write announced
 * to one of the topics (or the LRU dropping it, or its lifetime ending) makes the next request compute afresh, so
 * this is never staler than the per-record entries the answer was computed from. Runs after authentication, the
 * body limit and the input guard, which every request still passes. Answers naming ignored fields are not kept,
 * so their warn line is logged every time.
 */
export function cacheAnswers(topics: readonly CacheTopic[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const cache = c.get('deps').cache;
    const siteId = c.get('siteId');
    const environment = c.get('environment');
    const key = `${c.req.url}\u0000${await c.req.text()}`;
    if (key.length > MAX_ANSWER_CHARS) return next();
    const hit = cache.derived<Answer>(siteId, environment, key);
    if (hit) return c.body(hit.text, hit.status, { 'Content-Type': hit.contentType });
    const pins = cache.pinTopics(siteId, environment, topics);
    await next();
    const res = c.res;
    if ((res.status !== 200 && res.status !== 207) || res.headers.has(IGNORED_FIELDS_HEADER)) return;
    const text = await res.clone().text();
    if (text.length > MAX_ANSWER_CHARS) return;
    const answer: Answer = { status: res.status, text, contentType: res.headers.get('content-type') ?? 'application/json' };
    cache.rememberDerived(siteId, environment, key, pins, answer, 2 * (key.length + text.length) + 64);
  });
}
