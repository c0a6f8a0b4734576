import { checkFileContent } from '../../src/services/files/check-file-content.ts';
import type { Processor } from '../create-worker.ts';

/**
 * Checks one uploaded version of a file against its extension and marks it ready or rejected (a rejection is the
 * file's state, not a job failure). A job that fails for good (the disk unreadable) becomes a sync error with data
 * type `files` and the registering credential as integration; the file then stays pending.
 */
export const fileCheck: Processor<'file-check'> = (payload, { deps }) => checkFileContent(deps, payload);
