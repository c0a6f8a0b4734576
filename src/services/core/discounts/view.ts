import { formatUnitPrice } from '../../../domain/money.ts';
import type { DiscountRow } from './repository.ts';
import type { DiscountView } from './schemas.ts';

export function toDiscountView(row: DiscountRow): DiscountView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as DiscountView['kind'],
    amount_type: row.amountType as DiscountView['amount_type'],
    amount: formatUnitPrice(row.amount.toString()),
    min_spend: row.minSpend === null ? null : formatUnitPrice(row.minSpend.toString()),
    min_items: row.minItems,
    customer_groups: Array.isArray(row.customerGroups) ? (row.customerGroups as string[]) : [],
    code: row.code,
    priority: row.priority,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
