// The receiver's settings: a JSON file naming, per hub site, the WMS's shared secret and the hub credential the
// receiver acts with. Kept in a file (mode 0600) rather than flags, so that no secret shows in `ps`.
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';

const SiteConfig = z.object({
  /** The secret this site's WMS signs with (`whsec_<base64>` or any string of at least 24 characters). */
  secret: z.string().min(24),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** The hub's base address for this site's environment, when it differs from the top-level `hub_url`. */
  hub_url: z.url().optional(),
});

export const ReceiverConfig = z.object({
  hub_url: z.url(),
  /** The name the receiver's failures are logged under in the hub's sync log (`/api/v1/sync-log/{integration}/orders`). */
  integration: z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/).default('wms'),
  /** How far a `webhook-timestamp` may be from the receiver's clock. */
  tolerance_seconds: z.number().int().min(1).max(3600).default(300),
  sites: z.record(z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/), SiteConfig),
});
export type ReceiverConfig = z.infer<typeof ReceiverConfig>;

export async function loadReceiverConfig(path: string): Promise<ReceiverConfig> {
  const info = await stat(path);
  if ((info.mode & 0o077) !== 0) process.stderr.write(`hub-wms-webhook: ${path} is readable by others; chmod 600 it (it holds secrets)\n`);
  const parsed = ReceiverConfig.safeParse(JSON.parse(await readFile(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
