import type { Ctx } from '../../../context.ts';
import type { Prisma } from '../../../db/client.ts';
import type { Lookup } from '../../lookup.ts';

// The only file of this slice that touches Prisma; every query is scoped by site and environment. Ids are unique
// per tenant only (primary key (site_id, environment, id), see schema.prisma): a lookup by id alone could match
// another tenant's record, and a join from variant to product must match all three columns.

const tenant = (ctx: Ctx) => ({ siteId: ctx.siteId, environment: ctx.environment });

/** The primary key of this tenant's record `id`, for Prisma's unique-input calls (update, delete, findUnique). */
const key = (ctx: Ctx, id: string) => ({ siteId_environment_id: { ...tenant(ctx), id } });

const byLookup = (lookup: Lookup) =>
  lookup.by === 'id' ? { id: lookup.value } : lookup.by === 'external_id' ? { externalId: lookup.value } : { slug: lookup.value };

export const findProduct = (ctx: Ctx, lookup: Lookup) =>
  ctx.db.product.findFirst({
    where: { ...tenant(ctx), ...byLookup(lookup) },
    include: { variants: { orderBy: { position: 'asc' } } },
  });
export type ProductRow = NonNullable<Awaited<ReturnType<typeof findProduct>>>;
export type VariantRow = ProductRow['variants'][number];

// The full list is built as JSON text by PostgreSQL: at 50,000 variants, materialising rows through the ORM
// and re-serialising them costs several times the query itself and blocks the event loop. Two plain scans
// (no join, so no plan can go quadratic); list-products.ts splices each product's variant list in.
// The shapes must equal views.ts; the list test compares every listed product with its GET.
const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** Each product as a JSON object (without `variants`), ordered by slug. */
export const productsAsJson = (ctx: Ctx) => ctx.db.$queryRaw<{ id: string; json: string }[]>`
  SELECT id::text AS id, json_build_object(
    'id', id, 'external_id', external_id, 'slug', slug, 'title', title, 'description', description,
    'status', status, 'sku', sku,
    'created_at', to_char(created_at AT TIME ZONE 'UTC', ${ISO}),
    'updated_at', to_char(updated_at AT TIME ZONE 'UTC', ${ISO})
  )::text AS json
  FROM products WHERE site_id = ${ctx.siteId} AND environment = ${ctx.environment}::"Environment"
  ORDER BY slug`;

/** Each product's variants as one JSON array, in position order. */
export const variantListsAsJson = (ctx: Ctx) => ctx.db.$queryRaw<{ product_id: string; json: string }[]>`
  SELECT product_id::text AS product_id, json_agg(json_build_object(
    'id', id, 'external_id', external_id, 'sku', sku, 'title', title, 'options', options,
    'weight_grams', weight_grams, 'pack_size', pack_size, 'min_quantity', min_quantity, 'max_quantity', max_quantity,
    'tax_rate', to_char(tax_rate, 'FM990.0000'),
    'track_stock', track_stock, 'allow_backorder', allow_backorder, 'active', active
  ) ORDER BY position)::text AS json
  FROM variants WHERE site_id = ${ctx.siteId} AND environment = ${ctx.environment}::"Environment"
  GROUP BY product_id`;

export const findVariant = (ctx: Ctx, lookup: Lookup) =>
  ctx.db.variant.findFirst({
    where: {
      ...tenant(ctx),
      ...(lookup.by === 'id' ? { id: lookup.value } : lookup.by === 'external_id' ? { externalId: lookup.value } : { sku: lookup.value }),
    },
  });

export const deleteProductBy = (ctx: Ctx, lookup: Lookup) => ctx.db.product.deleteMany({ where: { ...tenant(ctx), ...byLookup(lookup) } });

/**
 * Serialises product writes of one tenant until the transaction ends. SKUs must be unique across two
 * tables (variant SKUs and parent SKUs), which no single unique index can enforce, so the up-front
 * check is only race-free under this lock.
 */
