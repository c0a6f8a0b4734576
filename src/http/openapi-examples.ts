// Request body examples by operationId, for bodies whose route does not carry its own. Each is a request a client
// could send as is: the docs' "Test request" and generated snippets start from these, so none may be destructive
// (an empty `pricing` array, for instance, deletes that SKU's prices).

const priceRows = [
  { quantity: 1, price: '12.5000', unit_of_measure: 'piece', tax_type: 'net' },
  { quantity: 10, price: '11.2500', unit_of_measure: 'piece', tax_type: 'net' },
];
const csvRows = 'sku,quantity,price,unit_of_measure,tax_type\nTSHIRT-RED-M,1,12.50,piece,net\nTSHIRT-RED-M,10,11.25,piece,net\n';
const csvBatch =
  'price_list_slug,sku,quantity,price,unit_of_measure,tax_type\nwholesale,TSHIRT-RED-M,1,12.50,piece,net\nwholesale,TSHIRT-RED-M,10,11.25,piece,net\n';
const customer = {
  external_id: 'ERP-10042',
  email: 'buyer@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Example Trading Ltd',
  group: 'gold',
  price_lists: ['gold', 'wholesale'],
  currency_code: 'EUR',
};

const orderShipped = {
  status: 'shipped',
  occurred_at: '2026-11-20T10:15:00Z',
  note: 'Left the warehouse with the 14:00 pickup',
  event_id: 'wms-evt-8812',
  package: {
    carrier: 'DHL',
    tracking_number: '00340434161094042557',
    tracking_url: 'https://www.dhl.com/track?AWB=00340434161094042557',
    line_items: [{ sku: 'TSHIRT-RED-M', quantity: 2 }],
  },
};

const purchase = {
  type: 'order',
  status: 'placed',
  identifiers: { external: 'ERP-SO-1001', visible: 'SO-1001' },
  customer_identifiers: { external_id: 'ERP-10042' },
  payment_method: 'on_account',
  currency_code: 'EUR',
  po_number: 'PO-7781',
  dates: { placed_at: '2026-11-20T09:30:00Z', shipping_requested_date: '2026-11-27' },
  shipping_address: { company: 'Example Trading Ltd', address_line1: '1 Dock Road', city: 'Leeds', postal_code: 'LS1 1AA', country_code: 'GB' },
  line_items: [
    { sku: 'TSHIRT-RED-M', name: 'Classic T-shirt, red, M', quantity: 12, unit_price: '4.25', tax_rate: '20' },
    { sku: 'TSHIRT-BLUE-L', name: 'Classic T-shirt, blue, L', quantity: 6, unit_price: '4.25', tax_rate: '20' },
  ],
  shipping: { title: 'Standard', amount: '7.50' },
  discounts: [{ name: 'Autumn promotion', kind: 'order_total', code: 'AUTUMN5', amount: '5.00' }],
  tax_lines: [{ title: 'VAT 20%', rate: '20', amount: '15.80' }],
  version: 3,
};

