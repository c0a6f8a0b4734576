import type { Ctx } from '../../context.ts';
import { checkFilePath } from '../../domain/files/file-path.ts';
import { badRequest } from '../../http/problem.ts';
import { insertFile } from './repository.ts';
import type { FileCreate, FileUpload } from './schemas.ts';
import { urlExpiry } from './urls.ts';
import { withUploadUrl } from './with-upload-url.ts';

/** An expires_at must lie ahead: a file that expired on arrival could never be read. */
export function futureExpiry(value: string | null | undefined, now: Date): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) throw badRequest('keyword-mismatch', `must lie in the future (it is ${now.toISOString()} now)`, 'expires_at');
  return at;
}

/** Registers a file (status pending) and issues its first upload URL. */
export async function registerFile(ctx: Ctx, input: FileCreate, base: string, now = new Date()): Promise<FileUpload> {
  const path = checkFilePath(input.file_path);
  if (!path.ok) throw badRequest('keyword-mismatch', path.message, 'file_path'); // the schema checked it already
  const expiresAt = futureExpiry(input.expires_at, now) ?? undefined;
  const row = await insertFile(ctx, {
    filePath: input.file_path,
    extension: path.extension,
    ...(input.metadata ? { metadata: input.metadata } : {}),
    ...(expiresAt ? { expiresAt } : {}),
    integration: ctx.credential?.name ?? null,
    uploadExpiresAt: urlExpiry(now),
  });
  return withUploadUrl(ctx, row, base);
}