export async function lockProductWrites(ctx: Ctx) {
  await ctx.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`products:${ctx.siteId}:${ctx.environment}`}))`;
}

type Claims = { productId: string; slug: string; externalId: string | null; skus: string[]; variantExternalIds: string[]; variantIds: string[] };

/** Other products and other products' variants that hold a slug, external id, SKU or variant id this product claims. */
export async function findClaimHolders(ctx: Ctx, c: Claims) {
  const productOr: Prisma.ProductWhereInput[] = [{ slug: c.slug }];
  if (c.externalId) productOr.push({ externalId: c.externalId });
  if (c.skus.length) productOr.push({ sku: { in: c.skus } });
  const products = await ctx.db.product.findMany({
    where: { ...tenant(ctx), id: { not: c.productId }, OR: productOr },
    select: { id: true, slug: true, externalId: true, sku: true },
  });
  const variantOr: Prisma.VariantWhereInput[] = [];
  if (c.skus.length) variantOr.push({ sku: { in: c.skus } });
  if (c.variantExternalIds.length) variantOr.push({ externalId: { in: c.variantExternalIds } });
  if (c.variantIds.length) variantOr.push({ id: { in: c.variantIds } });
  const variants = variantOr.length
    ? await ctx.db.variant.findMany({
        where: { ...tenant(ctx), productId: { not: c.productId }, OR: variantOr },
        select: { id: true, productId: true, externalId: true, sku: true },
      })
    : [];
  return { products, variants };
}

export type ProductFields = {
  externalId: string | null;
  slug: string;
  title: string;
  description: string | null;
  status: 'active' | 'draft' | 'archived';
  sku: string | null;
};

export const insertProduct = (ctx: Ctx, id: string, data: ProductFields) =>
  ctx.db.product.create({ data: { id, ...tenant(ctx), ...data } });

export const updateProduct = (ctx: Ctx, id: string, data: ProductFields) => ctx.db.product.update({ where: key(ctx, id), data });

export type VariantFields = Omit<Prisma.VariantCreateManyInput, 'siteId' | 'environment' | 'productId'> & { id: string };

/**
 * Replaces a product's variants: delete, then insert with the ids (and creation times) the caller kept.
 * Deleting first lets a replace swap SKUs or external ids between variants without tripping the unique
 * indexes, in two statements however many variants there are.
 */
export async function replaceVariants(ctx: Ctx, productId: string, variants: VariantFields[]) {
  await ctx.db.variant.deleteMany({ where: { productId, ...tenant(ctx) } });
  if (variants.length) {
    await ctx.db.variant.createMany({ data: variants.map((v) => ({ ...v, ...tenant(ctx), productId })) });
  }
}

/** A known SKU as pricing and carts see it: a variant (with its product's parent SKU) or a product's parent SKU. */
export type SkuRow = {
  sku: string;
  productId: string;
  parentSku: string | null;
  isParent: boolean;
  /** Percent as column-scale text. */
  taxRate: string | null;
  packSize: number;
  minQuantity: number | null;
  maxQuantity: number | null;
  trackStock: boolean;
  allowBackorder: boolean;
  active: boolean;
  productStatus: 'active' | 'draft' | 'archived';
  /** The variant's title, else its product's. */
  title: string;
  /** Whole grams per unit (carts' weight bands); null when not set, and for a product found by its parent SKU. */
  weightGrams: number | null;
};

/**
 * Variants with these SKUs (with their product's parent SKU), then products whose parent SKU is one of them, as
 * one SELECT, each branch on its (site, environment, sku) unique index; `p` names the caller's placeholders. Exported for a statement that composes it with other reads (the
 * pricing lookup's single round trip).
 */
export const skuRowsSelect = (p: { site: string; environment: string; skus: string }) =>
  `SELECT v.sku, v.product_id::text AS "productId", p.sku AS "parentSku", false AS "isParent", v.tax_rate::text AS "taxRate",
          v.pack_size AS "packSize", v.min_quantity AS "minQuantity", v.max_quantity AS "maxQuantity", v.track_stock AS "trackStock",
          v.allow_backorder AS "allowBackorder", v.active, p.status::text AS "productStatus", COALESCE(v.title, p.title) AS title, v.weight_grams AS "weightGrams"
     FROM variants v JOIN products p ON p.site_id = v.site_id AND p.environment = v.environment AND p.id = v.product_id
    WHERE v.site_id = ${p.site} AND v.environment = ${p.environment}::"Environment" AND v.sku = ANY(${p.skus}::text[])
   UNION ALL
   SELECT p.sku, p.id::text, NULL, true, NULL, 1, NULL, NULL, false, false, p.status = 'active', p.status::text, p.title, NULL::int
     FROM products p
    WHERE p.site_id = ${p.site} AND p.environment = ${p.environment}::"Environment" AND p.sku = ANY(${p.skus}::text[])`;

const SKU_ROWS = skuRowsSelect({ site: '$1', environment: '$2', skus: '$3' });

/**
 * Every variant and parent SKU among `skus`, in one query. Through ctx.db, so a caller inside a transaction sees
 * its own writes; the pricing lookup, the hot path, embeds skuRowsSelect in its own statement instead.
 */
export const findSkuRows = (ctx: Ctx, skus: string[]) => ctx.db.$queryRawUnsafe<SkuRow[]>(SKU_ROWS, ctx.siteId, ctx.environment, skus);
