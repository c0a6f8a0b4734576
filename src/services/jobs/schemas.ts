import { z } from '@hono/zod-openapi';

export const JobIdParam = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b' }) });

export const JobView = z
  .object({
    id: z.uuid(),
    type: z.string().openapi({ example: 'price-import' }),
    status: z.enum(['queued', 'running', 'completed', 'failed']),
    progress: z.object({ processed: z.number().int(), total: z.number().int() }),
    result: z
      .object({ applied: z.number().int(), unchanged: z.number().int(), removed: z.number().int(), failed: z.number().int() })
      .nullable(),
    error: z.string().nullable().optional(),
    created_at: z.string().openapi({ format: 'date-time' }),
    finished_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('Job');
export type JobView = z.infer<typeof JobView>;
