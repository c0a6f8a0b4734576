// The rules for a client's `file_path`. The path is only a label (content is stored under the file's id), but it
// travels on to downloads and to other systems, so anything that could climb out of a folder or confuse a file
// system is refused with a message naming the problem.

/** Allowed extensions, the kind of content each must hold, and the media type it is served with. */
export const FILE_TYPES = {
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  csv: { kind: 'csv', contentType: 'text/csv; charset=utf-8' },
  png: { kind: 'png', contentType: 'image/png' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  webp: { kind: 'webp', contentType: 'image/webp' },
  xlsx: { kind: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  docx: { kind: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
} as const;

export type FileExtension = keyof typeof FILE_TYPES;
export type FileKind = (typeof FILE_TYPES)[FileExtension]['kind'];

export const ALLOWED_EXTENSIONS = Object.keys(FILE_TYPES) as FileExtension[];
/** Longest `file_path` in UTF-8 bytes, and longest last segment (the file name), as common file systems allow. */
export const MAX_FILE_PATH_BYTES = 1024;
export const MAX_FILE_NAME_BYTES = 255;

export const isFileExtension = (ext: string): ext is FileExtension => Object.hasOwn(FILE_TYPES, ext);

export type FilePathCheck = { ok: true; extension: FileExtension; fileName: string } | { ok: false; message: string };

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
const allowed = () => ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(', ');
// C0 and C1 controls and DEL: a NUL ends a C string (the classic truncation trick), the others hide in logs and
// headers. Bidirectional overrides and isolates make "invoice\u202Efdp.exe" look like another name than it is.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/** Checks a `file_path`; on failure the message says what is wrong and what is allowed. */
export function checkFilePath(path: string): FilePathCheck {
  const fail = (message: string): FilePathCheck => ({ ok: false, message });
  if (path.length === 0) return fail('is empty; send a relative path such as invoices/2026/inv-1001.pdf');
  if (path.includes('\u0000')) return fail('contains a NUL character');
  if (CONTROL.test(path)) return fail('contains a control character (line break, tab, …)');
  if (BIDI.test(path)) return fail('contains a bidirectional text control character, which can disguise the name');
  if (path.includes('\\')) return fail('contains a backslash; separate folders with "/"');
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return fail('is an absolute path; send a relative one such as invoices/2026/inv-1001.pdf');
  if (bytes(path) > MAX_FILE_PATH_BYTES) return fail(`is longer than ${MAX_FILE_PATH_BYTES} bytes`);
  const segments = path.split('/');
  if (segments.includes('..')) return fail('contains a ".." segment (path traversal)');
  if (segments.some((s) => s === '' || s === '.')) return fail('contains an empty or "." segment');
  const fileName = segments.at(-1)!;
  if (bytes(fileName) > MAX_FILE_NAME_BYTES) return fail(`has a file name longer than ${MAX_FILE_NAME_BYTES} bytes`);
  const dot = fileName.lastIndexOf('.');
  if (dot === -1) return fail(`has no extension; allowed: ${allowed()}`);
  if (dot === 0) return fail('has no name before its extension');
  const extension = fileName.slice(dot + 1).toLowerCase();
  if (!isFileExtension(extension)) return fail(`has the extension ".${extension}", which is not allowed; allowed: ${allowed()}`);
  return { ok: true, extension, fileName };
}
