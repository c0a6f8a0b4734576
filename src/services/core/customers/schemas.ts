import { z } from '@hono/zod-openapi';
import { PAYMENT_METHODS } from '../../../domain/payment-methods.ts';
import {
  balance,
  countryCode,
  creditLimit,
  currencyCode,
  CUSTOMER_ROLES,
  CUSTOMER_STATUSES,
  discountPercentage,
  email,
  groupSlug,
  MAX_NAME,
  netTermsDays,
  optionalName,
  paymentMethods,
  priceListSlugs,
  uuidString,
} from './fields.ts';
import { noRepeats } from '../shared-fields.ts';
import { lookupByParam } from '../../lookup.ts';

// ---------------------------------------------------------------- requests

export const CustomerLookupParams = z.object({
  lookupBy: lookupByParam(['id', 'external_id', 'email'], 'external_id'),
  identifier: z.string().openapi({ param: { name: 'identifier', in: 'path' }, example: 'ERP-10042' }),
});

const shortText = (max: number) => z.string().max(max).nullable().optional();

export const AddressInput = z
  .object({
    id: uuidString().optional().openapi({ description: "An existing address of this customer to keep (its id stays the same)." }),
    external_id: z.string().min(1).max(MAX_NAME).nullable().optional()
      .openapi({ description: 'Matches an existing address of this customer when no id is sent.' }),
    first_name: optionalName(),
    last_name: optionalName(),
    company: optionalName(),
    address_line1: optionalName(),
    address_line2: optionalName(),
    city: optionalName(),
    region_code: shortText(64),
    postal_code: shortText(32),
    country_code: countryCode().nullable().optional(),
    phone: shortText(64),
    is_default_shipping: z.boolean().optional(),
    is_default_billing: z.boolean().optional(),
  })
  .openapi('CustomerAddressInput');
export type AddressInput = z.infer<typeof AddressInput>;

const countWhere = (list: AddressInput[], pick: (a: AddressInput) => unknown) => list.filter(pick).length;

const hasRepeats = (values: unknown[]) => !noRepeats(values.filter((v) => v !== undefined && v !== null));

const addresses = () =>
  z
    .array(AddressInput)
    .max(100)
    .superRefine((list, ctx) => {
      if (countWhere(list, (a) => a.is_default_shipping) > 1) {
        ctx.addIssue({ code: 'custom', message: 'at most one address may be the default shipping address' });
      }
      if (countWhere(list, (a) => a.is_default_billing) > 1) {
        ctx.addIssue({ code: 'custom', message: 'at most one address may be the default billing address' });
      }
      if (hasRepeats(list.map((a) => a.id?.toLowerCase()))) ctx.addIssue({ code: 'custom', message: 'an address id appears twice' });
      if (hasRepeats(list.map((a) => a.external_id))) ctx.addIssue({ code: 'custom', message: 'an address external_id appears twice' });
    })
    .openapi({ description: 'The full address list; addresses not sent are deleted.' });

const PaymentOnAccountInput = z
  .object({
    credit_limit: creditLimit().nullable().optional(),
    balance: balance().optional(),
    net_terms_days: netTermsDays().nullable().optional(),
  })
  .openapi('CustomerPaymentOnAccountInput');

/** Every field but email; optional here, PUT fills defaults and PATCH keeps what is stored. */
const customerFields = {
  id: uuidString().optional().openapi({ description: 'When sent, must be the customer’s id; a PUT by id must send it (equal to the path id).' }),
  external_id: z.string().min(1).max(MAX_NAME).nullable().optional().openapi({ example: 'ERP-10042', description: 'Unique per site and environment.' }),
  first_name: optionalName(),
  last_name: optionalName(),
  company_name: optionalName(),
  accounting_id: optionalName(),
  status: z.enum(CUSTOMER_STATUSES).optional(),
  group: groupSlug().optional(),
  role: z.enum(CUSTOMER_ROLES).optional(),
  price_lists: priceListSlugs().optional(),
  discount_percentage: discountPercentage().nullable().optional(),
  tax_exempt: z.boolean().optional(),
  currency_code: currencyCode().nullable().optional(),
  payment_on_account: PaymentOnAccountInput.nullable().optional(),
  allowed_payment_methods: paymentMethods().nullable().optional(),
  addresses: addresses().optional(),
};

export const CustomerPut = z
  .object({ ...customerFields, email: email() })
  .openapi('CustomerPut', { description: 'A full replace: fields left out are cleared to their defaults.' });
export type CustomerPut = z.infer<typeof CustomerPut>;

export const CustomerPatch = z
  .object({ ...customerFields, email: email().optional() })
  .openapi('CustomerPatch', { description: 'Only the fields sent change; addresses, when sent, replace the list.' });
export type CustomerPatch = z.infer<typeof CustomerPatch>;

// ---------------------------------------------------------------- responses

export const AddressView = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    external_id: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    company: z.string().nullable(),
    address_line1: z.string().nullable(),
    address_line2: z.string().nullable(),
    city: z.string().nullable(),
    region_code: z.string().nullable(),
    postal_code: z.string().nullable(),
    country_code: z.string().nullable().openapi({ example: 'DE' }),
    phone: z.string().nullable(),
    is_default_shipping: z.boolean(),
    is_default_billing: z.boolean(),
  })
  .openapi('CustomerAddress');
export type AddressView = z.infer<typeof AddressView>;

export const CustomerView = z
  .object({
    id: z.string().openapi({ format: 'uuid' }),
    external_id: z.string().nullable(),
    email: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    company_name: z.string().nullable(),
    accounting_id: z.string().nullable(),
    status: z.enum(CUSTOMER_STATUSES),
    group: z.string(),
    role: z.enum(CUSTOMER_ROLES),
    price_lists: z.array(z.string()),
    discount_percentage: z.string().nullable().openapi({ example: '12.50' }),
    tax_exempt: z.boolean(),
    currency_code: z.string().nullable().openapi({ example: 'EUR' }),
    payment_on_account: z.object({
      credit_limit: z.string().nullable().openapi({ example: '5000.00', description: "In the customer's currency's minor units (2 places without a currency)." }),
      balance: z.string().openapi({ example: '120.00', description: "In the customer's currency's minor units (2 places without a currency)." }),
      net_terms_days: z.number().int().nullable(),
    }),
    allowed_payment_methods: z.array(z.enum(PAYMENT_METHODS)).nullable(),
    addresses: z.array(AddressView),
    created_at: z.string().openapi({ format: 'date-time' }),
    updated_at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('Customer');
export type CustomerView = z.infer<typeof CustomerView>;

export const CustomerList = z.array(CustomerView).openapi('CustomerList');
