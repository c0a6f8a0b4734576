import type { DecimalLike } from '../money.ts';
import type { PaymentMethod } from '../payment-methods.ts';
import type { SettingsValues } from '../settings.ts';

// Inputs: plain data a cart verb assembles from the database for one cart. Decimals may be Decimals (pass Prisma's
// as `.toString()`), decimal strings or numbers; they are never turned into floats.

/** The catalog facts the rules need about a line's variant (Prisma `Variant`). */
export interface CartVariant {
  minQuantity: number | null;
  maxQuantity: number | null;
  /** ≥ 1; 1 means any quantity. */
  packSize: number;
  trackStock: boolean;
  allowBackorder: boolean;
  /** Whole grams per unit; null counts as 0 for weight bands. */
  weightGrams: number | null;
  /** Percent (19 = 19 %); null: the group settings' `defaultTaxRate` applies. */
  taxRate: DecimalLike | null;
}

export interface CartLineInput {
  sku: string;
  /** An integer ≥ 1. Lines of a cart have distinct SKUs (adding a SKU again adds to its line). */
  quantity: number;
  /** Net unit price from `resolvePrices` (PricedLine.unitPrice); null when the line could not be priced. */
  unitPrice: DecimalLike | null;
  /** null when the SKU is no longer in the catalog: no quantity or stock rules, weight 0, the default tax rate. */
  variant: CartVariant | null;
}

/** The customer facts the rules need (`PricingCustomerRecord` from core/customers has them all). */
export interface CartCustomer {
  /**
   * The customer's group and its ancestors up to `base` (`ancestry()` in src/domain/settings.ts): a discount or
   * shipping method limited to a group applies to that group's subgroups too, as settings are inherited.
   */
  groupSlugs: readonly string[];
  taxExempt: boolean;
  /** null: no credit limit, so on-account orders are not limited. */
  creditLimit: DecimalLike | null;
  balance: DecimalLike;
  /** null: inherit the group settings' list; an array (even empty) is the customer's own choice. */
  allowedPaymentMethods: readonly PaymentMethod[] | null;
}

/** The customer's effective group settings (`effectiveSettings()` from core/customer-groups), inheritance applied. */
export type CartSettings = Pick<SettingsValues, 'minimumOrderValue' | 'maximumOrderValue' | 'allowedPaymentMethods' | 'defaultTaxRate'>;

export type DiscountKind = 'order_total' | 'order_items' | 'shipping';
export type DiscountAmountType = 'percentage' | 'fixed';

/** A discount as Core stores it (Prisma `Discount`). */
export interface CartDiscount {
  id: string;
  name: string;
  kind: DiscountKind;
  amountType: DiscountAmountType;
  /** A percentage (0–100) or a fixed amount (no currency: taken as the cart's). */
  amount: DecimalLike;
  minSpend: DecimalLike | null;
  minItems: number | null;
  /** Empty: every customer. */
  customerGroups: readonly string[];
  /** A coupon code: the discount applies only when the cart carries this code (compared without case). */
  code: string | null;
  /** Lower numbers are considered first. */
  priority: number;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

/** A band as Core stores it in `shipping_methods.bands` (decimal strings). */
export interface CartShippingBand {
  name: string;
  requirement: { type: 'weight' | 'order_value'; min: DecimalLike; max: DecimalLike | null };
  cost: { type: 'free' | 'fixed' | 'percentage'; amount: DecimalLike };
}

/** A shipping method as Core stores it (Prisma `ShippingMethod`). */
export interface CartShippingMethod {
  id: string;
  title: string;
  priority: number;
  /** ISO 3166-1 alpha-2, upper case; empty: every country. */
  countries: readonly string[];
  /** Empty: every customer. */
  customerGroups: readonly string[];
  bands: readonly CartShippingBand[];
}
