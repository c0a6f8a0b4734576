import { z } from '@hono/zod-openapi';
import { PAYMENT_METHODS } from '../../../domain/payment-methods.ts';
import { decimalInput } from '../../../http/decimal-input.ts';
import { currencyCode, paymentMethodList, priceListSlugs } from '../shared-fields.ts';

export const SettingsGroupParam = z.object({
  group_slug: z.string().openapi({ param: { name: 'group_slug', in: 'path' }, example: 'wholesale' }),
});

// Up to 4 places here (the Decimal(19,4) column); put-settings.ts then holds them to the effective currency's minor units.
const OrderValue = (description: string) =>
  decimalInput({ places: 4, description, example: '250.00', nullable: true }).optional();

export const SettingsUpdate = z
  .object({
    price_lists: priceListSlugs('Price list slugs in priority order (format checked only; the lists may be created later). `[]` means none.')
      .nullable()
      .optional(),
    allowed_payment_methods: paymentMethodList({
      min: 1,
      description: 'At least one of invoice, on_account, upfront (aliases paymentByInvoice, paymentOnAccount, upfrontPayment accepted).',
    })
      .nullable()
      .optional(),
    minimum_order_value: OrderValue('Smallest cart total allowed, in the effective currency; at most its minor-unit places.'),
    maximum_order_value: OrderValue('Largest cart total allowed, in the effective currency; not below the minimum.'),
    currency_code: currencyCode().nullable().optional().openapi({ description: 'ISO 4217, any case.', example: 'EUR' }),
    tax_inclusive_display: z.boolean().nullable().optional().openapi({ description: 'Show prices with tax added.' }),
    default_tax_rate: decimalInput({ places: 4, max: 100, description: 'Tax rate in percent (0-100) for variants without their own.', example: '20', nullable: true }).optional(),
  })
  .openapi('GroupSettingsUpdate', {
    description:
      "A full replace of the group's own values: a field that is null or left out is unset, and the group inherits it from its parent chain (or the built-in default).",
  });
export type SettingsUpdate = z.infer<typeof SettingsUpdate>;

const Source = z.enum(['own', 'inherited', 'default']).openapi({
  description: '`own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.',
});

const setting = <T extends z.ZodType>(value: T) =>
  z.object({ value, source: Source, source_group: z.string().nullable().openapi({ description: 'The group the value comes from; null for a built-in default.', example: 'base' }) });

export const SettingsView = z
  .object({
    group_slug: z.string().openapi({ example: 'wholesale' }),
    settings: z.object({
      price_lists: setting(z.array(z.string())),
      allowed_payment_methods: setting(z.array(z.enum(PAYMENT_METHODS))),
      minimum_order_value: setting(z.string().nullable().openapi({ description: 'Decimal string in the currency\'s minor units; null = no minimum.', example: '250.00' })),
      maximum_order_value: setting(z.string().nullable().openapi({ description: 'null = no maximum.', example: '10000.00' })),
      currency_code: setting(z.string().openapi({ example: 'EUR' })),
      tax_inclusive_display: setting(z.boolean()),
      default_tax_rate: setting(z.string().openapi({ description: 'Percent.', example: '20' })),
    }),
  })
  .openapi('GroupSettings', {
    description:
      "The group's effective settings: each field's value and where it comes from. A field whose `source` is `own` is the group's own value; " +
      'built-in defaults: price_lists [], all payment methods, no order limits, USD, tax_inclusive_display false, default_tax_rate "0".',
  });
export type SettingsView = z.infer<typeof SettingsView>;
