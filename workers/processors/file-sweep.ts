import { sweepFiles } from '../../src/services/files/sweep-files.ts';
import type { Processor } from '../create-worker.ts';

/** Removes expired files, abandoned uploads and stray content (scheduled every 15 minutes by startWorkers). */
export const fileSweep: Processor<'file-sweep'> = (_payload, { deps }) => sweepFiles(deps);
