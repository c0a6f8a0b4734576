import type { Ctx } from '../../context.ts';
import type { CartDiscount, CartShippingMethod } from '../../domain/cart/index.ts';
import { ancestry } from '../../domain/settings.ts';
import { loadGroupTree } from '../core/customer-groups/group-tree.ts';
import { getCustomer } from '../core/customers/get-customer.ts';
import type { AddressView } from '../core/customers/schemas.ts';
import { listDiscounts } from '../core/discounts/list-discounts.ts';
import { listShippingMethods } from '../core/shipping-methods/list-shipping-methods.ts';
import { getAvailableStock } from '../stock/index.ts';

// What a cart's calculation needs beyond its priced lines, read through the owning slices' verbs (Core: groups,
// discounts, shipping methods, the customer's address book; Stock: levels). Plain data for src/domain/cart.

export type CartWorld = {
  groupSlugs: string[];
  discounts: readonly CartDiscount[];
  shippingMethods: readonly CartShippingMethod[];
  stock: Map<string, number>;
  addresses: ReadonlyMap<string, AddressView>;
};

export type CartWorldInput = {
  customerId: string;
  groupSlug: string;
  /** SKUs of variants that track stock: only they need levels. */
  trackedSkus: string[];
  /** Whether the cart names an address of the book (the book is read only then). */
  needsAddresses: boolean;
};

/**
 * Sellable units per SKU summed over every location: the hub does not know which warehouse will ship, so a
 * cart may take what any of them holds (contract §4 `out-of-stock`: more than the available level).
 */
const STOCK_SCOPE = 'all' as const;

// The group tree, discounts and shipping methods change rarely and every calculation of every cart reads them: they
// are kept in the tenant cache (src/cache/tenant-cache.ts), which Core's writers of groups, discounts and shipping
// methods evict (the customer's address book too, under 'customers'). Inside a transaction (complete) the cache reads through to the database.
const TREE_KEY = '\u0000tree'; // never a group slug, which shares the topic's keys
const ALL = 'all';

export async function loadCartWorld(ctx: Ctx, input: CartWorldInput): Promise<CartWorld> {
  // Sequential on purpose: inside complete's transaction these share one connection anyway, and outside it a
  // burst of carts should not take five pool connections each.
  const { cache } = ctx.deps;
  const parents = await cache.get(ctx, 'customer-groups', TREE_KEY, async () => (await loadGroupTree(ctx)).parents);
  const discounts = await cache.get(ctx, 'discounts', ALL, () => loadDiscounts(ctx));
  const shippingMethods = await cache.get(ctx, 'shipping-methods', ALL, () => loadShippingMethods(ctx));
  const stock = input.trackedSkus.length > 0 ? await getAvailableStock(ctx, input.trackedSkus, STOCK_SCOPE) : new Map<string, number>();
  const addresses = input.needsAddresses ? await addressBook(ctx, input.customerId) : [];
  return {
    groupSlugs: ancestry(parents, input.groupSlug),
    discounts,
    shippingMethods,
    stock,
    addresses: new Map(addresses.map((a) => [a.id, a])),
  };
}

/** The customer's address book through Core's verb, cached with the customer (Core's customer writers announce 'customers'). */
export function addressBook(ctx: Ctx, customerId: string) {
  return ctx.deps.cache.get(ctx, 'customers', `\u0000book\u0000${customerId}`, async () => frozen((await getCustomer(ctx, { lookupBy: 'id', identifier: customerId })).addresses));
}

/** Shared between requests through the cache: frozen, so a rule that tried to edit one would fail loudly. */
const frozen = <T extends object>(items: T[]): readonly T[] => Object.freeze(items.map((i) => Object.freeze(i)));

async function loadDiscounts(ctx: Ctx): Promise<readonly CartDiscount[]> {
  return frozen(
    (await listDiscounts(ctx)).map((d): CartDiscount => ({
      id: d.id,
      name: d.name,
      kind: d.kind,
      amountType: d.amount_type,
      amount: d.amount,
      minSpend: d.min_spend,
      minItems: d.min_items,
      customerGroups: d.customer_groups,
      code: d.code,
      priority: d.priority,
      startsAt: d.starts_at === null ? null : new Date(d.starts_at),
      endsAt: d.ends_at === null ? null : new Date(d.ends_at),
      active: d.active,
    })),
  );
}

async function loadShippingMethods(ctx: Ctx): Promise<readonly CartShippingMethod[]> {
  return frozen(
    (await listShippingMethods(ctx)).map((m): CartShippingMethod => ({
      id: m.id,
      title: m.title,
      priority: m.priority,
      countries: m.countries,
      customerGroups: m.customer_groups,
      bands: m.bands.map((b) => ({
        name: b.name,
        requirement: { type: b.requirement.type, min: b.requirement.min, max: b.requirement.max },
        cost: { type: b.cost.type, amount: b.cost.amount },
      })),
    })),
  );
}
