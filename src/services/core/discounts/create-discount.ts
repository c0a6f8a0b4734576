import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { saveDiscount } from './save-discount.ts';
import type { DiscountCreate, DiscountView } from './schemas.ts';
import { toDiscountView } from './view.ts';

const date = (v: string | null | undefined) => (v ? new Date(v) : null);

export async function createDiscount(ctx: Ctx, input: DiscountCreate): Promise<DiscountView> {
  const row = await withTransaction(ctx, (tx) =>
    saveDiscount(
      tx,
      null,
      {
        name: input.name,
        kind: input.kind,
        amountType: input.amount_type,
        amount: input.amount,
        minSpend: input.min_spend ?? null,
        minItems: input.min_items ?? null,
        customerGroups: input.customer_groups ?? [],
        code: input.code ?? null,
        priority: input.priority ?? 0,
        startsAt: date(input.starts_at),
        endsAt: date(input.ends_at),
        active: input.active ?? true,
      },
      true,
    ),
  );
  return toDiscountView(row);
}
