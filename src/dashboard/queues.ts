import { createBullBoard } from '@bull-board/api';
import { HonoAdapter } from '@bull-board/hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Deps } from '../context.ts';
import { boardQueues } from '../queue/board.ts';

export const QUEUES_PATH = '/dashboard/queues';

/** bull-board over the hub's queues, mounted (behind the admin check) at /dashboard/queues. */
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
  return adapter.registerPlugin();
}
