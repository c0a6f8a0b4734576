import { z } from '@hono/zod-openapi';
import { problemCode } from '../../http/validation.ts';
import { dateTime } from '../core/shared-fields.ts';

// Wire shapes of the Sync Logging API (contract §8). Bodies follow what integrations of the original service send.

export const SYNC_DATA_TYPES = ['prices', 'stock', 'purchases', 'orders', 'customers', 'products', 'files', 'webhooks'] as const;
export const MAX_SYNC_ERRORS = 5_000;
/** A full sync of 5,000 errors with long messages and snapshots needs more than the ordinary 1 MiB. */
export const SYNC_LOG_BODY_LIMIT = 32 * 1024 * 1024;

const dataType = z.enum(SYNC_DATA_TYPES).openapi({ description: 'What kind of data failed to sync.', example: 'purchases' });
const status = z.enum(['open', 'resolved']);

export const SyncErrorView = z
  .object({
    id: z.uuid(),
    integration: z.string().openapi({ description: 'The credential name that sent the data, or the integration named in the sync-log path.', example: 'erp' }),
    data_type: dataType,
    external_id: z.string().nullable().openapi({ example: 'PO-10042' }),
    visible_id: z.string().nullable().openapi({ example: '10042' }),
    external_url: z.string().nullable().openapi({ example: 'https://erp.example.com/po/10042' }),
    code: z.string().openapi({ example: 'purchase-invalid' }),
    message: z.string().openapi({ example: 'line_items[2].sku: unknown SKU TSHIRT-RED-XXL' }),
    payload: z.unknown().nullable().openapi({ additionalProperties: true, description: 'Snapshot of the failing data, at most 16 KiB (`{truncated: true, preview}` past that).' }),
    job_id: z.string().nullable(),
    attempts: z.number().int(),
    occurrences: z.number().int().openapi({ description: 'How often this failure was recorded; a repeat counts here instead of adding a record.' }),
    first_seen_at: z.string().openapi({ format: 'date-time' }),
    last_seen_at: z.string().openapi({ format: 'date-time' }),
    status,
    resolved_at: z.string().nullable().openapi({ format: 'date-time' }),
  })
  .openapi('SyncError');
export type SyncErrorView = z.infer<typeof SyncErrorView>;
export const SyncErrorList = z.array(SyncErrorView).openapi('SyncErrorList');

const limit = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_SYNC_ERRORS)
  .optional()
  .openapi({ param: { name: 'limit', in: 'query' }, description: `At most this many records (1–${MAX_SYNC_ERRORS}, default ${MAX_SYNC_ERRORS}).`, example: 100 });
const statusQuery = status.optional().openapi({ param: { name: 'status', in: 'query' } });

export const SyncErrorListQuery = z.object({
  integration: z.string().min(1).max(200).optional().openapi({ param: { name: 'integration', in: 'query' }, example: 'erp' }),
  data_type: dataType.optional().openapi({ param: { name: 'data_type', in: 'query' } }),
  status: statusQuery.openapi({ description: 'Default: both.' }),
  external_id: z.string().min(1).max(255).optional().openapi({ param: { name: 'external_id', in: 'query' }, example: 'PO-10042' }),
  limit,
});
export type SyncErrorListQuery = z.infer<typeof SyncErrorListQuery>;

export const SyncLogPairParams = z.object({
  integration: z.string().min(1).max(200).openapi({ param: { name: 'integration', in: 'path' }, description: 'Any name; usually the credential name.', example: 'erp' }),
  data_type: dataType.openapi({ param: { name: 'data_type', in: 'path' } }),
});
export type SyncLogPairParams = z.infer<typeof SyncLogPairParams>;

export const SyncLogErrorsQuery = z.object({
  status: statusQuery.openapi({ description: 'Default open: the errors error_count counts.' }),
  limit,
});

export const SyncLogStatus = z
  .object({
    integration: z.string(),
    data_type: dataType,
    started_full_sync: z.string().nullable().openapi({ format: 'date-time', description: 'started_at of the last full sync (PUT).' }),
    last_full_sync: z.string().nullable().openapi({ format: 'date-time', description: 'finished_at of the last full sync (PUT).' }),
    last_full_sync_succeeded: z.boolean().nullable(),
    last_partial_sync: z.string().nullable().openapi({ format: 'date-time', description: 'When the last partial sync (PATCH) finished.' }),
    error_count: z.number().int().openapi({ description: 'Open sync errors of this integration and data type.' }),
  })
  .openapi('SyncLogStatus');
