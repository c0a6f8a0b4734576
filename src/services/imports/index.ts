// The bulk import pipeline shared by price updates, stock batches and purchase upserts (see README.md here).
export { awaitImport, type ImportOutcome } from './await-import.ts';
export { CHUNKS, chunkOf, MAX_MERGE_STEPS, planChunks, ROWS_PER_MERGE } from './chunk-of.ts';
export { copyField, CopyWriter, type CopyValue } from './copy-writer.ts';
export { DuplicateSieve, SuspectSkus } from './duplicate-sieve.ts';
export { IgnoredFields } from './ignored-fields.ts';
export { readCsv, type CsvColumn, type CsvRecord } from './read-csv.ts';
export { readJsonArray, type JsonItem } from './read-json-array.ts';
export { bodyFormat, openBody, type BodyFormat } from './request-body.ts';
export { findOpenImport, type ChunkCounts } from './repository.ts';
export { BODY_LINE, MAX_REPORTED_ERRORS, RowErrors, type RowError } from './row-errors.ts';
export { IMPORT_DEFER_MS, ImportRejected, runStagedImport, type ImportRun, type MergePlan, type StagedJob } from './run-staged-import.ts';
export { stageImport, type ImportDefinition, type ImportJobName, type StagedImport, type StagingSession } from './stage-import.ts';
