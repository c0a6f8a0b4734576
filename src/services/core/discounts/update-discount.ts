import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { isRecordMissing } from '../../../db/errors.ts';
import { resourceNotFound } from '../../../http/problem.ts';
import { uuidParam } from '../uuid-param.ts';
import { findDiscountForUpdate, type DiscountData, type DiscountRow } from './repository.ts';
import { saveDiscount } from './save-discount.ts';
import type { DiscountUpdate, DiscountView } from './schemas.ts';
import { toDiscountView } from './view.ts';

const stored = (row: DiscountRow): DiscountData => ({
  name: row.name,
  kind: row.kind,
  amountType: row.amountType,
  amount: row.amount.toString(),
  minSpend: row.minSpend?.toString() ?? null,
  minItems: row.minItems,
  customerGroups: Array.isArray(row.customerGroups) ? (row.customerGroups as string[]) : [],
  code: row.code,
  priority: row.priority,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  active: row.active,
});

const date = (v: string | null) => (v ? new Date(v) : null);

/** A partial update: fields left out keep their value; the merged discount is checked as a whole. */
export async function updateDiscount(ctx: Ctx, rawId: string, input: DiscountUpdate): Promise<DiscountView> {
  const id = uuidParam(rawId, 'discount');
  const row = await withTransaction(ctx, async (tx) => {
    const current = await findDiscountForUpdate(tx, id);
    if (!current) throw resourceNotFound(`No discount ${id}.`);
    const data = stored(current);
    if (input.name !== undefined) data.name = input.name;
    if (input.kind !== undefined) data.kind = input.kind;
    if (input.amount_type !== undefined) data.amountType = input.amount_type;
    if (input.amount !== undefined) data.amount = input.amount;
    if (input.min_spend !== undefined) data.minSpend = input.min_spend;
    if (input.min_items !== undefined) data.minItems = input.min_items;
    if (input.customer_groups !== undefined) data.customerGroups = input.customer_groups;
    if (input.code !== undefined) data.code = input.code;
    if (input.priority !== undefined) data.priority = input.priority;
    if (input.starts_at !== undefined) data.startsAt = date(input.starts_at);
    if (input.ends_at !== undefined) data.endsAt = date(input.ends_at);
    if (input.active !== undefined) data.active = input.active;
    return saveDiscount(tx, id, data, input.customer_groups !== undefined);
  }).catch((err: unknown) => {
    // The row lock makes this unreachable; should the row still vanish before our write, that is a 404, not a 500.
    throw isRecordMissing(err) ? resourceNotFound(`No discount ${id}.`) : err;
  });
  return toDiscountView(row);
}
