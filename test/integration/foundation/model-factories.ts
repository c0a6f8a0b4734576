import { randomBytes, randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '../../../src/generated/prisma/client.ts';

// One factory per Prisma model for the schema drift guard (migrations.test.ts): each returns a row with EVERY
// scalar field set to a non-default value (parents created first), and the unique filter to read it back.
// A new model, or a new column, fails the guard until it is added here.

type Factory = (db: PrismaClient) => Promise<{ data: Record<string, unknown>; where: Record<string, unknown> }>;

const d = (v: string) => new Prisma.Decimal(v);
const at = (s: string) => new Date(`2026-0${s}T10:11:12.345Z`);
const tag = () => randomBytes(4).toString('hex');

async function site(db: PrismaClient) {
  const id = `drift-${tag()}`;
  await db.site.create({ data: { id, name: id, plan: 'pro', testMode: true } });
  return id;
}

async function credential(db: PrismaClient) {
  const siteId = await site(db);
  return db.apiCredential.create({ data: { siteId, environment: 'live', name: 'c', clientId: `hub_${tag()}`, secretHash: 'h' } });
}

async function product(db: PrismaClient) {
  const siteId = await site(db);
  return db.product.create({ data: { siteId, environment: 'live', slug: `p-${tag()}`, title: 'P' } });
}

async function priceList(db: PrismaClient) {
  const siteId = await site(db);
  return db.priceList.create({ data: { siteId, environment: 'live', slug: `pl-${tag()}`, name: 'PL', currencyCode: 'EUR' } });
}

async function purchase(db: PrismaClient) {
  const siteId = await site(db);
  const base = { siteId, environment: 'live' as const, id: randomUUID(), type: 'order' as const, status: 'placed' as const, statusOccurredAt: at('3-01') };
  return db.purchase.create({
    data: { ...base, currencyCode: 'EUR', createdAt: at('3-01'), updatedAt: at('3-01'), calculatedSubtotal: d('0'), calculatedTaxTotal: d('0'), calculatedTotal: d('0'), contentHash: 'h' },
  });
}

async function cart(db: PrismaClient) {
  const siteId = await site(db);
  const customer = await db.customer.create({ data: { siteId, environment: 'test', email: `b-${tag()}@example.com` } });
  return db.cart.create({ data: { siteId, environment: 'test', id: randomUUID(), customerId: customer.id } });
}

async function stockLocation(db: PrismaClient) {
  const siteId = await site(db);
  return db.stockLocation.create({ data: { id: randomUUID(), siteId, environment: 'live', externalId: `loc-${tag()}`, name: 'L' } });
}

export const modelFactories = {
  Site: async () => {
    const id = `drift-${tag()}`;
    return {
      data: { id, name: 'Drift Ltd', plan: 'enterprise', testMode: true, createdAt: at('1-01'), updatedAt: at('1-02') },
      where: { id },
    };
  },
  ApiCredential: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: { id, siteId, environment: 'test', name: 'erp', clientId: `hub_${tag()}`, secretHash: '$argon2id$x', createdAt: at('1-03'), revokedAt: at('1-04') },
      where: { id },
    };
  },
  AccessToken: async (db) => {
    const cred = await credential(db);
    const tokenHash = tag().repeat(8);
    return {
      data: { tokenHash, credentialId: cred.id, siteId: cred.siteId, environment: 'live', expiresAt: at('2-01'), createdAt: at('1-05') },
      where: { tokenHash },
    };
  },
  DashboardUser: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: { id, siteId, email: `${tag()}@example.com`, passwordHash: 'h', role: 'admin', createdAt: at('1-06'), disabledAt: at('1-07') },
      where: { id },
    };
  },
  DashboardSession: async (db) => {
    const siteId = await site(db);
    const user = await db.dashboardUser.create({ data: { siteId, email: `${tag()}@example.com`, passwordHash: 'h' } });
    const id = tag().repeat(8);
    return {
      data: { id, userId: user.id, csrfToken: 'csrf', createdAt: at('1-06'), expiresAt: at('1-07') },
      where: { id },
    };
  },
  IdempotencyRecord: async (db) => {
    const siteId = await site(db);
    const key = `k-${tag()}`;
    return {
      data: {
        siteId,
        environment: 'test',
        key,
        requestHash: 'abc',
        completed: true,
        statusCode: 201,
        responseHeaders: { 'content-type': 'application/json' },
        responseBody: '{"id":1}',
        createdAt: at('1-08'),
        expiresAt: at('1-09'),
      },
      where: { siteId_environment_key: { siteId, environment: 'test', key } },
    };
  },
  Job: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'test',
        type: 'price-import',
        status: 'completed',
        integration: 'erp',
        processed: 5,
        total: 6,
        result: { applied: 5, unchanged: 0, removed: 0, failed: 1 },
        error: 'one row failed',
        attempts: 2,
        payload: { file: 'x.csv' },
        createdAt: at('1-10'),
        startedAt: at('1-11'),
        finishedAt: at('1-12'),
      },
      where: { id },
    };
  },
  OutboxEvent: async (db) => {
    const siteId = await site(db);
    const id = BigInt(Date.now()) * 1000n + BigInt(Math.floor(Math.random() * 1000));
    return {
      data: { id, siteId, environment: 'live', topic: 'job:price-import', payload: { a: [1, 'b'] }, jobId: randomUUID(), createdAt: at('1-13'), publishedAt: at('1-14') },
      where: { id },
    };
  },
  SyncLog: async (db) => {
    const siteId = await site(db);
    return {
      data: {
        siteId,
        environment: 'test',
        integration: 'erp',
        dataType: 'purchases',
        startedFullSync: at('2-01'),
        lastFullSync: at('2-02'),
        lastFullSyncSucceeded: true,
        lastPartialSync: at('2-03'),
        updatedAt: at('2-04'),
      },
      where: { siteId_environment_integration_dataType: { siteId, environment: 'test', integration: 'erp', dataType: 'purchases' } },
    };
  },
  SyncError: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'live',
        integration: 'erp',
        dataType: 'stock',
        fingerprint: tag(),
        externalId: 'EXT-1',
        visibleId: 'SKU-1',
        externalUrl: 'https://erp.example.com/items/1',
        code: 'row-invalid',
        message: 'bad',
        payload: { row: 3 },
        jobId: randomUUID(),
        attempts: 3,
        occurrences: 4,
        firstSeenAt: at('1-15'),
        lastSeenAt: at('1-16'),
        status: 'resolved',
        resolvedAt: at('1-17'),
      },
      where: { id },
    };
  },
  CustomerGroup: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: { id, siteId, environment: 'live', slug: 'trade', name: 'Trade', parentSlug: 'base', createdAt: at('1-18'), updatedAt: at('1-19') },
      where: { id },
    };
  },
  GroupSettings: async (db) => {
    const siteId = await site(db);
    return {
      data: {
        siteId,
        environment: 'live',
        groupSlug: 'trade',
        priceLists: ['wholesale'],
        allowedPaymentMethods: ['invoice'],
        minimumOrderValue: d('100.5'),
        maximumOrderValue: d('99999.9999'),
        currencyCode: 'GBP',
        taxInclusiveDisplay: true,
        defaultTaxRate: d('20.125'),
        updatedAt: at('1-20'),
      },
      where: { siteId_environment_groupSlug: { siteId, environment: 'live', groupSlug: 'trade' } },
    };
  },
  Product: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'test',
        externalId: 'P-1',
        slug: 'widget',
        title: 'Widget',
        description: 'A widget',
        status: 'draft',
        sku: 'W-1',
        createdAt: at('1-21'),
        updatedAt: at('1-22'),
      },
      where: { siteId_environment_id: { siteId, environment: 'test', id } },
    };
  },
  Variant: async (db) => {
    const p = await product(db);
    const id = randomUUID();
    return {
      data: {
        id,
        productId: p.id,
        siteId: p.siteId,
        environment: 'live',
        externalId: 'V-1',
        sku: 'W-1-RED',
        title: 'Red',
        options: { colour: 'red' },
        weightGrams: 250,
        packSize: 6,
        minQuantity: 2,
        maxQuantity: 600,
        taxRate: d('7.7'),
        trackStock: true,
        allowBackorder: true,
        active: false,
        position: 3,
        createdAt: at('1-23'),
        updatedAt: at('1-24'),
      },
      where: { siteId_environment_id: { siteId: p.siteId, environment: 'live', id } },
    };
  },
  Customer: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'live',
        externalId: 'C-1',
        email: 'buyer@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Engines Ltd',
        accountingId: 'ACC-1',
        status: 'disabled',
        groupSlug: 'trade',
        role: 'buyer',
        priceLists: ['wholesale'],
        discountPercentage: d('12.5'),
        taxExempt: true,
        currencyCode: 'USD',
        creditLimit: d('5000'),
        balance: d('-12.3456'),
        netTermsDays: 30,
        allowedPaymentMethods: ['invoice', 'card'],
        createdAt: at('1-25'),
        updatedAt: at('1-26'),
      },
      where: { siteId_environment_id: { siteId, environment: 'live', id } },
    };
  },
  Address: async (db) => {
    const siteId = await site(db);
    const c = await db.customer.create({ data: { siteId, environment: 'live', email: `${tag()}@example.com` } });
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'live',
        customerId: c.id,
        externalId: 'A-1',
        firstName: 'Ada',
        lastName: 'L',
        company: 'Engines',
        addressLine1: '1 Road',
        addressLine2: 'Unit 2',
        city: 'London',
        regionCode: 'LND',
        postalCode: 'N1 1AA',
        countryCode: 'GB',
        phone: '+44 20 0000 0000',
        isDefaultShipping: true,
        isDefaultBilling: true,
        position: 1,
      },
      where: { siteId_environment_id: { siteId, environment: 'live', id } },
    };
  },
  Discount: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'live',
        name: 'Spring',
        kind: 'cart',
        amountType: 'percentage',
        amount: d('10'),
        minSpend: d('50'),
        minItems: 3,
        customerGroups: ['trade'],
        code: 'SPRING',
        priority: 5,
        startsAt: at('3-01'),
        endsAt: at('4-01'),
        active: false,
        createdAt: at('1-27'),
        updatedAt: at('1-28'),
      },
      where: { id },
    };
  },
  ShippingMethod: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'live',
        slug: 'express',
        title: 'Express',
        priority: 2,
        countries: ['GB', 'IE'],
        customerGroups: ['trade'],
        bands: [{ min: '0', price: '5.00' }],
        createdAt: at('2-02'),
        updatedAt: at('2-03'),
      },
      where: { id },
    };
  },
  PriceList: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'test',
        slug: 'wholesale',
        name: 'Wholesale',
        currencyCode: 'EUR',
        source: 'integration',
        taxInclusiveDisplay: true,
        createdAt: at('2-04'),
        updatedAt: at('2-05'),
      },
      where: { id },
    };
  },
  PriceListRule: async (db) => {
    const owner = await priceList(db);
    const source = await db.priceList.create({ data: { siteId: owner.siteId, environment: 'live', slug: `src-${tag()}`, name: 'S', currencyCode: 'USD' } });
    const id = randomUUID();
    return {
      data: {
        id,
        priceListId: owner.id,
        sourcePriceListId: source.id,
        adjustmentPercentage: d('12.345678'),
        adjustmentDirection: 'minus',
        currencyExchangeRate: d('1.23456789'),
        position: 2,
      },
      where: { id },
    };
  },
  Price: async (db) => {
    const list = await priceList(db);
    return {
      data: {
        priceListId: list.id,
        sku: 'W-1',
        quantity: 10,
        siteId: list.siteId,
        environment: 'live',
        price: d('12.3456'),
        unitOfMeasure: 'box',
        taxType: 'standard',
        displayTaxRate: d('20'),
        updatedAt: at('2-06'),
      },
      where: { priceListId_sku_quantity: { priceListId: list.id, sku: 'W-1', quantity: 10 } },
    };
  },
  PriceStaging: async () => {
    const jobId = randomUUID();
    return {
      data: {
        jobId,
        line: 7,
        chunk: 3,
        priceListId: randomUUID(),
        sku: 'W-1',
        quantity: 1,
        price: d('0.0001'),
        unitOfMeasure: 'each',
        taxType: 'zero',
        displayTaxRate: d('0'),
      },
      where: { jobId_line: { jobId, line: 7 } },
    };
  },
  PriceBucketDigest: async (db) => {
    const list = await priceList(db);
    return {
      data: { priceListId: list.id, bucket: 63, digest: new Uint8Array([1, 0, 255, 7]), epoch: 3n },
      where: { priceListId_bucket: { priceListId: list.id, bucket: 63 } },
    };
  },
  PriceStagingDigest: async () => {
    const jobId = randomUUID();
    const priceListId = randomUUID();
    return {
      data: { jobId, priceListId, bucket: 5, digest: new Uint8Array([1, 2, 3]), rows: 7, priced: 6 },
      where: { jobId_priceListId_bucket: { jobId, priceListId, bucket: 5 } },
    };
  },
  Cart: async (db) => {
    const siteId = await site(db);
    const customer = await db.customer.create({ data: { siteId, environment: 'test', email: `b-${tag()}@example.com` } });
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'test',
        customerId: customer.id,
        shippingAddressId: randomUUID(),
        billingAddressId: randomUUID(),
        temporaryShippingAddress: { city: 'Leeds', country_code: 'GB' },
        poNumber: 'PO-1',
        customerReference: 'Spring',
        shippingRequestedDate: new Date('2026-12-03T00:00:00.000Z'),
        customFields: { cost_centre: 'CC-1' },
        couponCode: 'TEN',
        createdAt: at('3-01'),
        updatedAt: at('3-02'),
      },
      where: { siteId_environment_id: { siteId, environment: 'test', id } },
    };
  },
  CartLineItem: async (db) => {
    const c = await cart(db);
    const key = { siteId: c.siteId, environment: c.environment, cartId: c.id, sku: 'W-1' };
    return { data: { ...key, quantity: 3, position: 2 }, where: { siteId_environment_cartId_sku: key } };
  },
  Purchase: async (db) => {
    const siteId = await site(db);
    const c = await db.customer.create({ data: { siteId, environment: 'test', email: `${tag()}@example.com` } });
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'test',
        type: 'order_unconfirmed',
        status: 'on_hold',
        statusOccurredAt: at('3-02'),
        previousStatus: 'packed',
        externalId: 'ERP-1',
        internalId: 'INT-1',
        visibleId: 'SO-1',
        customerId: c.id,
        customerExternalId: 'C-9',
        customerEmail: 'buyer@example.com',
        paymentMethod: 'on_account',
        currencyCode: 'GBP',
        customerReference: 'REF-7',
        poNumber: 'PO-7',
        createdAt: at('3-03'),
        updatedAt: at('3-04'),
        placedAt: at('3-05'),
        calculatedSubmittedAt: at('3-06'),
        shippingRequestedDate: at('3-07'),
        billingAddress: { city: 'Leeds' },
        shippingAddress: { city: 'York' },
        shippingTitle: 'Express',
        shippingAmount: d('4.5'),
        taxLines: [{ title: 'VAT', amount: '2.00' }],
        discounts: [{ name: 'Spring', amount: '1.00' }],
        customFields: { cost_centre: 'CC-1' },
        calculatedSubtotal: d('10'),
        calculatedDiscountTotal: d('1'),
        calculatedTaxTotal: d('2'),
        calculatedTotal: d('15.5'),
        packages: [{ carrier: 'DHL' }],
        statusHistory: [{ status: 'placed' }],
        version: 9_007_199_254_740_993n,
        contentHash: 'abc',
        statusSequence: 7,
      },
      where: { siteId_environment_id: { siteId, environment: 'test', id } },
    };
  },
  PurchaseLineItem: async (db) => {
    const p = await purchase(db);
    return {
      data: { siteId: p.siteId, environment: p.environment, purchaseId: p.id, position: 2, sku: 'W-1', name: 'Widget', quantity: 3, unitPrice: d('1.2345'), lineTotal: d('3.70'), taxRate: d('19.5'), quantityShipped: 1 },
      where: { siteId_environment_purchaseId_position: { siteId: p.siteId, environment: p.environment, purchaseId: p.id, position: 2 } },
    };
  },
  PurchaseOrderNumber: async (db) => {
    const siteId = await site(db);
    return { data: { siteId, environment: 'test', lastNumber: 9_007_199_254_740_993n }, where: { siteId_environment: { siteId, environment: 'test' } } };
  },
  PurchaseStatusEvent: async (db) => {
    const p = await purchase(db);
    const key = { siteId: p.siteId, environment: p.environment, purchaseId: p.id, eventId: 'evt-1' };
    return { data: { ...key, createdAt: at('3-08') }, where: { siteId_environment_purchaseId_eventId: key } };
  },
  PurchaseStaging: async () => {
    const jobId = randomUUID();
    return {
      data: { jobId, line: 4, chunk: 5, item: { type: 'quote' }, id: randomUUID(), externalId: 'ERP-2', contentHash: 'def', failureCode: 'newer-version-exists', failureMessage: 'stale' },
      where: { jobId_line: { jobId, line: 4 } },
    };
  },
  StockLocation: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: { id, siteId, environment: 'test', externalId: `wh-${tag()}`, name: 'Main warehouse', position: 4242n, createdAt: at('3-01'), updatedAt: at('3-02') },
      where: { id },
    };
  },
  StockLevel: async (db) => {
    const location = await stockLocation(db);
    const key = { siteId: location.siteId, environment: location.environment, sku: 'W-1', locationId: location.id };
    return {
      data: { ...key, stockLevel: -3, restockDate: new Date('2026-12-24T00:00:00.000Z'), minStockLevel: 5, updatedAt: at('3-03') },
      where: { siteId_environment_sku_locationId: key },
    };
  },
  StockStaging: async () => {
    const jobId = randomUUID();
    return {
      data: { jobId, chunk: 5, line: 9, locationId: randomUUID(), sku: 'W-1', stockLevel: 12, restockDate: new Date('2026-12-31T00:00:00.000Z'), minStockLevel: 2 },
      where: { jobId_chunk_line: { jobId, chunk: 5, line: 9 } },
    };
  },
  StockVersion: async (db) => {
    const siteId = await site(db);
    return { data: { siteId, environment: 'test', version: 4242n }, where: { siteId_environment: { siteId, environment: 'test' } } };
  },
  StoredFile: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'test',
        filePath: 'invoices/2026/inv-1.pdf',
        extension: 'pdf',
        status: 'rejected',
        metadata: { order: 'SO-1' },
        integration: 'erp',
        version: 3,
        sizeBytes: 1234,
        rejectionReason: 'the content is PNG data, not PDF as its extension .pdf says',
        uploadExpiresAt: at('3-01'),
        uploadUsed: true,
        uploadedAt: at('3-02'),
        checkedAt: at('3-03'),
        expiresAt: at('3-04'),
        createdAt: at('3-05'),
        updatedAt: at('3-06'),
      },
      where: { id },
    };
  },
  TenantVersion: async (db) => {
    const siteId = await site(db);
    return { data: { siteId, environment: 'test', topic: 'catalog', version: 4243n }, where: { siteId_environment_topic: { siteId, environment: 'test', topic: 'catalog' } } };
  },
  WebhookEndpoint: async (db) => {
    const siteId = await site(db);
    const id = randomUUID();
    return {
      data: { id, siteId, environment: 'test', url: 'https://erp.example.com/hooks', events: ['order.completed', 'sync_error.created'], secret: 'whsec_c2VjcmV0', secretSealed: 'v1.AAAA', active: false, createdAt: at('4-01') },
      where: { id },
    };
  },
  WebhookDelivery: async (db) => {
    const siteId = await site(db);
    const endpoint = await db.webhookEndpoint.create({ data: { siteId, environment: 'live', url: 'https://x.example.com', events: ['order.completed'], secret: 'whsec_eA==' } });
    const id = randomUUID();
    return {
      data: {
        id,
        siteId,
        environment: 'live',
        endpointId: endpoint.id,
        eventId: 123456789012n,
        topic: 'order.status_changed',
        payload: { order_id: 'o-1', sequence: 2 },
        occurredAt: at('4-02'),
        orderKey: 'o-1',
        sequence: 2,
        replayOf: randomUUID(),
        status: 'failed',
        attempts: 7,
        nextAttemptAt: at('4-03'),
        lockedUntil: at('4-04'),
        lastResponseCode: 503,
        lastError: 'HTTP 503',
        lastAttemptAt: at('4-05'),
        deliveredAt: at('4-06'),
        createdAt: at('4-07'),
        updatedAt: at('4-08'),
      },
      where: { id },
    };
  },
} satisfies Record<string, Factory>;
