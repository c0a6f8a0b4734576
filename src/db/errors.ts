import { Prisma } from './client.ts';

/** The columns of a unique constraint a write broke, or null when the error is something else. */
export function uniqueViolation(err: unknown): string[] | null {
  if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002') {
    const meta = err.meta as { target?: string[] | string; driverAdapterError?: { cause?: { constraint?: { fields?: string[] } } } } | undefined;
    const fields = meta?.driverAdapterError?.cause?.constraint?.fields ?? meta?.target;
    return Array.isArray(fields) ? fields.map((f) => f.replace(/"/g, '')) : typeof fields === 'string' ? [fields] : [];
  }
  return null;
}

/** A foreign key a write broke (P2003), or a record an update/delete expected (P2025). */
export const isForeignKeyViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003';
export const isRecordMissing = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2025';
