import { z } from '@hono/zod-openapi';
import { decimalInput } from '../../../http/decimal-input.ts';
import { GroupSlug } from '../customer-groups/schemas.ts';
import { dateTime, noRepeats } from '../shared-fields.ts';

export const DiscountIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: '0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b' }),
});

const KINDS = ['order_total', 'order_items', 'shipping'] as const;
const AMOUNT_TYPES = ['percentage', 'fixed'] as const;

const fields = {
  name: z.string().trim().min(1).max(255).openapi({ example: 'Spring sale' }),
  kind: z.enum(KINDS).openapi({ description: 'What the discount reduces: the order total, the item lines, or shipping.' }),
  amount_type: z.enum(AMOUNT_TYPES),
  // Discounts carry no currency (they apply to carts of any), so fixed amounts are 4-place decimals like unit prices.
  amount: decimalInput({ places: 4, positive: true, description: 'Greater than 0, at most 4 places; a percentage is at most 100.', example: '10' }),
  min_spend: decimalInput({ places: 4, description: 'Smallest subtotal the discount needs, at most 4 places; null = none.', example: '100.00', nullable: true }),
  min_items: z.number().int().min(1).max(1_000_000).nullable().openapi({ description: 'Smallest number of items the discount needs; null = none.' }),
  customer_groups: z
    .array(GroupSlug)
    .max(100)
    .refine(noRepeats, 'must not name a group twice')
    .openapi({ description: 'Existing customer group slugs the discount is limited to; empty = every customer.' }),
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 characters of A-Z, a-z, 0-9, "_" and "-"')
    .nullable()
    .openapi({ description: 'Coupon code; null = applied without one. Unique (case-insensitively) among active discounts.', example: 'SPRING10' }),
  priority: z.number().int().min(0).max(1_000_000).openapi({ description: 'Lower numbers are considered first.' }),
  starts_at: dateTime('RFC 3339, years 0001-9999 in UTC; null = already started.').nullable(),
  ends_at: dateTime('RFC 3339, years 0001-9999 in UTC, after starts_at; null = open-ended.').nullable(),
  active: z.boolean(),
};

export const DiscountCreate = z
  .object({
    name: fields.name,
    kind: fields.kind,
    amount_type: fields.amount_type,
    amount: fields.amount,
    min_spend: fields.min_spend.optional(),
    min_items: fields.min_items.optional(),
    customer_groups: fields.customer_groups.optional(),
    code: fields.code.optional(),
    priority: fields.priority.optional(),
    starts_at: fields.starts_at.optional(),
    ends_at: fields.ends_at.optional(),
    active: fields.active.optional(),
  })
  .openapi('DiscountCreate', { description: 'Defaults: customer_groups [], priority 0, active true, everything else null.' });
export type DiscountCreate = z.infer<typeof DiscountCreate>;

export const DiscountUpdate = DiscountCreate.partial()
  .openapi('DiscountUpdate', { description: 'A partial update: fields left out keep their value; null clears an optional field.' });
export type DiscountUpdate = z.infer<typeof DiscountUpdate>;

export const DiscountView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(KINDS),
    amount_type: z.enum(AMOUNT_TYPES),
    amount: z.string().openapi({ description: 'Decimal string, 4 places (a percentage, or a fixed amount: discounts have no currency).', example: '10.0000' }),
    min_spend: z.string().nullable().openapi({ description: 'Decimal string, 4 places (no currency, like amount).', example: '100.0000' }),
    min_items: z.number().int().nullable(),
    customer_groups: z.array(z.string()),
    code: z.string().nullable(),
    priority: z.number().int(),
    starts_at: z.string().nullable().openapi({ format: 'date-time' }),
    ends_at: z.string().nullable().openapi({ format: 'date-time' }),
    active: z.boolean(),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Discount');
export type DiscountView = z.infer<typeof DiscountView>;

export const DiscountList = z.array(DiscountView).openapi('DiscountList', { description: 'Every discount, by priority then name.' });
