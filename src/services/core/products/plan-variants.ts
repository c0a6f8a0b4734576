import { randomUUID } from 'node:crypto';
import { dec } from '../../../domain/money.ts';
import type { VariantFields, VariantRow } from './repository.ts';
import type { VariantInput } from './schemas.ts';

/**
 * Matches each sent variant to a stored one of the same product, by `id`, else `external_id`, else `sku`,
 * so that a replace keeps the ids clients and carts already hold. Each stored variant is matched at most
 * once; unmatched sent variants are new (with their own `id` when they bring one); unmatched stored ones
 * are dropped. Omitted optional fields get their defaults: a PUT is a full replace.
 */
export function planVariants(stored: VariantRow[], sent: VariantInput[]): VariantFields[] {
  const byId = new Map(stored.map((v) => [v.id, v]));
  const byExternalId = new Map(stored.filter((v) => v.externalId !== null).map((v) => [v.externalId!, v]));
  const bySku = new Map(stored.map((v) => [v.sku, v]));
  const claimed = new Set<string>();
  const take = (v: VariantRow | undefined) => (v && !claimed.has(v.id) ? (claimed.add(v.id), v) : undefined);

  return sent.map((input, position) => {
    const inputId = input.id?.toLowerCase(); // PostgreSQL prints uuids in lower case
    const match = inputId
      ? take(byId.get(inputId))
      : ((input.external_id ? take(byExternalId.get(input.external_id)) : undefined) ?? take(bySku.get(input.sku)));
    return {
      id: match?.id ?? inputId ?? randomUUID(),
      ...(match ? { createdAt: match.createdAt } : {}),
      externalId: input.external_id ?? null,
      sku: input.sku,
      title: input.title ?? null,
      options: input.options ?? {},
      weightGrams: input.weight_grams ?? null,
      packSize: input.pack_size ?? 1,
      minQuantity: input.min_quantity ?? null,
      maxQuantity: input.max_quantity ?? null,
      taxRate: input.tax_rate == null ? null : dec(input.tax_rate).toFixed(4),
      trackStock: input.track_stock ?? false,
      allowBackorder: input.allow_backorder ?? false,
      active: input.active ?? true,
      position,
    };
  });
}