export type SyncLogStatus = z.infer<typeof SyncLogStatus>;

const reportedError = {
  external_id: z.string().trim().min(1).max(255).openapi({ description: 'The failing record in the integration; one error per external_id.', example: 'PO-10042' }),
  visible_id: z.string().max(255).nullish(),
  external_url: z.string().max(2048).nullish(),
  code: z.string().trim().min(1).max(100).optional().openapi({ description: 'Default `sync-error`.', example: 'customer-missing' }),
  payload: z.unknown().optional().openapi({ additionalProperties: true, description: 'Snapshot of the failing data; cut to 16 KiB.' }),
};

export const ReportedError = z.object({ ...reportedError, message: z.string().min(1).max(4000) }).openapi('SyncLogError');
export type ReportedError = z.infer<typeof ReportedError>;

export const ReportedErrorChange = z
  .object({
    ...reportedError,
    message: z.string().min(1).max(4000).nullish().openapi({ description: 'null (with no `resolved: true`) clears the error too.' }),
    resolved: z.boolean().optional().openapi({ description: 'true clears (resolves) the open errors of this external_id.' }),
  })
  .superRefine((e, ctx) => {
    if (e.resolved !== true && e.message === undefined) {
      ctx.addIssue({ code: 'custom', path: ['message'], ...problemCode('missing-param', 'the error message, or null (or resolved: true) to clear the error') });
    }
  })
  .openapi('SyncLogErrorChange');
export type ReportedErrorChange = z.infer<typeof ReportedErrorChange>;

/** external_id is the error's key: the 400 names every repeat, with the index of its first appearance. */
const uniqueExternalIds = (items: { external_id: string }[], ctx: z.RefinementCtx) => {
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const seen = first.get(item.external_id);
    if (seen === undefined) first.set(item.external_id, i);
    else ctx.addIssue({ code: 'custom', path: [i, 'external_id'], message: `external_id "${item.external_id}" repeats errors[${seen}]; send each external_id once` });
  });
};

const errorList = <T extends z.ZodType<{ external_id: string }>>(item: T) =>
  z
    .array(item)
    .refine((list) => list.length <= MAX_SYNC_ERRORS, `at most ${MAX_SYNC_ERRORS} errors per request`)
    .superRefine(uniqueExternalIds)
    .openapi({ maxItems: MAX_SYNC_ERRORS });

export const FullSyncInput = z
  .object({
    started_at: dateTime('When the full sync started; omitted clears started_full_sync.').nullish(),
    finished_at: dateTime('When it finished; omitted clears last_full_sync.').nullish(),
    succeeded: z.boolean().nullish().openapi({ description: 'Default: no errors sent, once finished_at is given; else null.' }),
    errors: errorList(ReportedError).openapi({ description: `Every error of this sync (at most ${MAX_SYNC_ERRORS}, each external_id once); they replace the pair's open errors.` }),
  })
  .openapi('SyncLogFullSync');
export type FullSyncInput = z.infer<typeof FullSyncInput>;

export const PartialSyncInput = z
  .object({
    started_at: dateTime('When the partial sync started.').nullish(),
    finished_at: dateTime('When it finished; last_partial_sync takes it (else started_at, else now).').nullish(),
    errors: errorList(ReportedErrorChange).optional().openapi({ description: `Errors to record or clear (at most ${MAX_SYNC_ERRORS}, each external_id once); others stay as they are.` }),
  })
  .openapi('SyncLogPartialSync');
export type PartialSyncInput = z.infer<typeof PartialSyncInput>;

export const SyncLogDeleteQuery = z.object({
  integration: z.string().min(1).max(200).optional().openapi({ param: { name: 'integration', in: 'query' }, description: 'Only this integration.' }),
  data_type: dataType.optional().openapi({ param: { name: 'data_type', in: 'query' }, description: 'Only this data type.' }),
});
export type SyncLogDeleteQuery = z.infer<typeof SyncLogDeleteQuery>;
