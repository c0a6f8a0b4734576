import type { SyncErrorView } from '../services/sync-logging/schemas.ts';

// CSV as spreadsheets read it (RFC 4180, CRLF, a BOM so Excel takes UTF-8). A cell that a spreadsheet would run
// as a formula (=, +, -, @, tab, CR first) is prefixed with ' : error messages carry data an integration sent.

const FORMULA = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const SYNC_ERROR_COLUMNS = [
  'id', 'status', 'integration', 'data_type', 'code', 'message', 'external_id', 'visible_id', 'external_url',
  'job_id', 'attempts', 'occurrences', 'first_seen_at', 'last_seen_at', 'resolved_at', 'payload',
] as const;

export const syncErrorCsvLine = (e: SyncErrorView) => csvLine(SYNC_ERROR_COLUMNS.map((k) => e[k]));

export const CSV_BOM = '\uFEFF';
