import { FILE_TYPES, isFileExtension } from '../../domain/files/file-path.ts';
import type { FileRow } from './repository.ts';
import type { FileView } from './schemas.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const contentTypeOf = (extension: string) => (isFileExtension(extension) ? FILE_TYPES[extension].contentType : 'application/octet-stream');

/** The media type a PUT must declare (`required_headers`): the served type without parameters. */
export const uploadTypeOf = (extension: string) => contentTypeOf(extension).split(';')[0]!;

export function toFileView(row: FileRow): FileView {
  return {
    id: row.id,
    file_path: row.filePath,
    status: row.status,
    content_type: contentTypeOf(row.extension),
    size: row.sizeBytes,
    metadata: (row.metadata as Record<string, unknown> | null) ?? null,
    expires_at: iso(row.expiresAt),
    uploaded_at: iso(row.uploadedAt),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const toRejectedView = (row: FileRow) => ({ ...toFileView(row), rejection_reason: row.rejectionReason ?? 'its content failed the check', checked_at: iso(row.checkedAt) });
