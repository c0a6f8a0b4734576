import { createBullBoard } from '@bull-board/api';
import { HonoAdapter } from '@bull-board/hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { boardQueues } from '../queue/board.ts';

export const QUEUES_PATH = '/dashboard/queues';

/** The header on the board's own "no such route" answer: the dashboard then renders its 404 page instead. */
export const NOT_ON_BOARD = 'x-hub-not-on-board';

/**
 * bull-board over the hub's queues, as an app answering full paths under /dashboard/queues. The dashboard imports
 * this module on the first visit (lazyQueueBoard in index.ts), behind its admin check: bull-board's UI, its
 * adapters and their dependencies (lodash, ejs, valibot: about 3 MiB of heap) stay out of a process nobody opens
 * the board in.
 */
export function queueBoard(deps: Deps) {
  const adapter = new HonoAdapter(serveStatic);
  adapter.setBasePath(QUEUES_PATH);
  createBullBoard({
    queues: boardQueues(deps.queue),
    // The hono adapter pins its own @bull-board/api; when npm hoists another patch release beside it, the two
    // declare the same interface twice and TypeScript cannot tell they match (they do: same major, same shape).
    serverAdapter: adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    // The bull-board docs link would reach out of a closed network; the way back is to our own pages.
    options: { uiConfig: { boardTitle: 'wholesale-hub queues', hideDocsLink: true, miscLinks: [{ text: 'Back to the dashboard', url: '/dashboard' }] } },
  });
  const app = new Hono().route(QUEUES_PATH, adapter.registerPlugin());
  app.notFound((c) => c.body(null, 404, { [NOT_ON_BOARD]: '1' }));
  // The dashboard's own error page (and its 503 for an outage) answers for the board too.
  app.onError((err) => {
    throw err;
  });
  return app;
}
