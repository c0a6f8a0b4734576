import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import type { QueueClient } from './client.ts';
import { queueNames } from './catalog.ts';

/**
 * The hub's queues for bull-board (/dashboard/queues). Read-only: the board shows every site's jobs of a queue
 * (queues are shared), so pausing, cleaning or re-running from it would reach other sites; a site re-runs its own
 * failed jobs from its sync error log.
 */
export const boardQueues = (queue: QueueClient) => queueNames.map((name) => new BullMQAdapter(queue.queue(name), { readOnlyMode: true }));
