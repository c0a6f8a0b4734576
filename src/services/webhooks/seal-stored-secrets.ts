import type { Deps } from '../../context.ts';
import { plainSecretRows, storeSealedSecrets } from './delivery-repository.ts';
import { secretBox } from './secret-box.ts';

/**
 * Seals every endpoint secret still stored in plain text (rows from before migration 20261127000700), a chunk at a
 * time; returns how many. Run when a worker's webhook relay starts and by housekeeping; idempotent.
 */
export async function sealStoredSecrets(deps: Pick<Deps, 'db' | 'config'>, chunk = 500): Promise<number> {
  const box = await secretBox(deps.config);
  let total = 0;
  for (;;) {
    const rows = await plainSecretRows(deps.db.prisma, chunk);
    if (rows.length === 0) return total;
    total += await storeSealedSecrets(
      deps.db.prisma,
      rows.map((r) => ({ id: r.id, plain: r.secret, sealed: box.seal(r.id, r.secret) })),
    );
    if (rows.length < chunk) return total;
  }
}