export const BODY_EXAMPLES: Record<string, Record<string, unknown>> = {
  putPurchase: { 'application/json': purchase },
  batchUpsertPurchases: { 'application/json': [purchase, { ...purchase, identifiers: { external: 'ERP-SO-1002', visible: 'SO-1002' }, version: 1 }] },
  requestToken: { 'application/json': { grant_type: 'client_credentials', client_id: 'your-client-id', client_secret: 'your-client-secret' } },
  putProduct: {
    'application/json': {
      external_id: 'ERP-ITEM-778',
      slug: 'classic-tshirt',
      title: 'Classic T-shirt',
      status: 'active',
      variants: [{ sku: 'TSHIRT-RED-M', title: 'Red, M', options: { color: 'red', size: 'M' }, pack_size: 1, min_quantity: 1, tax_rate: '0.20' }],
    },
  },
  putCustomer: { 'application/json': customer },
  patchCustomer: { 'application/json': { company_name: 'Example Trading GmbH', price_lists: ['gold', 'wholesale'] } },
  createCustomerGroup: { 'application/json': { slug: 'gold', name: 'Gold customers', parent_slug: 'base' } },
  patchCustomerGroup: { 'application/json': { name: 'Gold partners' } },
  putGroupSettings: { 'application/json': { price_lists: ['gold', 'wholesale'], minimum_order_value: '100.00', currency_code: 'EUR', tax_inclusive_display: false } },
  createDiscount: {
    'application/json': { name: 'Spring 5 %', kind: 'order_total', amount_type: 'percentage', amount: '5', min_spend: '250.00', customer_groups: ['gold'], active: true },
  },
  patchDiscount: { 'application/json': { active: false } },
  createShippingMethod: {
    'application/json': {
      slug: 'parcel',
      title: 'Parcel (2–3 days)',
      countries: ['DE', 'AT'],
      bands: [
        { name: 'Up to 5 kg', requirement: { type: 'weight', min: '0', max: '5000' }, cost: { type: 'fixed', amount: '4.95' } },
        { name: 'Over 5 kg', requirement: { type: 'weight', min: '5001' }, cost: { type: 'fixed', amount: '9.95' } },
      ],
    },
  },
  patchShippingMethod: { 'application/json': { title: 'Parcel (1–2 days)' } },
  createPriceList: {
    'application/json': {
      slug: 'gold',
      name: 'Gold',
      currency_code: 'EUR',
      rules: [{ source_price_list_slug: 'wholesale', adjustment_percentage: '0.05', adjustment_direction: 'minus' }],
    },
  },
  patchPriceList: { 'application/json': { name: 'Gold (EUR)' } },
  updatePriceListPricing: { 'application/json': [{ sku: 'TSHIRT-RED-M', pricing: priceRows }], 'text/csv': csvRows },
  updateSkuPricing: {
    'application/json': [{ price_list_slug: 'wholesale', pricing: priceRows }],
    'text/csv': 'price_list_slug,quantity,price,unit_of_measure,tax_type\nwholesale,1,12.50,piece,net\nwholesale,10,11.25,piece,net\n',
  },
  batchUpdatePricing: { 'application/json': [{ price_list_slug: 'wholesale', sku: 'TSHIRT-RED-M', pricing: priceRows }], 'text/csv': csvBatch },
  lookupPricing: {
    'application/json': { customer_id: 'ERP-10042', customer_lookup_by: 'external_id', line_items: [{ sku: 'TSHIRT-RED-M', quantity: 12 }] },
  },
  createCart: { 'application/json': { customer_id: 'ERP-10042', customer_lookup_by: 'external_id' } },
  updateCart: {
    'application/json': {
      line_items: [{ sku: 'TSHIRT-RED-M', quantity: 12 }, { sku: 'TSHIRT-BLUE-L', quantity: 6 }],
      po_number: 'PO-7781',
      customer_reference: 'Spring restock',
      shipping_requested_date: '2026-12-03',
      custom_fields: { cost_centre: 'CC-12' },
      coupon_code: 'SPRING10',
    },
  },
  addCartLineItem: { 'application/json': { sku: 'TSHIRT-RED-M', quantity: 12 } },
  calculateCart: { 'application/json': { payment_method: 'invoice' } },
  completeCart: { 'application/json': { shipping_rate_handle: '<a handle from calculate>', payment_method: 'invoice', ignore_validation_errors: ['out-of-stock'] } },
  updateOrderStatus: { 'application/json': orderShipped },
  updateOrderStatusByLookup: { 'application/json': orderShipped },
  calculatePricing: { 'application/json': { skus: ['TSHIRT-RED-M', 'TSHIRT-BLUE-L'], price_list_slugs: ['gold', 'wholesale'] } },
  createStockLocation: { 'application/json': { name: 'Berlin warehouse', external_id: 'wh-berlin' } },
  patchStockLocation: { 'application/json': { name: 'Berlin central warehouse' } },
  batchUpdateStock: {
    'application/json': [
      { sku: 'TSHIRT-RED-M', stock_location_external_id: 'default', stock_level: 120, min_stock_level: 10 },
      { sku: 'TSHIRT-RED-M', stock_location_external_id: 'wh-berlin', stock_level: 0, restock_date: '2026-12-15' },
    ],
  },
  batchFetchStock: { 'application/json': { skus: ['TSHIRT-RED-M', 'TSHIRT-BLUE-L'], filter: { all_stock_locations: true } } },
  batchDeleteStock: { 'application/json': [{ sku: 'TSHIRT-RED-M', stock_location_external_id: 'wh-berlin' }] },
  putSyncLog: {
    'application/json': {
      started_at: '2026-11-25T02:00:00Z',
      finished_at: '2026-11-25T02:14:31Z',
      succeeded: false,
      errors: [
        {
          external_id: 'CUST-10042',
          visible_id: '10042',
          external_url: 'https://erp.example.com/customers/10042',
          code: 'customer-invalid',
          message: 'email is missing',
          payload: { customer_no: '10042', email: null },
        },
      ],
    },
  },
  patchSyncLog: {
    'application/json': {
      finished_at: '2026-11-25T09:30:00Z',
      errors: [
        { external_id: 'CUST-10042', resolved: true },
        { external_id: 'CUST-10077', code: 'customer-invalid', message: 'country_code "UK" is not ISO 3166-1 (use GB)' },
      ],
    },
  },
  createFile: { 'application/json': { file_path: 'invoices/2026/inv-1001.pdf', expires_at: '2027-01-31T00:00:00Z', metadata: { order_id: 'SO-1001' } } },
  patchFile: { 'application/json': { metadata: { order_id: 'SO-1001', revision: 2 } } },
  batchDeleteFiles: { 'application/json': ['7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21'] },
  createWebhook: { 'application/json': { url: 'https://erp.example.com/hooks/wholesale-hub', events: ['order.completed', 'order.status_changed'] } },
};
BODY_EXAMPLES.fetchCustomerPricing = BODY_EXAMPLES.lookupPricing!;

type Op = { operationId?: string; requestBody?: { content?: Record<string, { example?: unknown; examples?: unknown }> } };

/** Sets each body's example from the table unless the route gave one. */
export function addBodyExamples(paths: Record<string, Record<string, Op>>) {
  for (const item of Object.values(paths))
    for (const op of Object.values(item))
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        const example = op.operationId ? BODY_EXAMPLES[op.operationId]?.[type] : undefined;
        if (example !== undefined && media.example === undefined && media.examples === undefined) media.example = example;
      }
}
