import type { DbClient } from '../../db/transaction.ts';
import { findJobById, updateJobById } from './repository.ts';

// Job bookkeeping for workers, so GET /api/v1/jobs/{id} shows status, progress and result.

export type JobResult = { applied: number; unchanged: number; removed: number; failed: number };

export const loadJob = (db: DbClient, id: string) => findJobById(db, id);

export const markJobRunning = (db: DbClient, id: string, total: number) =>
  updateJobById(db, id, { status: 'running', startedAt: new Date(), total, attempts: { increment: 1 }, error: null });

export const markJobCompleted = (db: DbClient, id: string, result: JobResult) =>
  updateJobById(db, id, { status: 'completed', result, finishedAt: new Date() });

export const markJobFailed = (db: DbClient, id: string, error: string) =>
  updateJobById(db, id, { status: 'failed', error: error.slice(0, 2000), finishedAt: new Date() });
