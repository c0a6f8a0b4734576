// Generated from openapi.json by connectors/client/generate.ts (`npm run openapi:write`). Do not edit.
/* eslint-disable */
export interface paths {
    "/api/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Request an access token (OAuth 2.0 client credentials) */
        post: operations["requestToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All products with their variants, in one response */
        get: operations["listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{lookupBy}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product with its variants */
        get: operations["getProduct"];
        /**
         * Create or fully replace a product and its variants
         * @description Omitted optional fields are cleared and variants not sent are deleted. Sent variants keep the id of the stored variant they match by id, else external_id, else sku. The body repeats the path identifier.
         */
        put: operations["putProduct"];
        post?: never;
        /** Delete a product and its variants */
        delete: operations["deleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/variants/{lookupBy}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One variant, with its product id */
        get: operations["getVariant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All customers with their addresses, in one response */
        get: operations["listCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/customers/{lookupBy}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One customer by id, external_id or email */
        get: operations["getCustomer"];
        /**
         * Create or fully replace a customer
         * @description The body must repeat the identifier of the path. Fields and addresses left out are cleared.
         */
        put: operations["putCustomer"];
        post?: never;
        /** Delete a customer and its addresses */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        /** Change some fields of a customer */
        patch: operations["patchCustomer"];
        trace?: never;
    };
    "/api/v1/customers/{lookupBy}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a customer (v1 path) */
        delete: operations["deleteCustomerV1"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List customer groups */
        get: operations["listCustomerGroups"];
        put?: never;
        /**
         * Create a customer group
         * @description Duplicate slug: 400 resource-already-exists; unknown parent: 400 resource-id-not-found.
         */
        post: operations["createCustomerGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customer-groups/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a customer group
         * @description Unknown group: 400 resource-id-not-found. `base`, or a group with customers, child groups, discounts or shipping methods: 400 resource-in-use.
         */
        delete: operations["deleteCustomerGroup"];
        options?: never;
        head?: never;
        /**
         * Rename or re-parent a customer group
         * @description Unknown group or parent: 400 resource-id-not-found; a parent that would make a cycle, or any parent for `base`: 400 keyword-mismatch.
         */
        patch: operations["patchCustomerGroup"];
        trace?: never;
    };
    "/api/v1/settings/{group_slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer group's effective settings */
        get: operations["getGroupSettings"];
        /**
         * Replace a customer group's own settings
         * @description Fields sent as null or left out are inherited. A minimum order value above the maximum (here or in a group below): 400 keyword-mismatch.
         */
        put: operations["putGroupSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List discounts */
        get: operations["listDiscounts"];
        put?: never;
        /**
         * Create a discount
         * @description Unknown customer group: 400 resource-id-not-found; a code another active discount uses: 400 resource-already-exists.
         */
        post: operations["createDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/discounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a discount */
        get: operations["getDiscount"];
        put?: never;
        post?: never;
        /** Delete a discount */
        delete: operations["deleteDiscount"];
        options?: never;
        head?: never;
        /** Change some fields of a discount */
        patch: operations["patchDiscount"];
        trace?: never;
    };
    "/api/v2/shipping-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List shipping methods */
        get: operations["listShippingMethods"];
        put?: never;
        /**
         * Create a shipping method
         * @description Duplicate slug: 400 resource-already-exists; unknown customer group: 400 resource-id-not-found.
         */
        post: operations["createShippingMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/shipping-methods/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a shipping method */
        get: operations["getShippingMethod"];
        put?: never;
        post?: never;
        /** Delete a shipping method */
        delete: operations["deleteShippingMethod"];
        options?: never;
        head?: never;
        /** Change some fields of a shipping method */
        patch: operations["patchShippingMethod"];
        trace?: never;
    };
    "/api/v1/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All price lists in one array (deprecated; use GET /api/v2/price-lists)
         * @deprecated
         * @description At most 25,000 lists, ordered by name, ties by id.
         */
        get: operations["listPriceListsV1"];
        put?: never;
        /**
         * Create a price list
         * @description Duplicate slug: 400 resource-already-exists. A rule naming an unknown list: 400 resource-id-not-found.
         */
        post: operations["createPriceList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/price-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of price lists */
        get: operations["listPriceLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/price-lists-num-manual-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of price lists, each with its number of SKUs with stored prices */
        get: operations["countManualPrices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/price-lists/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One price list */
        get: operations["getPriceList"];
        put?: never;
        post?: never;
        /**
         * Delete a price list and its prices
         * @description A list another list's rule takes prices from: 400 resource-in-use.
         */
        delete: operations["deletePriceList"];
        options?: never;
        head?: never;
        /**
         * Change a price list
         * @description Changes name, currency_code (relabels, no conversion), tax_inclusive_display and rules (replaced as a whole). slug and source are immutable.
         */
        patch: operations["patchPriceList"];
        trace?: never;
    };
    "/api/v1/price-lists/{slug}/pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every stored price row of a list, by SKU then quantity (JSON, or CSV with Accept: text/csv)
         * @description JSON returns the stored text unchanged. The CSV is an attachment meant for spreadsheets, so a text cell (sku, unit_of_measure, tax_type) that starts with `=`, `+`, `-`, `@`, a tab or a CR (or a full-width `＝＋－＠`) is written with a leading `'` (OWASP CSV injection); numbers are never changed. Imports take text literally, so re-importing such a file stores the `'`.
         */
        get: operations["listPriceListPricing"];
        put?: never;
        post?: never;
        /** Remove every stored price row of a list */
        delete: operations["deletePriceListPricing"];
        options?: never;
        head?: never;
        /**
         * Replace the rows of the SKUs sent on one price list (JSON or CSV); other SKUs' rows stay
         * @description The body is validated in full first (any invalid row: 400 and nothing applied), then applied by an import job. The request waits for it (about 10 s by default): 204 when it completed, else 202 with the job (also when it failed within the wait: its status and error say so). Bodies up to 256 MiB.
         */
        patch: operations["updatePriceListPricing"];
        trace?: never;
    };
    "/api/v1/pricing/{sku}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A SKU's stored rows on every price list
         * @description Lists ordered by slug; [] when no list has a price for the SKU.
         */
        get: operations["getSkuPricing"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace one SKU's rows on the price lists named in the body
         * @description The body is validated in full first (any invalid row: 400 and nothing applied), then applied by an import job. The request waits for it (about 10 s by default): 204 when it completed, else 202 with the job (also when it failed within the wait: its status and error say so). Bodies up to 256 MiB.
         */
        patch: operations["updateSkuPricing"];
        trace?: never;
    };
    "/api/v1/batch-update-pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the rows of the SKUs sent, on the price lists each row names (JSON or CSV)
         * @description The body is validated in full first (any invalid row: 400 and nothing applied), then applied by an import job. The request waits for it (about 10 s by default): 204 when it completed, else 202 with the job (also when it failed within the wait: its status and error say so). Bodies up to 256 MiB.
         */
        patch: operations["batchUpdatePricing"];
        trace?: never;
    };
    "/api/v1/pricing/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A customer's prices for a list of SKUs and quantities
         * @description Resolves each line's price for one customer: the customer's own price lists, else its group settings' lists (inherited); per SKU the first list with a price, stored or derived by a rule, wins; inside a list the highest quantity break ≤ the quantity applies, and a variant's price beats its parent SKU's; then the customer's discount is taken off. Prices are net (a row stored as gross is made net at its tax rate); `unit_price_gross` is added when the winning list or the customer's group settings have `tax_inclusive_display`.
         *
         *     A line that cannot be priced carries `error` (`product-not-found`: the SKU is neither in the catalog nor on any of the lists; `price-unavailable`: no list prices it at this quantity) and the answer is 207.
         *
         *     400 `invalid-request-contents` with code `resource-id-not-found` (property `customer_id`) for an unknown customer, `resource-id-invalid` for a customer_id that is not a UUID when looking up by id, and `missing-param` (property `price_lists`) when the customer has no price lists at all (neither its own nor its group settings').
         */
        post: operations["lookupPricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/fetch-customer-pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alias of POST /api/v1/pricing/lookup
         * @description Resolves each line's price for one customer: the customer's own price lists, else its group settings' lists (inherited); per SKU the first list with a price, stored or derived by a rule, wins; inside a list the highest quantity break ≤ the quantity applies, and a variant's price beats its parent SKU's; then the customer's discount is taken off. Prices are net (a row stored as gross is made net at its tax rate); `unit_price_gross` is added when the winning list or the customer's group settings have `tax_inclusive_display`.
         *
         *     A line that cannot be priced carries `error` (`product-not-found`: the SKU is neither in the catalog nor on any of the lists; `price-unavailable`: no list prices it at this quantity) and the answer is 207.
         *
         *     400 `invalid-request-contents` with code `resource-id-not-found` (property `customer_id`) for an unknown customer, `resource-id-invalid` for a customer_id that is not a UUID when looking up by id, and `missing-param` (property `price_lists`) when the customer has no price lists at all (neither its own nor its group settings').
         */
        post: operations["fetchCustomerPricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calculate-pricing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Prices of SKUs on the first of several price lists that prices each
         * @description Per SKU, the first of `price_list_slugs` (in the order sent) with a price, stored or derived through its rules, with all its quantity breaks. No customer, so no discount. SKUs no list prices and unknown slugs are left out; `[]` when no slug names a list.
         */
        post: operations["calculatePricing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stock-locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List stock locations
         * @description The full list in creation order. The location with external id `default` always exists.
         */
        get: operations["listStockLocations"];
        put?: never;
        /** Create a stock location */
        post: operations["createStockLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/stock-locations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a stock location by id or external id */
        get: operations["getStockLocation"];
        put?: never;
        post?: never;
        /**
         * Delete a stock location and its stock levels
         * @description 204 also when no location matched. The default location stays: deleting it removes its stock levels.
         */
        delete: operations["deleteStockLocation"];
        options?: never;
        head?: never;
        /** Rename a stock location or change its external id */
        patch: operations["patchStockLocation"];
        trace?: never;
    };
    "/api/v1/batch-update-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the absolute stock levels of (SKU, location) pairs; pairs not sent stay as they are
         * @description The body is validated in full first (any invalid row: 400 and nothing applied), then applied by an import job. The request waits for it (about 10 s by default): 204 when it completed, else 202 with the job (also when it failed within the wait: its status and error say so). Bodies up to 256 MiB. Invalid items (an unknown location, both or neither location keys, a SKU and location sent twice, a level that is not an integer) are each named with their line in `errors` and in `detail`.
         */
        post: operations["batchUpdateStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch-fetch-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read the stock levels of SKUs (the default location unless filtered)
         * @description SKUs without a level at the chosen locations are left out. An unknown location in the filter: 400 resource-id-not-found.
         */
        post: operations["batchFetchStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch-delete-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove the stock levels of (SKU, location) pairs
         * @description All or nothing: an item naming no location, both keys, or an unknown location is a 400 and nothing is removed. A pair without a level is no error.
         */
        post: operations["batchDeleteStock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a file and get its upload URL
         * @description Registers a file (status `pending`) and returns a signed `upload_url`: PUT the content there within 15 minutes, with `required_headers`, at most 20 MiB. A worker then checks the content against the extension and marks the file `ready` or `rejected`. A disallowed extension, a path that climbs out (`..`), an absolute path, a backslash, a control character or an over-long path: 400 naming the problem.
         */
        post: operations["createFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a file (and, when ready, its download URL) */
        get: operations["getFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Issue a new upload URL for a file
         * @description A new signed upload URL, valid 15 minutes (the previous one stops working); the way to upload a rejected file again. The body is optional.
         */
        patch: operations["patchFile"];
        trace?: never;
    };
    "/api/v1/batch-delete-files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete files
         * @description Deletes the listed files and their content; ids that name no file (in this site and environment) are ignored. A malformed id: 400, nothing deleted.
         */
        post: operations["batchDeleteFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file’s content (signed URL)
         * @description The `download_url` of GET /api/v1/files/{id}, valid 15 minutes; no token and no `Site-Id`. Served with the file’s media type and its name in `Content-Disposition`.
         */
        get: operations["downloadFileContent"];
        /**
         * Upload a file’s content (signed URL)
         * @description The `upload_url` of POST or PATCH /api/v1/files: send the bytes as the body, with `required_headers` (or `application/octet-stream`), at most 20 MiB. No token and no `Site-Id`: the URL is the credential, valid 15 minutes and for one upload. The file becomes `pending` until its content check marks it `ready` or `rejected`.
         */
        put: operations["uploadFileContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a cart for a customer */
        post: operations["createCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a cart: priced lines, totals and validation errors */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a cart: lines (absolute), addresses, PO number, reference, requested date, custom fields, coupon
         * @description Fields left out stay as they are. An unknown SKU or an address outside the customer's book is 400 resource-id-not-found and nothing changes.
         */
        patch: operations["updateCart"];
        trace?: never;
    };
    "/api/v1/carts/{id}/line-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a quantity of a SKU to a cart (to the SKU's line when it has one) */
        post: operations["addCartLineItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/{id}/calculate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calculate a cart: shipping rates, payment methods, discounts, tax and totals
         * @description The body is optional (a bodyless POST calculates without a rate or payment method). Nothing is stored.
         */
        post: operations["calculateCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/carts/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a cart into an order
         * @description Re-prices and re-validates the cart in one transaction, places the order (type `order`, status `placed`; `on_account` adds its total to the customer's balance), deletes the cart (404 after) and queues `order.completed`. Validation errors not listed in `ignore_validation_errors` (`["*"]`: all but `price-unavailable`) are 422 cart-validation-errors. A bodyless POST is accepted and refused like an empty choice.
         */
        post: operations["completeCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order's status (by id)
         * @description Moves an order through `placed → picked → packed → shipped → delivered` (forward moves may skip states), to `cancelled` from any status before `shipped`, or to `on_hold` and back to the status it was held at (or onward from it). `delivered` and `cancelled` are final.
         *
         *     Checked in this order: an `event_id` already applied to this order is a no-op 200; the status in force again is a no-op 200 (no history entry, no event); an `occurred_at` older than the status in force is 409 newer-version-exists; a move the transitions do not allow is 400 invalid-status-transition.
         *
         *     An applied change appends `{status, occurred_at, source, note}` to `status_history` (source: the credential's name), adds the package, moves `updated_at` and queues an `order.status_changed` event with a per-order `sequence`, all in one transaction. Only purchases of type `order` take status updates: any other type is 404.
         */
        patch: operations["updateOrderStatus"];
        trace?: never;
    };
    "/api/v1/orders/{lookupBy}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update an order's status (by id, external, internal or visible id)
         * @description Moves an order through `placed → picked → packed → shipped → delivered` (forward moves may skip states), to `cancelled` from any status before `shipped`, or to `on_hold` and back to the status it was held at (or onward from it). `delivered` and `cancelled` are final.
         *
         *     Checked in this order: an `event_id` already applied to this order is a no-op 200; the status in force again is a no-op 200 (no history entry, no event); an `occurred_at` older than the status in force is 409 newer-version-exists; a move the transitions do not allow is 400 invalid-status-transition.
         *
         *     An applied change appends `{status, occurred_at, source, note}` to `status_history` (source: the credential's name), adds the package, moves `updated_at` and queues an `order.status_changed` event with a per-order `sequence`, all in one transaction. Only purchases of type `order` take status updates: any other type is 404.
         */
        patch: operations["updateOrderStatusByLookup"];
        trace?: never;
    };
    "/api/v1/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Purchases, newest first, offset-paged
         * @description A plain array, no total count. To read everything add `limit` to `offset` after each response and stop at a response with fewer than `limit` purchases, keeping `order_by` and the filters identical. Ties are broken by id, so nothing is repeated or skipped while nothing changes; for incremental syncs filter on `dates[last_updated][gte]`.
         */
        get: operations["listPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/purchases/{lookupBy}/{identifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One purchase by id, external_id, internal or visible id */
        get: operations["getPurchase"];
        /**
         * Create or fully replace a purchase
         * @description The body must repeat the path's identifier. Fields left out are cleared. `calculated_*` and line totals are computed from the lines. Sending the same body again is a no-op 200 that keeps `dates.updated_at`. A customer identifier that matches no customer: 400 resource-id-not-found.
         */
        put: operations["putPurchase"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/batch-upsert-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or fully replace up to 10,000 purchases
         * @description A JSON array of purchases (each as the PUT body; each needs `id` or `identifiers.external`, by which it is matched). The body is validated in full first: any invalid item is a 400 naming every problem (`property` `[item].field`) and nothing is applied. Then an import job applies the items; the request waits for it (about 10 s by default): 204 when it completed, else 202 with the job. An item that fails when applied (a customer that does not exist, a stale `version`, an identifier another purchase holds) is written to the sync error log (data type `purchases`, its external id, a snapshot) and counted in the job's `result.failed`; the others apply. Bodies up to 256 MiB.
         */
        put: operations["batchUpsertPurchases"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status, progress and result of a bulk import job */
        get: operations["getJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync-errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sync errors
         * @description Newest first (last_seen_at, then id), at most 5,000. A bad filter value: 400 parameters-mismatch.
         */
        get: operations["listSyncErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync-log/{integration}/{data_type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sync status of an integration for one data type
         * @description Unknown data_type: 400 parameters-mismatch. A pair nothing was reported for answers null times.
         */
        get: operations["getSyncLog"];
        /**
         * Record a full sync (replaces the errors)
         * @description The errors sent become the open errors of the pair (at most 5,000, each external_id once: a repeat is a 400 naming it); every other open error of the pair is resolved. Omitted timestamps are cleared.
         */
        put: operations["putSyncLog"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Record a partial sync (records or clears single errors)
         * @description Each error sent is recorded, or cleared with `resolved: true` or `message: null`; errors not sent stay.
         */
        patch: operations["patchSyncLog"];
        trace?: never;
    };
    "/api/v1/sync-log/{integration}/{data_type}/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Errors of an integration for one data type
         * @description Open errors (the ones error_count counts) by default, newest first, at most 5,000.
         */
        get: operations["listSyncLogErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sync-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Clear the sync log
         * @description Deletes the sync errors and statuses of this site and environment; `integration` and `data_type` narrow it. 204 even when nothing matched.
         */
        delete: operations["deleteSyncLog"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Every endpoint of the site environment, oldest first. Secrets are never listed.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Events of the chosen topics are POSTed to `url`, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>`) with the returned `secret`, which is shown only here. A `url` whose host is or resolves to a loopback, private, link-local or unique-local address is 400 `invalid-request-contents` (`keyword-mismatch` on `url`) unless the hub allows private URLs (WEBHOOK_ALLOW_PRIVATE_URLS).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery log
         * @description Newest first (at the same moment, the later event first), ties by id; offset paging (`limit` 1–500, unset means 500; `offset`). Optional `status` filter.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivered or failed event again
         * @description No body. A new delivery of the same event (same `webhook-id`), queued at once, with its own retries.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PriceUpdateItem: {
            /** @example WID-BLUE-10 */
            sku: string;
            /**
             * @description Percent, 0–100.
             * @example 20
             */
            display_tax_rate?: string | number | null;
            /** @description The SKU's new set of rows on the list; empty removes the SKU's prices. */
            pricing: components["schemas"]["PriceUpdateEntry"][];
        };
        PriceUpdateEntry: {
            /**
             * @description The quantity break (integer ≥ 1): the price applies from this quantity up.
             * @example 1
             */
            quantity: number;
            /**
             * @description Not negative, at most 4 decimal places; a JSON number or a decimal string.
             * @example 12.34
             */
            price: string | number;
            /** @example box */
            unit_of_measure?: string | null;
            /** @enum {string|null} */
            tax_type?: "net" | "gross" | null;
            /**
             * @description Percent, 0–100: this row's own rate, as rows are read back; absent, the item's display_tax_rate applies.
             * @example 20
             */
            display_tax_rate?: string | number | null;
        };
        BatchPriceUpdateItem: {
            /**
             * @description An existing price list of the site.
             * @example wholesale-eur
             */
            price_list_slug: string;
            /** @example WID-BLUE-10 */
            sku: string;
            /**
             * @description Percent, 0–100.
             * @example 20
             */
            display_tax_rate?: string | number | null;
            /** @description The SKU's new set of rows on the list; empty removes the SKU's prices. */
            pricing: components["schemas"]["PriceUpdateEntry"][];
        };
        SkuPriceUpdateItem: {
            /**
             * @description An existing price list of the site.
             * @example wholesale-eur
             */
            price_list_slug: string;
            /**
             * @description Percent, 0–100.
             * @example 20
             */
            display_tax_rate?: string | number | null;
            /** @description The SKU's new set of rows on the list; empty removes the SKU's prices. */
            pricing: components["schemas"]["PriceUpdateEntry"][];
        };
        PriceUpdateProblem: {
            type?: string;
            /** @enum {string} */
            title: "invalid-request-contents";
            /** @enum {number} */
            status: 400;
            /** @example 2 invalid row(s); nothing was applied */
            detail: string;
            /** @description Every invalid row, the first 1,000 by line. */
            errors: components["schemas"]["PriceUpdateError"][];
            request_id?: string;
        };
        PriceUpdateError: {
            /** @description JSON: the 1-based index of the item in the array. CSV: the line the record starts on, the header being line 1 (blank lines and line breaks inside quoted cells count). 0: the body as a whole (empty, not a JSON array, not valid JSON, no CSV header row). */
            line: number;
            /** @example pricing[0].price */
            field: string;
            message: string;
        };
        /** @description Exactly one of `stock_location_id` and `stock_location_external_id`. The item is the pair's whole record: an optional field left out is stored as null. The SKU need not be a known variant. */
        StockUpdateItem: {
            /** @example TSHIRT-RED-M */
            sku: string;
            /**
             * Format: uuid
             * @description A stock location id.
             * @example 0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b
             */
            stock_location_id?: string;
            /**
             * @description A stock location's external id (`default`: the default location).
             * @example wh-berlin
             */
            stock_location_external_id?: string;
            /**
             * @description The absolute level (an integer; negative for oversold stock).
             * @example 42
             */
            stock_level: number;
            /**
             * Format: date
             * @description YYYY-MM-DD; null or left out: none.
             * @example 2026-12-15
             */
            restock_date?: string | null;
            /**
             * @description null or left out: none.
             * @example 5
             */
            min_stock_level?: number | null;
        };
        StockUpdateProblem: {
            type?: string;
            /** @enum {string} */
            title: "invalid-request-contents";
            /** @enum {number} */
            status: 400;
            /** @example 1 invalid row(s); nothing was applied. line 2 stock_level: stock_level must be an integer (a JSON number without a fraction), not 4.5 */
            detail: string;
            /** @description Every problem, the first 1,000 by line. */
            errors: components["schemas"]["StockUpdateError"][];
            request_id?: string;
        };
        StockUpdateError: {
            /** @example resource-id-not-found */
            code: string;
            /** @example no stock location with external id "wh-hamburg" */
            message: string;
            /** @example stock_location_external_id */
            property: string;
            /** @description The 1-based index of the item in the array; 0: the body as a whole (empty, not a JSON array, not valid JSON). */
            line: number;
        };
        TokenResponse: {
            /** @enum {string} */
            token_type: "Bearer";
            /** @enum {number} */
            expires_in: 3600;
            /** @description Opaque bearer token, valid for the site and environment it was issued for. */
            access_token: string;
        };
        OAuthProblem: {
            /** @enum {string} */
            title: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "access_denied" | "too-many-requests";
            status: number;
            detail: string;
        };
        Problem: {
            type?: string;
            /** @example invalid-request-contents */
            title: string;
            status: number;
            detail: string;
            errors?: {
                code: components["schemas"]["ProblemCode"];
                message: string;
                property?: string;
            }[];
            request_id?: string;
        };
        /** @enum {string} */
        ProblemCode: "keyword-mismatch" | "body-mismatch" | "headers-mismatch" | "parameters-mismatch" | "path-mismatch" | "missing-param" | "resource-already-exists" | "resource-id-not-found" | "resource-id-invalid" | "resource-in-use" | "duplicate-external-id" | "newer-version-exists" | "concurrent-update" | "idempotency-key-reused" | "invalid-status-transition";
        TokenRequest: {
            /** @example client_credentials */
            grant_type: string;
            client_id: string;
            client_secret: string;
        };
        ProductList: components["schemas"]["Product"][];
        Product: {
            /** Format: uuid */
            id: string;
            external_id: string | null;
            slug: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            status: "active" | "draft" | "archived";
            sku: string | null;
            variants: components["schemas"]["Variant"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        Variant: {
            /** Format: uuid */
            id: string;
            external_id: string | null;
            sku: string;
            title: string | null;
            options: {
                [key: string]: string;
            };
            weight_grams: number | null;
            pack_size: number;
            min_quantity: number | null;
            max_quantity: number | null;
            /**
             * @description Percent with 4 places, e.g. "20.0000".
             * @example 20.0000
             */
            tax_rate: string | null;
            track_stock: boolean;
            allow_backorder: boolean;
            active: boolean;
        };
        ProductInput: {
            /**
             * Format: uuid
             * @description Required, equal to the path id, when looking up by id; otherwise only to create with a chosen id.
             */
            id?: string;
            external_id?: string | null;
            slug: string;
            title: string;
            description?: string | null;
            /**
             * @description Default active.
             * @enum {string|null}
             */
            status?: "active" | "draft" | "archived" | null;
            /** @description Optional parent SKU (prices may be set on it). */
            sku?: string | null;
            /** @description The complete set of variants; variants not sent are deleted. Omitted means none. */
            variants?: components["schemas"]["VariantInput"][] | null;
        };
        VariantInput: {
            /**
             * Format: uuid
             * @description Keeps the variant (and its id) when it already belongs to this product.
             */
            id?: string;
            external_id?: string | null;
            /** @description Unique across all variants and parent SKUs of the environment. */
            sku: string;
            title?: string | null;
            /**
             * @example {
             *       "colour": "blue"
             *     }
             */
            options?: {
                [key: string]: string;
            } | null;
            weight_grams?: number | null;
            /** @description Order quantities are multiples of it; default 1. */
            pack_size?: number | null;
            min_quantity?: number | null;
            max_quantity?: number | null;
            /**
             * @description Percent, 0–100, at most 4 decimal places. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 20.0000
             */
            tax_rate?: string | number;
            track_stock?: boolean | null;
            allow_backorder?: boolean | null;
            active?: boolean | null;
        };
        VariantWithProduct: components["schemas"]["Variant"] & {
            /** Format: uuid */
            product_id: string;
        };
        CustomerList: components["schemas"]["Customer"][];
        Customer: {
            /** Format: uuid */
            id: string;
            external_id: string | null;
            email: string;
            first_name: string | null;
            last_name: string | null;
            company_name: string | null;
            accounting_id: string | null;
            /** @enum {string} */
            status: "active" | "disabled";
            group: string;
            /** @enum {string} */
            role: "main" | "limited-customer" | "sales-agent" | "sales-admin";
            price_lists: string[];
            /** @example 12.50 */
            discount_percentage: string | null;
            tax_exempt: boolean;
            /** @example EUR */
            currency_code: string | null;
            payment_on_account: {
                /**
                 * @description In the customer's currency's minor units (2 places without a currency).
                 * @example 5000.00
                 */
                credit_limit: string | null;
                /**
                 * @description In the customer's currency's minor units (2 places without a currency).
                 * @example 120.00
                 */
                balance: string;
                net_terms_days: number | null;
            };
            allowed_payment_methods: ("invoice" | "on_account" | "upfront")[] | null;
            addresses: components["schemas"]["CustomerAddress"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        CustomerAddress: {
            /** Format: uuid */
            id: string;
            external_id: string | null;
            first_name: string | null;
            last_name: string | null;
            company: string | null;
            address_line1: string | null;
            address_line2: string | null;
            city: string | null;
            region_code: string | null;
            postal_code: string | null;
            /** @example DE */
            country_code: string | null;
            phone: string | null;
            is_default_shipping: boolean;
            is_default_billing: boolean;
        };
        /** @description A full replace: fields left out are cleared to their defaults. */
        CustomerPut: {
            /**
             * Format: uuid
             * @description When sent, must be the customer’s id; a PUT by id must send it (equal to the path id).
             * @example 6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21
             */
            id?: string;
            /**
             * @description Unique per site and environment.
             * @example ERP-10042
             */
            external_id?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            company_name?: string | null;
            accounting_id?: string | null;
            /** @enum {string} */
            status?: "active" | "disabled";
            /**
             * @description Customer group slug; must exist (base always does).
             * @example base
             */
            group?: string;
            /** @enum {string} */
            role?: "main" | "limited-customer" | "sales-agent" | "sales-admin";
            /**
             * @description Price list slugs in priority order; empty uses the group settings.
             * @example [
             *       "wholesale-eur",
             *       "retail-eur"
             *     ]
             */
            price_lists?: string[];
            /**
             * @description Percent taken off every price, 0–100, at most 2 places. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 12.50
             */
            discount_percentage?: string | number;
            tax_exempt?: boolean;
            /**
             * @description ISO 4217; any case in requests, upper case in responses.
             * @example EUR
             */
            currency_code?: string | null;
            payment_on_account?: components["schemas"]["CustomerPaymentOnAccountInput"];
            /**
             * @description invoice, on_account, upfront (aliases paymentByInvoice, paymentOnAccount, upfrontPayment); null inherits the group settings.
             * @example [
             *       "invoice",
             *       "on_account"
             *     ]
             */
            allowed_payment_methods?: ("invoice" | "on_account" | "upfront" | "paymentByInvoice" | "paymentOnAccount" | "upfrontPayment")[] | null;
            /** @description The full address list; addresses not sent are deleted. */
            addresses?: components["schemas"]["CustomerAddressInput"][];
            /**
             * Format: email
             * @description Unique per site and environment, matched case-insensitively, stored lower-cased.
             * @example buyer@example.com
             */
            email: string;
        };
        CustomerPaymentOnAccountInput: {
            /**
             * @description Credit limit on account, not negative, at most the currency's minor-unit places (2 without a currency); null means no limit. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 5000.00
             */
            credit_limit?: string | number;
            /**
             * @description Outstanding balance on account (negative is a credit), at most the currency's minor-unit places (2 without a currency). A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 120.00
             */
            balance?: string | number;
            /**
             * @description Payment terms in days.
             * @example 30
             */
            net_terms_days?: number | null;
        } | null;
        CustomerAddressInput: {
            /**
             * Format: uuid
             * @description An existing address of this customer to keep (its id stays the same).
             * @example 6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21
             */
            id?: string;
            /** @description Matches an existing address of this customer when no id is sent. */
            external_id?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            company?: string | null;
            address_line1?: string | null;
            address_line2?: string | null;
            city?: string | null;
            region_code?: string | null;
            postal_code?: string | null;
            /**
             * @description ISO 3166-1 alpha-2; upper case in responses.
             * @example DE
             */
            country_code?: string | null;
            phone?: string | null;
            is_default_shipping?: boolean;
            is_default_billing?: boolean;
        };
        /** @description Only the fields sent change; addresses, when sent, replace the list. */
        CustomerPatch: {
            /**
             * Format: uuid
             * @description When sent, must be the customer’s id; a PUT by id must send it (equal to the path id).
             * @example 6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21
             */
            id?: string;
            /**
             * @description Unique per site and environment.
             * @example ERP-10042
             */
            external_id?: string | null;
            first_name?: string | null;
            last_name?: string | null;
            company_name?: string | null;
            accounting_id?: string | null;
            /** @enum {string} */
            status?: "active" | "disabled";
            /**
             * @description Customer group slug; must exist (base always does).
             * @example base
             */
            group?: string;
            /** @enum {string} */
            role?: "main" | "limited-customer" | "sales-agent" | "sales-admin";
            /**
             * @description Price list slugs in priority order; empty uses the group settings.
             * @example [
             *       "wholesale-eur",
             *       "retail-eur"
             *     ]
             */
            price_lists?: string[];
            /**
             * @description Percent taken off every price, 0–100, at most 2 places. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 12.50
             */
            discount_percentage?: string | number;
            tax_exempt?: boolean;
            /**
             * @description ISO 4217; any case in requests, upper case in responses.
             * @example EUR
             */
            currency_code?: string | null;
            payment_on_account?: components["schemas"]["CustomerPaymentOnAccountInput"];
            /**
             * @description invoice, on_account, upfront (aliases paymentByInvoice, paymentOnAccount, upfrontPayment); null inherits the group settings.
             * @example [
             *       "invoice",
             *       "on_account"
             *     ]
             */
            allowed_payment_methods?: ("invoice" | "on_account" | "upfront" | "paymentByInvoice" | "paymentOnAccount" | "upfrontPayment")[] | null;
            /** @description The full address list; addresses not sent are deleted. */
            addresses?: components["schemas"]["CustomerAddressInput"][];
            /**
             * Format: email
             * @description Unique per site and environment, matched case-insensitively, stored lower-cased.
             * @example buyer@example.com
             */
            email?: string;
        };
        /** @description Every customer group of the site and environment, `base` first, then the others by slug. */
        CustomerGroupList: components["schemas"]["CustomerGroup"][];
        CustomerGroup: {
            /** @example wholesale */
            slug: string;
            /** @example Wholesale */
            name: string;
            /**
             * @description The parent group; null only for `base`, the root of every chain.
             * @example base
             */
            parent_slug: string | null;
        };
        CustomerGroupCreate: {
            /** @example wholesale */
            slug: string;
            /** @example Wholesale */
            name: string;
            /**
             * @description Must name an existing group; absent or null means `base`.
             * @example base
             */
            parent_slug?: string | null;
        };
        CustomerGroupUpdate: {
            /**
             * @description Optional; if sent it must equal the path slug (slugs cannot be changed).
             * @example wholesale
             */
            slug?: string;
            /** @example Wholesale EU */
            name?: string;
            /**
             * @description A new parent (null means `base`). The group may not become its own ancestor, and `base` cannot be given a parent.
             * @example wholesale
             */
            parent_slug?: string | null;
        };
        /** @description The group's effective settings: each field's value and where it comes from. A field whose `source` is `own` is the group's own value; built-in defaults: price_lists [], all payment methods, no order limits, USD, tax_inclusive_display false, default_tax_rate "0". */
        GroupSettings: {
            /** @example wholesale */
            group_slug: string;
            settings: {
                price_lists: {
                    value: string[];
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
                allowed_payment_methods: {
                    value: ("invoice" | "on_account" | "upfront")[];
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
                minimum_order_value: {
                    /**
                     * @description Decimal string in the currency's minor units; null = no minimum.
                     * @example 250.00
                     */
                    value: string | null;
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
                maximum_order_value: {
                    /**
                     * @description null = no maximum.
                     * @example 10000.00
                     */
                    value: string | null;
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
                currency_code: {
                    /** @example EUR */
                    value: string;
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
                tax_inclusive_display: {
                    value: boolean;
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
                default_tax_rate: {
                    /**
                     * @description Percent.
                     * @example 20
                     */
                    value: string;
                    /**
                     * @description `own`: set on this group; `inherited`: set on the ancestor named in `source_group`; `default`: set on no group in the chain.
                     * @enum {string}
                     */
                    source: "own" | "inherited" | "default";
                    /**
                     * @description The group the value comes from; null for a built-in default.
                     * @example base
                     */
                    source_group: string | null;
                };
            };
        };
        /** @description A full replace of the group's own values: a field that is null or left out is unset, and the group inherits it from its parent chain (or the built-in default). */
        GroupSettingsUpdate: {
            /**
             * @description Price list slugs in priority order (format checked only; the lists may be created later). `[]` means none.
             * @example [
             *       "wholesale-eur",
             *       "retail-eur"
             *     ]
             */
            price_lists?: string[] | null;
            /**
             * @description At least one of invoice, on_account, upfront (aliases paymentByInvoice, paymentOnAccount, upfrontPayment accepted).
             * @example [
             *       "invoice",
             *       "on_account"
             *     ]
             */
            allowed_payment_methods?: ("invoice" | "on_account" | "upfront" | "paymentByInvoice" | "paymentOnAccount" | "upfrontPayment")[] | null;
            /**
             * @description Smallest cart total allowed, in the effective currency; at most its minor-unit places. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 250.00
             */
            minimum_order_value?: string | number | null;
            /**
             * @description Largest cart total allowed, in the effective currency; not below the minimum. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 250.00
             */
            maximum_order_value?: string | number | null;
            /**
             * @description ISO 4217, any case.
             * @example EUR
             */
            currency_code?: string | null;
            /** @description Show prices with tax added. */
            tax_inclusive_display?: boolean | null;
            /**
             * @description Tax rate in percent (0-100) for variants without their own. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 20
             */
            default_tax_rate?: string | number | null;
        };
        /** @description Every discount, by priority then name. */
        DiscountList: components["schemas"]["Discount"][];
        Discount: {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "order_total" | "order_items" | "shipping";
            /** @enum {string} */
            amount_type: "percentage" | "fixed";
            /**
             * @description Decimal string, 4 places (a percentage, or a fixed amount: discounts have no currency).
             * @example 10.0000
             */
            amount: string;
            /**
             * @description Decimal string, 4 places (no currency, like amount).
             * @example 100.0000
             */
            min_spend: string | null;
            min_items: number | null;
            customer_groups: string[];
            code: string | null;
            priority: number;
            /** Format: date-time */
            starts_at: string | null;
            /** Format: date-time */
            ends_at: string | null;
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Defaults: customer_groups [], priority 0, active true, everything else null. */
        DiscountCreate: {
            /** @example Spring sale */
            name: string;
            /**
             * @description What the discount reduces: the order total, the item lines, or shipping.
             * @enum {string}
             */
            kind: "order_total" | "order_items" | "shipping";
            /** @enum {string} */
            amount_type: "percentage" | "fixed";
            /**
             * @description Greater than 0, at most 4 places; a percentage is at most 100. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 10
             */
            amount: string | number;
            /**
             * @description Smallest subtotal the discount needs, at most 4 places; null = none. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 100.00
             */
            min_spend?: string | number | null;
            /** @description Smallest number of items the discount needs; null = none. */
            min_items?: number | null;
            /** @description Existing customer group slugs the discount is limited to; empty = every customer. */
            customer_groups?: string[];
            /**
             * @description Coupon code; null = applied without one. Unique (case-insensitively) among active discounts.
             * @example SPRING10
             */
            code?: string | null;
            /** @description Lower numbers are considered first. */
            priority?: number;
            /**
             * Format: date-time
             * @description RFC 3339, years 0001-9999 in UTC; null = already started.
             * @example 2026-03-01T00:00:00Z
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description RFC 3339, years 0001-9999 in UTC, after starts_at; null = open-ended.
             * @example 2026-03-01T00:00:00Z
             */
            ends_at?: string | null;
            active?: boolean;
        };
        /** @description A partial update: fields left out keep their value; null clears an optional field. */
        DiscountUpdate: {
            /** @example Spring sale */
            name?: string;
            /**
             * @description What the discount reduces: the order total, the item lines, or shipping.
             * @enum {string}
             */
            kind?: "order_total" | "order_items" | "shipping";
            /** @enum {string} */
            amount_type?: "percentage" | "fixed";
            /**
             * @description Greater than 0, at most 4 places; a percentage is at most 100. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 10
             */
            amount?: string | number;
            /**
             * @description Smallest subtotal the discount needs, at most 4 places; null = none. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 100.00
             */
            min_spend?: string | number | null;
            /** @description Smallest number of items the discount needs; null = none. */
            min_items?: number | null;
            /** @description Existing customer group slugs the discount is limited to; empty = every customer. */
            customer_groups?: string[];
            /**
             * @description Coupon code; null = applied without one. Unique (case-insensitively) among active discounts.
             * @example SPRING10
             */
            code?: string | null;
            /** @description Lower numbers are considered first. */
            priority?: number;
            /**
             * Format: date-time
             * @description RFC 3339, years 0001-9999 in UTC; null = already started.
             * @example 2026-03-01T00:00:00Z
             */
            starts_at?: string | null;
            /**
             * Format: date-time
             * @description RFC 3339, years 0001-9999 in UTC, after starts_at; null = open-ended.
             * @example 2026-03-01T00:00:00Z
             */
            ends_at?: string | null;
            active?: boolean;
        };
        /** @description Every shipping method, by priority then title. */
        ShippingMethodList: components["schemas"]["ShippingMethod"][];
        ShippingMethod: {
            /** Format: uuid */
            id: string;
            slug: string;
            title: string;
            priority: number;
            countries: string[];
            customer_groups: string[];
            bands: components["schemas"]["ShippingBand"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        ShippingBand: {
            name: string;
            requirement: {
                /** @enum {string} */
                type: "weight" | "order_value";
                /**
                 * @description Grams as an integer string, or an order value with 4 places (shipping methods have no currency).
                 * @example 0
                 */
                min: string;
                /** @example 5000 */
                max: string | null;
            };
            cost: {
                /** @enum {string} */
                type: "free" | "fixed" | "percentage";
                /**
                 * @description 4 places; "0.0000" when free.
                 * @example 4.9500
                 */
                amount: string;
            };
        };
        /** @description Defaults: priority 0, countries [], customer_groups []. */
        ShippingMethodCreate: {
            /** @example standard */
            slug: string;
            /** @example Standard delivery */
            title: string;
            /** @description Lower numbers are listed first. */
            priority?: number;
            /**
             * @description ISO 3166-1 alpha-2 codes, any case; empty = every country.
             * @example [
             *       "DE",
             *       "AT"
             *     ]
             */
            countries?: string[];
            /** @description Existing customer group slugs; empty = every customer. */
            customer_groups?: string[];
            /** @description Rate bands; the first band (in this order) whose requirement the cart meets gives the rate. */
            bands: components["schemas"]["ShippingBandInput"][];
        };
        ShippingBandInput: {
            /** @example Up to 5 kg */
            name: string;
            requirement: components["schemas"]["ShippingBandRequirement"];
            cost: components["schemas"]["ShippingBandCost"];
        };
        ShippingBandRequirement: {
            /**
             * @description `weight` in whole grams, or `order_value` (the cart subtotal).
             * @enum {string}
             */
            type: "weight" | "order_value";
            /**
             * @description Inclusive lower bound; default 0. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 0
             */
            min?: string | number;
            /**
             * @description Inclusive upper bound, not below min; null or absent = no upper bound. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 5000
             */
            max?: string | number | null;
        };
        ShippingBandCost: {
            /**
             * @description `free`; `fixed` amount; or `percentage` (0-100) of the order value.
             * @enum {string}
             */
            type: "free" | "fixed" | "percentage";
            /**
             * @description Required for fixed and percentage; 0 or absent for free. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 4.95
             */
            amount?: string | number;
        };
        /** @description A partial update; `bands`, when sent, replaces every band. */
        ShippingMethodUpdate: {
            /** @example standard */
            slug?: string;
            /** @example Standard delivery */
            title?: string;
            /** @description Lower numbers are listed first. */
            priority?: number;
            /**
             * @description ISO 3166-1 alpha-2 codes, any case; empty = every country.
             * @example [
             *       "DE",
             *       "AT"
             *     ]
             */
            countries?: string[];
            /** @description Existing customer group slugs; empty = every customer. */
            customer_groups?: string[];
            /** @description Rate bands; the first band (in this order) whose requirement the cart meets gives the rate. */
            bands?: components["schemas"]["ShippingBandInput"][];
        };
        PriceListArray: components["schemas"]["PriceList"][];
        PriceList: {
            slug: string;
            name: string;
            /** @example EUR */
            currency_code: string;
            /** @enum {string} */
            source: "custom" | "platform" | "integration";
            tax_inclusive_display: boolean;
            rules: components["schemas"]["PriceListRule"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        PriceListRule: {
            source_price_list_slug: string;
            /**
             * @description Fraction with 6 places.
             * @example 0.150000
             */
            adjustment_percentage: string;
            /** @enum {string} */
            adjustment_direction: "plus" | "minus";
            /**
             * @description 8 places.
             * @example 1.17000000
             */
            currency_exchange_rate: string;
        };
        PriceListPage: {
            data: components["schemas"]["PriceList"][];
            pagination: components["schemas"]["Pagination"];
        };
        Pagination: {
            total: number;
            per_page: number;
            current_page: number;
            /** @description ceil(total / per_page), but at least 1, so "until current_page equals total_pages" ends. */
            total_pages: number;
        };
        PriceListWithManualPriceCountPage: {
            data: components["schemas"]["PriceListWithManualPriceCount"][];
            pagination: components["schemas"]["Pagination"];
        };
        PriceListWithManualPriceCount: components["schemas"]["PriceList"] & {
            /** @description Distinct SKUs with prices stored on the list. */
            num_manual_prices: number;
        };
        PriceListCreateInput: {
            /** @example trade-eur */
            slug: string;
            /** @example Trade (EUR) */
            name: string;
            /**
             * @description ISO 4217; any case in, upper case out.
             * @example EUR
             */
            currency_code: string;
            /**
             * @description Default custom; cannot change later.
             * @enum {string}
             */
            source?: "custom" | "platform" | "integration";
            /** @description Default false. */
            tax_inclusive_display?: boolean;
            /** @description Derive prices from other lists, tried in order, when this list has no stored price for a SKU. At most 10 rules; a price may pass through at most 5 rules in a row (this list's, its sources', and those of lists that take prices from this one), and no rule may lead back to this list. Past either bound, or on a cycle: 400 keyword-mismatch. */
            rules?: components["schemas"]["PriceListRuleInput"][];
        };
        PriceListRuleInput: {
            /**
             * @description Another list of the same environment.
             * @example base-gbp
             */
            source_price_list_slug: string;
            /**
             * @description A fraction 0–1 (0.15 = 15 %), at most 6 places; default 0. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 0.15
             */
            adjustment_percentage?: string | number;
            /**
             * @description Default plus.
             * @enum {string}
             */
            adjustment_direction?: "plus" | "minus";
            /**
             * @description Multiplies the source price; greater than 0, at most 8 places; default 1. A JSON number or a decimal string in requests; a decimal string in responses.
             * @example 1.17
             */
            currency_exchange_rate?: string | number;
        };
        PriceListUpdateInput: {
            name?: string;
            /**
             * @description Relabels the stored prices; nothing is converted.
             * @example EUR
             */
            currency_code?: string;
            tax_inclusive_display?: boolean;
            /** @description Replaces every rule of the list when sent. At most 10 rules; a price may pass through at most 5 rules in a row (this list's, its sources', and those of lists that take prices from this one), and no rule may lead back to this list. Past either bound, or on a cycle: 400 keyword-mismatch. */
            rules?: components["schemas"]["PriceListRuleInput"][];
            /** @description Immutable: only the current value is accepted. */
            slug?: string;
            /** @description Immutable: only the current value is accepted. */
            source?: string;
        };
        PriceRow: {
            sku: string;
            /** @description The quantity break. */
            quantity: number;
            /**
             * @description Up to 4 decimal places. A JSON number written from the stored decimal with trailing zeros dropped (10.4, 12, 0.0001), never through a float: read it with a decimal-aware JSON parser when exactness past 15 significant digits matters.
             * @example 10.4
             */
            price: number;
            unit_of_measure: string | null;
            /** @enum {string|null} */
            tax_type: "net" | "gross" | null;
            /**
             * @description Percent, 0–100, or null. A JSON number written from the stored decimal with trailing zeros dropped (10.4, 12, 0.0001), never through a float: read it with a decimal-aware JSON parser when exactness past 15 significant digits matters.
             * @example 20
             */
            display_tax_rate: number | null;
        };
        SkuPricing: {
            price_list_slug: string;
            pricing: {
                /** @description The quantity break. */
                quantity: number;
                /**
                 * @description Up to 4 decimal places. A JSON number written from the stored decimal with trailing zeros dropped (10.4, 12, 0.0001), never through a float: read it with a decimal-aware JSON parser when exactness past 15 significant digits matters.
                 * @example 10.4
                 */
                price: number;
                unit_of_measure: string | null;
                /** @enum {string|null} */
                tax_type: "net" | "gross" | null;
                /**
                 * @description Percent, 0–100, or null. A JSON number written from the stored decimal with trailing zeros dropped (10.4, 12, 0.0001), never through a float: read it with a decimal-aware JSON parser when exactness past 15 significant digits matters.
                 * @example 20
                 */
                display_tax_rate: number | null;
            }[];
        }[];
        Job: {
            /** Format: uuid */
            id: string;
            /** @example price-import */
            type: string;
            /** @enum {string} */
            status: "queued" | "running" | "completed" | "failed";
            progress: {
                processed: number;
                total: number;
            };
            result: {
                applied: number;
                unchanged: number;
                removed: number;
                failed: number;
            } | null;
            error?: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            finished_at: string | null;
        };
        PricingLookupResponse: {
            /**
             * Format: uuid
             * @description The customer's id, whatever `customer_lookup_by` was.
             */
            customer_id: string;
            /**
             * @description The currency of the first priced line's price list; when no line is priced, the customer's currency_code, else its group settings' currency_code. Lines are never converted: a line priced from a list in another currency keeps that list's amounts (explain notes it).
             * @example EUR
             */
            currency_code: string;
            line_items: (components["schemas"]["PricedLine"] | components["schemas"]["UnpricedLine"])[];
        };
        PricedLine: {
            sku: string;
            quantity: number;
            /**
             * @description Net, after the customer discount, 4 decimal places. A row stored as gross (tax_type gross) is made net at its tax rate (display_tax_rate, else the variant tax_rate, else the settings default_tax_rate).
             * @example 12.3400
             */
            unit_price: string;
            /**
             * @description unit_price × quantity in the currency's minor units.
             * @example 123.40
             */
            line_total: string;
            price_list_slug: string;
            /**
             * @description The currency of this line's price list. Lines are never converted, so it differs from the top-level currency_code when the customer's lists use several currencies.
             * @example EUR
             */
            currency_code: string;
            /** @description Every break of the winning list for the SKU (or its parent's), net, before the discount. */
            price_breaks: components["schemas"]["PriceBreak"][];
            /**
             * @description The customer's discount applied, percent with 2 places.
             * @example 5.00
             */
            discount_percentage: string;
            /**
             * @description Only when the winning list or the customer's group settings have tax_inclusive_display: unit_price plus tax at display_tax_rate, else the variant tax_rate, else the settings default_tax_rate. For a row stored as gross, exactly the stored gross less the discount.
             * @example 12.3400
             */
            unit_price_gross?: string;
            explain?: components["schemas"]["PricingExplainStep"][];
        };
        PriceBreak: {
            quantity: number;
            /**
             * @description Unit price, 4 decimal places.
             * @example 12.3400
             */
            price: string;
        };
        PricingExplainStep: {
            price_list_slug: string;
            /** @enum {string} */
            outcome: "used" | "no-price" | "below-first-break" | "unknown-list" | "derived-source-missing";
            /** @example stored price 12.3400 for SKU WID-BLUE-10 at break 10 */
            reason: string;
        };
        UnpricedLine: {
            sku: string;
            quantity: number;
            error: {
                /** @enum {string} */
                code: "product-not-found" | "price-unavailable";
                message: string;
            };
            explain?: components["schemas"]["PricingExplainStep"][];
        };
        PricingLookupRequest: {
            /** @example 6f1c3c2e-2b7a-4d39-9f55-0c9a3f0f1d21 */
            customer_id: string;
            /**
             * @description How `customer_id` is matched: `id` (alias `sparklayer`, default), `external_id` (alias `platform`) or `email`.
             * @default id
             * @enum {string}
             */
            customer_lookup_by: "id" | "external_id" | "email" | "sparklayer" | "platform";
            /** @description 1–500 lines; a SKU may appear more than once and each line is priced on its own. */
            line_items: {
                /** @example WID-BLUE-10 */
                sku: string;
                /** @example 10 */
                quantity: number;
            }[];
        };
        CalculatedPricing: {
            sku: string;
            price_list_slug: string;
            pricing: components["schemas"]["PriceBreak"][];
        }[];
        CalculatePricingRequest: {
            skus: string[];
            price_list_slugs: string[];
        };
        /** @description Every stock location of the site environment, in creation order (the default location first). */
        StockLocationList: components["schemas"]["StockLocation"][];
        StockLocation: {
            /** Format: uuid */
            id: string;
            name: string;
            external_id: string | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description Another location already holding `external_id`: 409 duplicate-external-id. */
        StockLocationCreate: {
            /** @example Berlin warehouse */
            name: string;
            /**
             * @description Your own identifier (the WMS code); unique per site and environment. `default` is the default location.
             * @example wh-berlin
             */
            external_id?: string | null;
        };
        /** @description A partial update. `external_id: null` removes it; the default location keeps `default`. */
        StockLocationUpdate: {
            /** @example Berlin warehouse */
            name?: string;
            /**
             * @description Your own identifier (the WMS code); unique per site and environment. `default` is the default location.
             * @example wh-berlin
             */
            external_id?: string | null;
        };
        /** @description The SKUs asked for that have levels at the chosen locations, in the order asked (each once); levels in location order. */
        StockFetchResult: components["schemas"]["SkuStockLevels"][];
        SkuStockLevels: {
            sku: string;
            stock_levels: components["schemas"]["StockLevel"][];
        };
        /** @description A level at one location: the fields the contract names, none of them null (a field without a value is left out). */
        StockLevel: {
            /** Format: uuid */
            stock_location_id: string;
            /** @description The location's external id; left out when it has none. */
            stock_location_external_id?: string;
            stock_level: number;
            /**
             * Format: date
             * @description Left out when none is set.
             * @example 2026-12-15
             */
            restock_date?: string;
            /** @description Left out when none is set. */
            min_stock_level?: number;
        };
        StockFetchRequest: {
            /** @description Up to 10,000 SKUs. */
            skus: string[];
            /** @description Without a filter (or with neither a list nor all_stock_locations): the default location only. */
            filter?: {
                /** @description Only these locations (ids). */
                stock_location_ids?: string[];
                /** @description Only these locations (external ids); together with stock_location_ids. */
                stock_location_external_ids?: string[];
                /** @description Every location; not together with a list of locations. */
                all_stock_locations?: boolean;
            };
        };
        /** @description Up to 10,000 (SKU, location) pairs. */
        StockDeleteRequest: components["schemas"]["StockDeleteItem"][];
        /** @description Exactly one of `stock_location_id` and `stock_location_external_id`. */
        StockDeleteItem: {
            /** @example TSHIRT-RED-M */
            sku: string;
            /**
             * Format: uuid
             * @description A stock location id.
             * @example 0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b
             */
            stock_location_id?: string | null;
            /**
             * @description A stock location's external id (`default`: the default location).
             * @example wh-berlin
             */
            stock_location_external_id?: string | null;
        };
        FileUpload: {
            /** @example 7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21 */
            id: string;
            /** @example invoices/2026/inv-1001.pdf */
            file_path: string;
            /**
             * @description `pending` until uploaded content passed its check, then `ready` (downloadable) or `rejected` (the content did not match the extension; GET answers 410).
             * @enum {string}
             */
            status: "pending" | "ready" | "rejected";
            /**
             * @description The media type the file is served with (from its extension).
             * @example application/pdf
             */
            content_type: string;
            /** @description Bytes of the uploaded content; null before the first upload. */
            size: number | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            expires_at: string | null;
            /** @description When the current content was uploaded; null before the first upload. */
            uploaded_at: string | null;
            created_at: string;
            updated_at: string;
            /**
             * @description A signed URL to PUT the content to (no token needed), valid for 15 minutes and for one upload; at most 20 MiB.
             * @example http://localhost:3000/api/v1/files/7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21/content?site=demo&expires=1795000000&signature=…
             */
            upload_url: string;
            /**
             * @description Headers to send with the PUT.
             * @example {
             *       "Content-Type": "application/pdf"
             *     }
             */
            required_headers: {
                [key: string]: string;
            };
            upload_expires_at: string;
        };
        FileCreate: {
            /**
             * @description Relative path with a name and extension (.pdf, .csv, .png, .jpg, .jpeg, .gif, .webp, .xlsx, .docx); folders separated by "/". At most 1024 bytes, the file name at most 255; no "..", "." or empty segments, no leading "/", no backslash, no control characters. A label only: content is stored under the file's id.
             * @example invoices/2026/inv-1001.pdf
             */
            file_path: string;
            /**
             * Format: date-time
             * @description When the file is removed (it answers 404 from then on); absent or null: kept until deleted. Must lie in the future.
             * @example 2026-03-01T00:00:00Z
             */
            expires_at?: string;
            /**
             * @description Your own JSON object, stored and returned as sent (at most 16 KiB).
             * @example {
             *       "order_id": "SO-1001"
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            };
        };
        File: {
            /** @example 7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21 */
            id: string;
            /** @example invoices/2026/inv-1001.pdf */
            file_path: string;
            /**
             * @description `pending` until uploaded content passed its check, then `ready` (downloadable) or `rejected` (the content did not match the extension; GET answers 410).
             * @enum {string}
             */
            status: "pending" | "ready" | "rejected";
            /**
             * @description The media type the file is served with (from its extension).
             * @example application/pdf
             */
            content_type: string;
            /** @description Bytes of the uploaded content; null before the first upload. */
            size: number | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            expires_at: string | null;
            /** @description When the current content was uploaded; null before the first upload. */
            uploaded_at: string | null;
            created_at: string;
            updated_at: string;
            /** @description Only when `ready`: a signed URL (GET, no token) valid for 15 minutes. */
            download_url?: string;
            download_expires_at?: string;
        };
        FileGoneProblem: components["schemas"]["Problem"] & {
            file?: components["schemas"]["RejectedFile"];
        };
        /** @description With `allowRejected=true`: the file and why its content was rejected. */
        RejectedFile: {
            /** @example 7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21 */
            id: string;
            /** @example invoices/2026/inv-1001.pdf */
            file_path: string;
            /**
             * @description `pending` until uploaded content passed its check, then `ready` (downloadable) or `rejected` (the content did not match the extension; GET answers 410).
             * @enum {string}
             */
            status: "pending" | "ready" | "rejected";
            /**
             * @description The media type the file is served with (from its extension).
             * @example application/pdf
             */
            content_type: string;
            /** @description Bytes of the uploaded content; null before the first upload. */
            size: number | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            expires_at: string | null;
            /** @description When the current content was uploaded; null before the first upload. */
            uploaded_at: string | null;
            created_at: string;
            updated_at: string;
            /** @example the content is PNG data, not PDF as its extension .pdf says */
            rejection_reason: string;
            checked_at: string | null;
        };
        /** @description Optional: change the expiry or metadata while asking for a new upload URL. An empty body only issues the URL. */
        FileUpdate: {
            /**
             * Format: date-time
             * @description When the file is removed (it answers 404 from then on); absent or null: kept until deleted. Must lie in the future.
             * @example 2026-03-01T00:00:00Z
             */
            expires_at?: string | null;
            /**
             * @description Your own JSON object, stored and returned as sent (at most 16 KiB).
             * @example {
             *       "order_id": "SO-1001"
             *     }
             */
            metadata?: {
                [key: string]: unknown;
            } | null;
        };
        /**
         * @description Ids of files to delete (at most 1000); ids that name no file are ignored.
         * @example [
         *       "7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21"
         *     ]
         */
        FileIds: string[];
        Cart: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The same as `id`.
             */
            cart_id: string;
            /** Format: uuid */
            customer_id: string;
            currency_code: string;
            shipping_address_id: string | null;
            billing_address_id: string | null;
            temporary_shipping_address: {
                [key: string]: unknown;
            } | null;
            /** @description The address the order ships to: the temporary one, else the chosen address of the customer. */
            shipping_address: {
                [key: string]: unknown;
            } | null;
            billing_address: {
                [key: string]: unknown;
            } | null;
            po_number: string | null;
            customer_reference: string | null;
            /** Format: date */
            shipping_requested_date: string | null;
            custom_fields: {
                [key: string]: unknown;
            } | null;
            coupon_code: string | null;
            line_items: components["schemas"]["CartLine"][];
            totals: components["schemas"]["CartTotals"];
            discounts: components["schemas"]["CartAppliedDiscount"][];
            validation_errors: components["schemas"]["CartValidationError"][];
            created_at: string;
            updated_at: string;
        };
        CartLine: {
            sku: string;
            /** @description The variant's title (else its product's); null when the SKU left the catalog. */
            name: string | null;
            quantity: number;
            /**
             * @description Net, after the customer discount, 4 places; null when the line has no price (`price-unavailable`).
             * @example 12.3400
             */
            unit_price: string | null;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            line_total: string | null;
            /** @description The price list the price came from. */
            price_list_slug: string | null;
            /**
             * @description Percent.
             * @example 19.0000
             */
            tax_rate: string;
        };
        /** @description total = subtotal − discount_total + shipping_total + tax_total. shipping_total is the chosen rate (0 until one is chosen by calculate). */
        CartTotals: {
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            subtotal: string;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            discount_total: string;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            shipping_total: string;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            tax_total: string;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            total: string;
            /** @example EUR */
            currency_code: string;
        };
        CartAppliedDiscount: {
            id: string;
            name: string;
            /** @enum {string} */
            kind: "order_total" | "order_items" | "shipping";
            code: string | null;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            amount: string;
        };
        CartValidationError: {
            /** @enum {string} */
            type: "minimum-order-item-quantity" | "maximum-order-item-quantity" | "pack-size" | "minimum-order-value" | "maximum-order-value" | "out-of-stock" | "credit-limit-exceeded" | "price-unavailable";
            message: string;
            sku?: string;
        };
        CartError: {
            /** @enum {string} */
            title: "cart-error" | "cart-validation-errors";
            /** @enum {number} */
            status: 422;
            detail: string;
            errors: {
                /** @enum {string} */
                code: "cart-empty" | "cart-customer-not-found" | "cart-shipping-rate-handle-unavailable" | "cart-payment-method-unavailable";
                message: string;
            }[] | {
                validation_error_types: ("minimum-order-item-quantity" | "maximum-order-item-quantity" | "pack-size" | "minimum-order-value" | "maximum-order-value" | "out-of-stock" | "credit-limit-exceeded" | "price-unavailable")[];
                validation_errors: components["schemas"]["CartValidationError"][];
            };
        };
        CartCreate: {
            /** @example 0b9e6a8e-4c71-4c55-9d6e-8a0f1f2f3a4b */
            customer_id: string;
            /**
             * @description How `customer_id` is matched: `id` (alias `sparklayer`, default), `external_id` (alias `platform`) or `email`.
             * @default id
             * @enum {string}
             */
            customer_lookup_by: "id" | "external_id" | "email" | "sparklayer" | "platform";
        };
        CartUpdate: {
            /** @description Replaces every line: absolute quantities, in this order (`[]` empties the cart; quantity 0 leaves the SKU out; a SKU listed twice counts once with the quantities added). An unknown SKU is 400 resource-id-not-found and nothing changes. */
            line_items?: {
                /** @example WID-BLUE-10 */
                sku: string;
                quantity: number;
            }[];
            /** @description An address of the cart's customer (`""` or null clears it); another id is 400 resource-id-not-found. */
            shipping_address_id?: string | null;
            /** @description An address of the cart's customer (`""` or null clears it); another id is 400 resource-id-not-found. */
            billing_address_id?: string | null;
            temporary_shipping_address?: components["schemas"]["CartTemporaryAddress"];
            /** @description The buyer's purchase order number. `""` or null clears it. */
            po_number?: string | null;
            /** @description The buyer's own reference. `""` or null clears it. */
            customer_reference?: string | null;
            /**
             * Format: date
             * @description YYYY-MM-DD; `""` or null clears it.
             * @example 2026-12-03
             */
            shipping_requested_date?: "" | string | null;
            /** @description Free-form fields carried onto the order; null clears them. */
            custom_fields?: {
                [key: string]: unknown;
            } | null;
            /** @description A discount code; discounts with this code apply while it is set (compared without case). `""` or null clears it. */
            coupon_code?: string | null;
        };
        /** @description A one-off shipping address for this cart; wins over `shipping_address_id`. Shipping rates use its `country_code`. */
        CartTemporaryAddress: {
            first_name?: string | null;
            last_name?: string | null;
            company?: string | null;
            address_line1?: string | null;
            address_line2?: string | null;
            city?: string | null;
            region_code?: string | null;
            postal_code?: string | null;
            /** @example DE */
            country_code?: string | null;
            phone?: string | null;
        } | null;
        CartLineItemAdd: {
            /** @example WID-BLUE-10 */
            sku: string;
            quantity: number;
        };
        CartCalculation: components["schemas"]["Cart"] & {
            shipping_rates: components["schemas"]["CartShippingRate"][];
            /** @description The rate charged in the totals. */
            shipping_rate_handle: string | null;
            payment_methods: ("invoice" | "on_account" | "upfront")[];
            /** @enum {string|null} */
            payment_method: "invoice" | "on_account" | "upfront" | null;
            tax_lines: {
                title: string;
                rate: string;
                /**
                 * @description An amount in the cart currency's minor units.
                 * @example 123.40
                 */
                amount: string;
            }[];
        };
        CartShippingRate: {
            handle: string;
            shipping_method_id: string;
            title: string;
            /**
             * @description An amount in the cart currency's minor units.
             * @example 123.40
             */
            amount: string;
        };
        CartCalculateRequest: {
            /** @description A `handle` from `shipping_rates`: its amount is charged in the totals. */
            shipping_rate_handle?: string | null;
            /**
             * @description A payment method (`invoice`, `on_account`, `upfront`; the older camelCase names are accepted). One the customer may not use is 422 cart-payment-method-unavailable.
             * @enum {string|null}
             */
            payment_method?: "invoice" | "on_account" | "upfront" | "paymentByInvoice" | "paymentOnAccount" | "upfrontPayment" | null;
        };
        CartCompletion: {
            /** Format: uuid */
            purchase_id: string;
            order: components["schemas"]["Purchase"];
        };
        Purchase: {
            /**
             * Format: uuid
             * @example 0b7e4a52-8a4f-4d7f-b1f2-6f1f4d3f9a10
             */
            id: string;
            /** @enum {string} */
            type: "order" | "order_unconfirmed" | "awaiting_approval" | "quote" | "cart";
            /** @enum {string} */
            status: "placed" | "picked" | "packed" | "shipped" | "delivered" | "cancelled" | "on_hold";
            identifiers: {
                /** Format: uuid */
                id: string;
                /** @example ERP-SO-1001 */
                external: string | null;
                internal: string | null;
                /** @example SO-1001 */
                visible: string | null;
            };
            customer_identifiers: {
                /** Format: uuid */
                id: string | null;
                /** @example C-1001 */
                external_id: string | null;
                /** @example buyer@example.com */
                email: string | null;
            };
            /** @example on_account */
            payment_method: string | null;
            /** @example EUR */
            currency_code: string;
            customer_reference: string | null;
            po_number: string | null;
            dates: {
                /**
                 * Format: date-time
                 * @description When the purchase was created (as sent, else when first stored).
                 * @example 2026-11-20T09:30:00.000Z
                 */
                created_at: string | null;
                /**
                 * Format: date-time
                 * @description When a write last changed it (a replayed PUT keeps it).
                 * @example 2026-11-20T09:30:00.000Z
                 */
                updated_at: string | null;
                /**
                 * Format: date-time
                 * @description When it was placed.
                 * @example 2026-11-20T09:30:00.000Z
                 */
                placed_at: string | null;
                /**
                 * Format: date-time
                 * @description Computed: placed_at, else created_at; null for a cart.
                 * @example 2026-11-20T09:30:00.000Z
                 */
                calculated_submitted_at: string | null;
                /**
                 * Format: date-time
                 * @description Requested delivery date.
                 * @example 2026-11-20T09:30:00.000Z
                 */
                shipping_requested_date: string | null;
            };
            billing_address: {
                [key: string]: unknown;
            } | null;
            shipping_address: {
                [key: string]: unknown;
            } | null;
            line_items: {
                /** @example WIDGET-1 */
                sku: string;
                /** @example Widget */
                name: string | null;
                /** @example 12 */
                quantity: number;
                /** @example 4.2500 */
                unit_price: string;
                /**
                 * @description quantity × unit_price, half-up to the currency's minor units.
                 * @example 51.00
                 */
                line_total: string;
                /**
                 * @description The line's tax rate in percent (19.0000 = 19 %), 4 places; null when the writer did not send one.
                 * @example 19.0000
                 */
                tax_rate: string | null;
                /** @example 0 */
                quantity_shipped: number;
            }[];
            shipping: {
                title: string | null;
                /** @example 7.50 */
                amount: string;
            } | null;
            tax_lines: {
                /** @example VAT */
                title: string;
                /**
                 * @description In percent (19.0000 = 19 %), 4 places; informational, the amount is what counts.
                 * @example 19.0000
                 */
                rate: string | null;
                /** @example 10.20 */
                amount: string;
            }[];
            /** @description Discounts applied (a completed cart's, or as a PUT sent them). */
            discounts: {
                /** @description The discount's id (a Core discount for a completed cart). */
                id: string | null;
                /** @example Spring sale */
                name: string;
                /**
                 * @description For a completed cart: `order_items`, `order_total` or `shipping`.
                 * @example order_total
                 */
                kind: string | null;
                /**
                 * @description The coupon code that applied it.
                 * @example SPRING10
                 */
                code: string | null;
                /** @example 5.10 */
                amount: string;
            }[];
            /**
             * @example {
             *       "cost_centre": "CC-12"
             *     }
             */
            custom_fields: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Computed: sum of the line totals.
             * @example 51.00
             */
            calculated_subtotal: string;
            /**
             * @description Computed: sum of the discounts (goods and shipping discounts alike).
             * @example 0.00
             */
            calculated_discount_total: string;
            /**
             * @description Computed: sum of the tax lines.
             * @example 10.20
             */
            calculated_tax_total: string;
            /**
             * @description Computed: subtotal − discount + shipping + tax.
             * @example 68.70
             */
            calculated_total: string;
            packages: {
                carrier: string | null;
                tracking_number: string | null;
                tracking_url: string | null;
                /**
                 * Format: date-time
                 * @description When the package left.
                 * @example 2026-11-20T09:30:00.000Z
                 */
                shipped_at: string | null;
                line_items: {
                    sku: string;
                    quantity: number;
                }[];
            }[];
            status_history: {
                /** @enum {string} */
                status: "placed" | "picked" | "packed" | "shipped" | "delivered" | "cancelled" | "on_hold";
                /** Format: date-time */
                occurred_at: string;
                /**
                 * @description What applied it: `put` or `batch-upsert` for writes of the purchase, the sending credential's name for a status update.
                 * @example put
                 */
                source: string;
                note: string | null;
            }[];
            /**
             * @description The writer's version; a PUT with an older one is 409 newer-version-exists.
             * @example 3
             */
            version: number;
        };
        CartCompleteRequest: {
            /** @description Required whenever the cart is offered shipping rates (422 cart-shipping-rate-handle-unavailable otherwise). */
            shipping_rate_handle?: string | null;
            /**
             * @description Required (422 cart-payment-method-unavailable without one).
             * @enum {string|null}
             */
            payment_method?: "invoice" | "on_account" | "upfront" | "paymentByInvoice" | "paymentOnAccount" | "upfrontPayment" | null;
            /** @description Validation error types to accept, or `["*"]` for all of them. `price-unavailable` can never be ignored. */
            ignore_validation_errors?: string[];
        };
        OrderStatusUpdate: {
            /**
             * @description The status the order moves to (see the transitions in the README and the operation description).
             * @enum {string}
             */
            status: "placed" | "picked" | "packed" | "shipped" | "delivered" | "cancelled" | "on_hold";
            /**
             * Format: date-time
             * @description When the change happened at the sender (RFC 3339); default: when the hub received it. An update older than the status in force is 409 newer-version-exists.
             * @example 2026-03-01T00:00:00Z
             */
            occurred_at?: string;
            /**
             * @description Shown in status_history.
             * @example Left the warehouse with the 14:00 pickup
             */
            note?: string;
            package?: components["schemas"]["OrderPackageInput"];
            /**
             * @description The sender's id of this event: a repeat for the same order is a no-op 200 (webhook retries are safe).
             * @example wms-evt-8812
             */
            event_id?: string;
        };
        /** @description A package shipped with this change, recorded on the purchase with shipped_at = occurred_at. */
        OrderPackageInput: {
            /**
             * @description The carrier (free text, as the WMS names it).
             * @example DHL
             */
            carrier: string;
            /**
             * @description The carrier's tracking number.
             * @example 00340434161094042557
             */
            tracking_number: string;
            /**
             * Format: uri
             * @example https://www.dhl.com/track?AWB=00340434161094042557
             */
            tracking_url: string;
            /** @description What the package holds; absent = not itemised. */
            line_items?: components["schemas"]["OrderPackageLine"][];
        };
        OrderPackageLine: {
            /**
             * @description The SKU packed.
             * @example TSHIRT-RED-M
             */
            sku: string;
            /** @example 2 */
            quantity: number;
        };
        PurchaseList: components["schemas"]["Purchase"][];
        PurchaseInput: {
            /**
             * Format: uuid
             * @description The purchase id (also accepted as identifiers.id); chosen by the client on create, never changed.
             */
            id?: string;
            /** @enum {string} */
            type: "order" | "order_unconfirmed" | "awaiting_approval" | "quote" | "cart";
            /**
             * @description Unset: `placed` for a new purchase; a replace keeps the purchase's status (the WMS moves it through PATCH /api/v1/orders/…).
             * @enum {string}
             */
            status?: "placed" | "picked" | "packed" | "shipped" | "delivered" | "cancelled" | "on_hold";
            identifiers?: {
                /** Format: uuid */
                id?: string;
                /**
                 * @description Unique per site and environment.
                 * @example ERP-SO-1001
                 */
                external?: string | null;
                /** @description Unique per site and environment. */
                internal?: string | null;
                /**
                 * @description Unique per site and environment. The number cart completion gives an order is cleared by a PUT that leaves it out, as every field is.
                 * @example SO-1001
                 */
                visible?: string | null;
            };
            /** @description The customer, matched by id, else external_id, else email; one that matches no customer is 400 resource-id-not-found. */
            customer_identifiers?: {
                /** Format: uuid */
                id?: string | null;
                external_id?: string | null;
                email?: string | null;
            };
            /** @example on_account */
            payment_method?: string | null;
            /**
             * @description ISO 4217; any case in requests, upper case in responses.
             * @example EUR
             */
            currency_code: string;
            customer_reference?: string | null;
            po_number?: string | null;
            dates?: {
                /**
                 * Format: date-time
                 * @description When it was created; default: when first stored.
                 * @example 2026-03-01T00:00:00Z
                 */
                created_at?: string | null;
                /**
                 * Format: date-time
                 * @description When it was placed.
                 * @example 2026-03-01T00:00:00Z
                 */
                placed_at?: string | null;
                /**
                 * @description Requested delivery date (a date or a date-time).
                 * @example 2026-12-01
                 */
                shipping_requested_date?: string | null;
            };
            /**
             * @description An address snapshot, stored as sent (at most 16 KiB of JSON).
             * @example {
             *       "company": "Engines Ltd",
             *       "city": "Leeds",
             *       "country_code": "GB"
             *     }
             */
            billing_address?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description An address snapshot, stored as sent (at most 16 KiB of JSON).
             * @example {
             *       "company": "Engines Ltd",
             *       "city": "Leeds",
             *       "country_code": "GB"
             *     }
             */
            shipping_address?: {
                [key: string]: unknown;
            } | null;
            line_items: {
                /** @example WIDGET-1 */
                sku: string;
                /** @example Widget */
                name?: string | null;
                /**
                 * @description Ordered quantity (not negative).
                 * @example 12
                 */
                quantity: number;
                /**
                 * @description Unit price, at most 4 places, not negative. A JSON number or a decimal string in requests; a decimal string in responses.
                 * @example 4.25
                 */
                unit_price: string | number;
                /**
                 * @description Shipped so far (not negative). Unset: on a replace, what was shipped of the purchase's line of this SKU (the nth line of a SKU keeps the nth's), else 0.
                 * @example 12
                 */
                quantity_shipped?: number;
                /**
                 * @description The line's tax rate in percent (19 = 19 %); informational. A JSON number or a decimal string in requests; a decimal string in responses.
                 * @example 19
                 */
                tax_rate?: string | number | null;
            }[];
            shipping?: {
                title?: string | null;
                /**
                 * @description Shipping charged. A JSON number or a decimal string in requests; a decimal string in responses.
                 * @example 7.50
                 */
                amount: string | number;
            } | null;
            tax_lines?: {
                title: string;
                /**
                 * @description Rate in percent (19 = 19 %); informational, the amount is what counts. A JSON number or a decimal string in requests; a decimal string in responses.
                 * @example 19
                 */
                rate?: string | number | null;
                /**
                 * @description Tax charged. A JSON number or a decimal string in requests; a decimal string in responses.
                 * @example 10.20
                 */
                amount: string | number;
            }[];
            /** @description Discounts applied; their amounts make calculated_discount_total (total = subtotal − discount + shipping + tax). Left out: none. */
            discounts?: {
                /** @description The discount's id, if it has one. */
                id?: string | null;
                /** @example Spring sale */
                name: string;
                /**
                 * @description `order_total`, `order_items`, `shipping`, or your own.
                 * @example order_total
                 */
                kind?: string | null;
                /**
                 * @description The coupon code that applied it.
                 * @example SPRING10
                 */
                code?: string | null;
                /**
                 * @description The amount taken off (not negative). A JSON number or a decimal string in requests; a decimal string in responses.
                 * @example 5.10
                 */
                amount: string | number;
            }[];
            /**
             * @description Free-form fields (at most 16 KiB of JSON), stored as sent.
             * @example {
             *       "cost_centre": "CC-12"
             *     }
             */
            custom_fields?: {
                [key: string]: unknown;
            } | null;
            /** @description Unset: none for a new purchase; a replace keeps the purchase's packages (those the WMS added included). `[]` removes them. */
            packages?: {
                carrier?: string | null;
                tracking_number?: string | null;
                tracking_url?: string | null;
                /**
                 * Format: date-time
                 * @description When the package left.
                 * @example 2026-03-01T00:00:00Z
                 */
                shipped_at?: string | null;
                line_items?: {
                    sku: string;
                    /**
                     * @description Quantity in the package.
                     * @example 12
                     */
                    quantity: number;
                }[];
            }[];
            /**
             * @description The writer's version: one older than the stored version is 409 newer-version-exists.
             * @example 3
             */
            version?: number;
        };
        SyncErrorList: components["schemas"]["SyncError"][];
        SyncError: {
            /** Format: uuid */
            id: string;
            /**
             * @description The credential name that sent the data, or the integration named in the sync-log path.
             * @example erp
             */
            integration: string;
            /**
             * @description What kind of data failed to sync.
             * @example purchases
             * @enum {string}
             */
            data_type: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            /** @example PO-10042 */
            external_id: string | null;
            /** @example 10042 */
            visible_id: string | null;
            /** @example https://erp.example.com/po/10042 */
            external_url: string | null;
            /** @example purchase-invalid */
            code: string;
            /** @example line_items[2].sku: unknown SKU TSHIRT-RED-XXL */
            message: string;
            /** @description Snapshot of the failing data, at most 16 KiB (`{truncated: true, preview}` past that). */
            payload?: {
                [key: string]: unknown;
            };
            job_id: string | null;
            attempts: number;
            /** @description How often this failure was recorded; a repeat counts here instead of adding a record. */
            occurrences: number;
            /** Format: date-time */
            first_seen_at: string;
            /** Format: date-time */
            last_seen_at: string;
            /** @enum {string} */
            status: "open" | "resolved";
            /** Format: date-time */
            resolved_at: string | null;
        };
        SyncLogStatus: {
            integration: string;
            /**
             * @description What kind of data failed to sync.
             * @example purchases
             * @enum {string}
             */
            data_type: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            /**
             * Format: date-time
             * @description started_at of the last full sync (PUT).
             */
            started_full_sync: string | null;
            /**
             * Format: date-time
             * @description finished_at of the last full sync (PUT).
             */
            last_full_sync: string | null;
            last_full_sync_succeeded: boolean | null;
            /**
             * Format: date-time
             * @description When the last partial sync (PATCH) finished.
             */
            last_partial_sync: string | null;
            /** @description Open sync errors of this integration and data type. */
            error_count: number;
        };
        SyncLogFullSync: {
            /**
             * Format: date-time
             * @description When the full sync started; omitted clears started_full_sync.
             * @example 2026-03-01T00:00:00Z
             */
            started_at?: string | null;
            /**
             * Format: date-time
             * @description When it finished; omitted clears last_full_sync.
             * @example 2026-03-01T00:00:00Z
             */
            finished_at?: string | null;
            /** @description Default: no errors sent, once finished_at is given; else null. */
            succeeded?: boolean | null;
            /** @description Every error of this sync (at most 5000, each external_id once); they replace the pair's open errors. */
            errors: components["schemas"]["SyncLogError"][];
        };
        SyncLogError: {
            /**
             * @description The failing record in the integration; one error per external_id.
             * @example PO-10042
             */
            external_id: string;
            visible_id?: string | null;
            external_url?: string | null;
            /**
             * @description Default `sync-error`.
             * @example customer-missing
             */
            code?: string;
            /** @description Snapshot of the failing data; cut to 16 KiB. */
            payload?: {
                [key: string]: unknown;
            };
            message: string;
        };
        SyncLogPartialSync: {
            /**
             * Format: date-time
             * @description When the partial sync started.
             * @example 2026-03-01T00:00:00Z
             */
            started_at?: string | null;
            /**
             * Format: date-time
             * @description When it finished; last_partial_sync takes it (else started_at, else now).
             * @example 2026-03-01T00:00:00Z
             */
            finished_at?: string | null;
            /** @description Errors to record or clear (at most 5000, each external_id once); others stay as they are. */
            errors?: components["schemas"]["SyncLogErrorChange"][];
        };
        SyncLogErrorChange: {
            /**
             * @description The failing record in the integration; one error per external_id.
             * @example PO-10042
             */
            external_id: string;
            visible_id?: string | null;
            external_url?: string | null;
            /**
             * @description Default `sync-error`.
             * @example customer-missing
             */
            code?: string;
            /** @description Snapshot of the failing data; cut to 16 KiB. */
            payload?: {
                [key: string]: unknown;
            };
            /** @description null (with no `resolved: true`) clears the error too. */
            message?: string | null;
            /** @description true clears (resolves) the open errors of this external_id. */
            resolved?: boolean;
        };
        /** @description Every endpoint of the site environment, oldest first. */
        WebhookEndpointList: components["schemas"]["WebhookEndpoint"][];
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            url: string;
            events: ("order.completed" | "order.status_changed" | "import.completed" | "sync_error.created")[];
            active: boolean;
            /** Format: date-time */
            created_at: string;
        };
        WebhookEndpointCreated: {
            /** Format: uuid */
            id: string;
            url: string;
            events: ("order.completed" | "order.status_changed" | "import.completed" | "sync_error.created")[];
            active: boolean;
            /** Format: date-time */
            created_at: string;
            /**
             * @description The signing secret (Standard Webhooks format). Shown only in this response: store it now.
             * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
             */
            secret: string;
        };
        WebhookEndpointCreate: {
            /**
             * Format: uri
             * @description Where events are POSTed (http or https).
             * @example https://erp.example.com/hooks/wholesale-hub
             */
            url: string;
            /** @description Topics to receive: order.completed, order.status_changed, import.completed, sync_error.created. */
            events: ("order.completed" | "order.status_changed" | "import.completed" | "sync_error.created")[];
            /** @description Default true; an inactive endpoint receives nothing. */
            active?: boolean;
        };
        /** @description Newest first (deliveries made at the same moment: the later event first, then by id). */
        WebhookDeliveryList: components["schemas"]["WebhookDelivery"][];
        WebhookDelivery: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            endpoint_id: string;
            /**
             * @description The `webhook-id` header: the same for every attempt and replay of one event.
             * @example evt_1042
             */
            event_id: string;
            /**
             * @description An event topic.
             * @example order.status_changed
             * @enum {string}
             */
            topic: "order.completed" | "order.status_changed" | "import.completed" | "sync_error.created";
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            /** @description The last attempt's HTTP status; null when none answered. */
            response_code: number | null;
            last_error: string | null;
            order_id: string | null;
            /** @description An order event's per-order sequence. */
            sequence: number | null;
            /**
             * Format: uuid
             * @description The delivery this one replays.
             */
            replay_of: string | null;
            /**
             * Format: date-time
             * @description When a pending delivery is tried next.
             */
            next_attempt_at: string | null;
            /** @description The event's `data` as sent. */
            payload: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            occurred_at: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            delivered_at: string | null;
        };
    };
    responses: never;
    parameters: {
        /** @description The site (tenant) the request is for. Required on every request, the token request included. */
        SiteId: string;
        /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
        RequestId: string;
        /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: {
        /** @description Present when the JSON body held fields this operation does not know: their paths, comma-separated (`variants[0].pak_size`; bulk price bodies: `[line].field`), the first 20 then `(N more)`. They were ignored, not stored: check for a misspelt field. */
        IgnoredFields: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    requestToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "grant_type": "client_credentials",
                 *       "client_id": "your-client-id",
                 *       "client_secret": "your-client-secret"
                 *     }
                 */
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A bearer token valid for 3600 seconds. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description invalid_request or unsupported_grant_type */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["OAuthProblem"];
                };
            };
            /** @description invalid_client */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["OAuthProblem"];
                };
            };
            /** @description access_denied: the site's plan lacks API access */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["OAuthProblem"];
                };
            };
            /** @description Not JSON (form-encoded bodies included). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many failed token requests; see Retry-After. */
            429: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["OAuthProblem"];
                };
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every product, ordered by slug. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `slug`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "slug" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The product. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `slug`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "slug" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "external_id": "ERP-ITEM-778",
                 *       "slug": "classic-tshirt",
                 *       "title": "Classic T-shirt",
                 *       "status": "active",
                 *       "variants": [
                 *         {
                 *           "sku": "TSHIRT-RED-M",
                 *           "title": "Red, M",
                 *           "options": {
                 *             "color": "red",
                 *             "size": "M"
                 *           },
                 *           "pack_size": 1,
                 *           "min_quantity": 1,
                 *           "tax_rate": "0.20"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProductInput"];
            };
        };
        responses: {
            /** @description Replaced. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another product already holds a slug, external id or SKU of this one (duplicate-external-id). */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteProduct: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `slug`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "slug" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getVariant: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `sku`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "sku" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The variant. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VariantWithProduct"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every customer. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `email`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "email" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `email`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "email" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "external_id": "ERP-10042",
                 *       "email": "buyer@example.com",
                 *       "first_name": "Ada",
                 *       "last_name": "Lovelace",
                 *       "company_name": "Example Trading Ltd",
                 *       "group": "gold",
                 *       "price_lists": [
                 *         "gold",
                 *         "wholesale"
                 *       ],
                 *       "currency_code": "EUR"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerPut"];
            };
        };
        responses: {
            /** @description Replaced. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another customer has this email or external id. */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `email`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "email" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `email`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "email" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "company_name": "Example Trading GmbH",
                 *       "price_lists": [
                 *         "gold",
                 *         "wholesale"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CustomerPatch"];
            };
        };
        responses: {
            /** @description The updated customer. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another customer has this email or external id. */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomerV1: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `email`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "email" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCustomerGroups: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every group, `base` included. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerGroupList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCustomerGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slug": "gold",
                 *       "name": "Gold customers",
                 *       "parent_slug": "base"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerGroupCreate"];
            };
        };
        responses: {
            /** @description Created; the full list of groups. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerGroupList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCustomerGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted, with its settings. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchCustomerGroup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Gold partners"
                 *     }
                 */
                "application/json": components["schemas"]["CustomerGroupUpdate"];
            };
        };
        responses: {
            /** @description Updated; the full list of groups. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerGroupList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getGroupSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                group_slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Each value and the group it comes from. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSettings"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putGroupSettings: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                group_slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "price_lists": [
                 *         "gold",
                 *         "wholesale"
                 *       ],
                 *       "minimum_order_value": "100.00",
                 *       "currency_code": "EUR",
                 *       "tax_inclusive_display": false
                 *     }
                 */
                "application/json": components["schemas"]["GroupSettingsUpdate"];
            };
        };
        responses: {
            /** @description The effective settings after the change. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GroupSettings"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDiscounts: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every discount. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DiscountList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Spring 5 %",
                 *       "kind": "order_total",
                 *       "amount_type": "percentage",
                 *       "amount": "5",
                 *       "min_spend": "250.00",
                 *       "customer_groups": [
                 *         "gold"
                 *       ],
                 *       "active": true
                 *     }
                 */
                "application/json": components["schemas"]["DiscountCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The discount. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchDiscount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "active": false
                 *     }
                 */
                "application/json": components["schemas"]["DiscountUpdate"];
            };
        };
        responses: {
            /** @description The updated discount. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Discount"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listShippingMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every shipping method. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethodList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slug": "parcel",
                 *       "title": "Parcel (2–3 days)",
                 *       "countries": [
                 *         "DE",
                 *         "AT"
                 *       ],
                 *       "bands": [
                 *         {
                 *           "name": "Up to 5 kg",
                 *           "requirement": {
                 *             "type": "weight",
                 *             "min": "0",
                 *             "max": "5000"
                 *           },
                 *           "cost": {
                 *             "type": "fixed",
                 *             "amount": "4.95"
                 *           }
                 *         },
                 *         {
                 *           "name": "Over 5 kg",
                 *           "requirement": {
                 *             "type": "weight",
                 *             "min": "5001"
                 *           },
                 *           "cost": {
                 *             "type": "fixed",
                 *             "amount": "9.95"
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ShippingMethodCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shipping method. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchShippingMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Parcel (1–2 days)"
                 *     }
                 */
                "application/json": components["schemas"]["ShippingMethodUpdate"];
            };
        };
        responses: {
            /** @description The updated shipping method. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShippingMethod"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPriceListsV1: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lists. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListArray"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPriceList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "slug": "gold",
                 *       "name": "Gold",
                 *       "currency_code": "EUR",
                 *       "rules": [
                 *         {
                 *           "source_price_list_slug": "wholesale",
                 *           "adjustment_percentage": "0.05",
                 *           "adjustment_direction": "minus"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PriceListCreateInput"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPriceLists: {
        parameters: {
            query?: {
                /** @description Page to return, from 1 (default 1). */
                page?: string;
                /** @description Records per page, 1–250 (default 100). */
                page_size?: string;
                /** @description Field and direction (default name:asc; a bare field means :asc). Ties are broken by id. */
                order_by?: string;
                /** @description Only lists of these sources (comma list). */
                source?: string;
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; data is empty past the last page. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListPage"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    countManualPrices: {
        parameters: {
            query?: {
                /** @description Page to return, from 1 (default 1). */
                page?: string;
                /** @description Records per page, 1–250 (default 100). */
                page_size?: string;
                /** @description Field and direction (default name:asc; a bare field means :asc). Ties are broken by id. */
                order_by?: string;
                /** @description Only lists of these sources (comma list). */
                source?: string;
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceListWithManualPriceCountPage"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPriceList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The list. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePriceList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An import is still writing to the list (concurrent-update). */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchPriceList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Gold (EUR)"
                 *     }
                 */
                "application/json": components["schemas"]["PriceListUpdateInput"];
            };
        };
        responses: {
            /** @description The changed list. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPriceListPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rows, streamed. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PriceRow"][];
                    "text/csv": string;
                };
            };
            /** @description The list has no stored prices. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePriceListPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Emptied. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An import is still writing to the list (concurrent-update). */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePriceListPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "sku": "TSHIRT-RED-M",
                 *         "pricing": [
                 *           {
                 *             "quantity": 1,
                 *             "price": "12.5000",
                 *             "unit_of_measure": "piece",
                 *             "tax_type": "net"
                 *           },
                 *           {
                 *             "quantity": 10,
                 *             "price": "11.2500",
                 *             "unit_of_measure": "piece",
                 *             "tax_type": "net"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["PriceUpdateItem"][];
                /**
                 * @example sku,quantity,price,unit_of_measure,tax_type
                 *     TSHIRT-RED-M,1,12.50,piece,net
                 *     TSHIRT-RED-M,10,11.25,piece,net
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}). */
            202: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id} */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id}; absent when the body held no rows */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid rows (price update error items) or an invalid body. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PriceUpdateProblem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSkuPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                sku: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Rows per list. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkuPricing"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateSkuPricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                sku: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "price_list_slug": "wholesale",
                 *         "pricing": [
                 *           {
                 *             "quantity": 1,
                 *             "price": "12.5000",
                 *             "unit_of_measure": "piece",
                 *             "tax_type": "net"
                 *           },
                 *           {
                 *             "quantity": 10,
                 *             "price": "11.2500",
                 *             "unit_of_measure": "piece",
                 *             "tax_type": "net"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["SkuPriceUpdateItem"][];
                /**
                 * @example price_list_slug,quantity,price,unit_of_measure,tax_type
                 *     wholesale,1,12.50,piece,net
                 *     wholesale,10,11.25,piece,net
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}). */
            202: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id} */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id}; absent when the body held no rows */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid rows (price update error items) or an invalid body. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PriceUpdateProblem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    batchUpdatePricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "price_list_slug": "wholesale",
                 *         "sku": "TSHIRT-RED-M",
                 *         "pricing": [
                 *           {
                 *             "quantity": 1,
                 *             "price": "12.5000",
                 *             "unit_of_measure": "piece",
                 *             "tax_type": "net"
                 *           },
                 *           {
                 *             "quantity": 10,
                 *             "price": "11.2500",
                 *             "unit_of_measure": "piece",
                 *             "tax_type": "net"
                 *           }
                 *         ]
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["BatchPriceUpdateItem"][];
                /**
                 * @example price_list_slug,sku,quantity,price,unit_of_measure,tax_type
                 *     wholesale,TSHIRT-RED-M,1,12.50,piece,net
                 *     wholesale,TSHIRT-RED-M,10,11.25,piece,net
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}). */
            202: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id} */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id}; absent when the body held no rows */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid rows (price update error items) or an invalid body. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["PriceUpdateProblem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    lookupPricing: {
        parameters: {
            query?: {
                /** @description `true` adds `explain` to every line: each list tried and why it was taken or passed. */
                explain?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "ERP-10042",
                 *       "customer_lookup_by": "external_id",
                 *       "line_items": [
                 *         {
                 *           "sku": "TSHIRT-RED-M",
                 *           "quantity": 12
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PricingLookupRequest"];
            };
        };
        responses: {
            /** @description Every line priced. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingLookupResponse"];
                };
            };
            /** @description At least one line carries an error instead of prices. */
            207: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingLookupResponse"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    fetchCustomerPricing: {
        parameters: {
            query?: {
                /** @description `true` adds `explain` to every line: each list tried and why it was taken or passed. */
                explain?: "0" | "1" | "true" | "false";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "ERP-10042",
                 *       "customer_lookup_by": "external_id",
                 *       "line_items": [
                 *         {
                 *           "sku": "TSHIRT-RED-M",
                 *           "quantity": 12
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PricingLookupRequest"];
            };
        };
        responses: {
            /** @description Every line priced. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingLookupResponse"];
                };
            };
            /** @description At least one line carries an error instead of prices. */
            207: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PricingLookupResponse"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculatePricing: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "skus": [
                 *         "TSHIRT-RED-M",
                 *         "TSHIRT-BLUE-L"
                 *       ],
                 *       "price_list_slugs": [
                 *         "gold",
                 *         "wholesale"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CalculatePricingRequest"];
            };
        };
        responses: {
            /** @description The prices found. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalculatedPricing"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listStockLocations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every stock location. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocationList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createStockLocation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Berlin warehouse",
                 *       "external_id": "wh-berlin"
                 *     }
                 */
                "application/json": components["schemas"]["StockLocationCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocation"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another location has this external id (duplicate-external-id). */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStockLocation: {
        parameters: {
            query?: {
                /** @description How to read the path identifier (default: see the path parameter). */
                lookupBy?: "id" | "sparklayer" | "external_id" | "platform";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description A location id (UUID) or external id. A UUID-shaped value names the location with that id, else the one with that external id; any other value is an external id. `lookupBy=id` (alias `sparklayer`) or `lookupBy=external_id` (alias `platform`) says which one it is. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocation"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteStockLocation: {
        parameters: {
            query?: {
                /** @description How to read the path identifier (default: see the path parameter). */
                lookupBy?: "id" | "sparklayer" | "external_id" | "platform";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description A location id (UUID) or external id. A UUID-shaped value names the location with that id, else the one with that external id; any other value is an external id. `lookupBy=id` (alias `sparklayer`) or `lookupBy=external_id` (alias `platform`) says which one it is. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted (or nothing matched). */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchStockLocation: {
        parameters: {
            query?: {
                /** @description How to read the path identifier (default: see the path parameter). */
                lookupBy?: "id" | "sparklayer" | "external_id" | "platform";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description A location id (UUID) or external id. A UUID-shaped value names the location with that id, else the one with that external id; any other value is an external id. `lookupBy=id` (alias `sparklayer`) or `lookupBy=external_id` (alias `platform`) says which one it is. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Berlin central warehouse"
                 *     }
                 */
                "application/json": components["schemas"]["StockLocationUpdate"];
            };
        };
        responses: {
            /** @description The updated location. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockLocation"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another location has this external id (duplicate-external-id). */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    batchUpdateStock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "sku": "TSHIRT-RED-M",
                 *         "stock_location_external_id": "default",
                 *         "stock_level": 120,
                 *         "min_stock_level": 10
                 *       },
                 *       {
                 *         "sku": "TSHIRT-RED-M",
                 *         "stock_location_external_id": "wh-berlin",
                 *         "stock_level": 0,
                 *         "restock_date": "2026-12-15"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["StockUpdateItem"][];
            };
        };
        responses: {
            /** @description Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}). */
            202: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id} */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id}; absent when the body held no rows */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid items, or an invalid body: every problem in `errors` and in `detail`. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["StockUpdateProblem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    batchFetchStock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "skus": [
                 *         "TSHIRT-RED-M",
                 *         "TSHIRT-BLUE-L"
                 *       ],
                 *       "filter": {
                 *         "all_stock_locations": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["StockFetchRequest"];
            };
        };
        responses: {
            /** @description Each SKU with levels, in the order asked. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StockFetchResult"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    batchDeleteStock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "sku": "TSHIRT-RED-M",
                 *         "stock_location_external_id": "wh-berlin"
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["StockDeleteRequest"];
            };
        };
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An import into the same locations ran for longer than the wait (concurrent-update). */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file_path": "invoices/2026/inv-1001.pdf",
                 *       "expires_at": "2027-01-31T00:00:00Z",
                 *       "metadata": {
                 *         "order_id": "SO-1001"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FileCreate"];
            };
        };
        responses: {
            /** @description Registered; upload the content to `upload_url`. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileUpload"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: {
                /** @description With `true`, the 410 of a rejected file carries the file and the reason (`file`). */
                allowRejected?: "true" | "false";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The id the hub gave the file. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file; `ready` adds a signed `download_url` valid 15 minutes. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description resource-gone: the content failed its check. With `allowRejected=true` the body carries the file and the reason (`file`). Upload again after PATCH. */
            410: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["FileGoneProblem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The id the hub gave the file. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "metadata": {
                 *         "order_id": "SO-1001",
                 *         "revision": 2
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["FileUpdate"];
            };
        };
        responses: {
            /** @description The file with its new upload URL. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileUpload"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    batchDeleteFiles: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       "7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21"
                 *     ]
                 */
                "application/json": components["schemas"]["FileIds"];
            };
        };
        responses: {
            /** @description Deleted (also when none of the ids named a file). */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    downloadFileContent: {
        parameters: {
            query: {
                /** @description The site the URL was issued for. */
                site: string;
                /** @description Unix time (seconds) after which the URL is refused. */
                expires: string;
                /** @description HMAC-SHA256 of the URL’s purpose, site, environment, file id and expiry, base64url. */
                signature: string;
            };
            header?: {
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The id the hub gave the file. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The content. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description attachment, with the file name of `file_path` */
                    "Content-Disposition"?: string;
                    "Content-Length"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                    "image/webp": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                };
            };
            /** @description The body is empty, or the connection closed before it was complete. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description access_denied: the URL is incomplete, altered, expired, or (upload) already used or replaced by a newer one; `detail` says which and how to get a new one. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description resource-not-found: the file was deleted or is past its expires_at. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description resource-gone: the content was rejected by its check, or new content is still being checked. */
            410: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadFileContent: {
        parameters: {
            query: {
                /** @description The site the URL was issued for. */
                site: string;
                /** @description Unix time (seconds) after which the URL is refused. */
                expires: string;
                /** @description HMAC-SHA256 of the URL’s purpose, site, environment, file id and expiry, base64url. */
                signature: string;
            };
            header?: {
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The id the hub gave the file. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /** @example … */
                "application/pdf": string;
                /**
                 * @example sku,quantity
                 *     BOLT-M8,100
                 */
                "text/csv": string;
                /** @example … */
                "image/png": string;
                /** @example … */
                "image/jpeg": string;
                /** @example … */
                "image/gif": string;
                /** @example … */
                "image/webp": string;
                /** @example … */
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                /** @example … */
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                /** @example … */
                "application/octet-stream": string;
            };
        };
        responses: {
            /** @description Stored; the content check follows (status `pending`). */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description The body is empty, or the connection closed before it was complete. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description access_denied: the URL is incomplete, altered, expired, or (upload) already used or replaced by a newer one; `detail` says which and how to get a new one. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description resource-not-found: the file was deleted or is past its expires_at. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description request-timeout: the body stopped arriving. */
            408: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description payload-too-large: more than 20 MiB (by Content-Length, or counted as the body arrived). */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A Content-Type other than the required one or application/octet-stream, or a Content-Encoding (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customer_id": "ERP-10042",
                 *       "customer_lookup_by": "external_id"
                 *     }
                 */
                "application/json": components["schemas"]["CartCreate"];
            };
        };
        responses: {
            /** @description The new, empty cart (`cart_id` and `id` are the same). */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description cart-error `cart-customer-not-found`: no such customer. */
            422: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartError"];
                };
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cart, priced now. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "line_items": [
                 *         {
                 *           "sku": "TSHIRT-RED-M",
                 *           "quantity": 12
                 *         },
                 *         {
                 *           "sku": "TSHIRT-BLUE-L",
                 *           "quantity": 6
                 *         }
                 *       ],
                 *       "po_number": "PO-7781",
                 *       "customer_reference": "Spring restock",
                 *       "shipping_requested_date": "2026-12-03",
                 *       "custom_fields": {
                 *         "cost_centre": "CC-12"
                 *       },
                 *       "coupon_code": "SPRING10"
                 *     }
                 */
                "application/json": components["schemas"]["CartUpdate"];
            };
        };
        responses: {
            /** @description The cart after the change. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addCartLineItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "sku": "TSHIRT-RED-M",
                 *       "quantity": 12
                 *     }
                 */
                "application/json": components["schemas"]["CartLineItemAdd"];
            };
        };
        responses: {
            /** @description The cart after the addition. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "payment_method": "invoice"
                 *     }
                 */
                "application/json": components["schemas"]["CartCalculateRequest"];
            };
        };
        responses: {
            /** @description The calculation. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartCalculation"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description cart-error: `cart-empty`, `cart-shipping-rate-handle-unavailable`, `cart-payment-method-unavailable`. */
            422: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartError"];
                };
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    completeCart: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "shipping_rate_handle": "<a handle from calculate>",
                 *       "payment_method": "invoice",
                 *       "ignore_validation_errors": [
                 *         "out-of-stock"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CartCompleteRequest"];
            };
        };
        responses: {
            /** @description The order. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartCompletion"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description cart-error (`cart-empty`, `cart-shipping-rate-handle-unavailable`, `cart-payment-method-unavailable`, `cart-customer-not-found`) or cart-validation-errors. */
            422: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartError"];
                };
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The purchase's id (UUID). */
                orderId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "shipped",
                 *       "occurred_at": "2026-11-20T10:15:00Z",
                 *       "note": "Left the warehouse with the 14:00 pickup",
                 *       "event_id": "wms-evt-8812",
                 *       "package": {
                 *         "carrier": "DHL",
                 *         "tracking_number": "00340434161094042557",
                 *         "tracking_url": "https://www.dhl.com/track?AWB=00340434161094042557",
                 *         "line_items": [
                 *           {
                 *             "sku": "TSHIRT-RED-M",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderStatusUpdate"];
            };
        };
        responses: {
            /** @description The order as GET /api/v1/purchases/id/{id} shows it, the new status included (also for a no-op). */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The body does not match the schema (every problem in `detail` and `errors`), or `invalid-status-transition`: the order cannot move to this status. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description newer-version-exists: `occurred_at` is older than the status in force; nothing was recorded. */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrderStatusByLookup: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `internal`, `visible`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "internal" | "visible" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "shipped",
                 *       "occurred_at": "2026-11-20T10:15:00Z",
                 *       "note": "Left the warehouse with the 14:00 pickup",
                 *       "event_id": "wms-evt-8812",
                 *       "package": {
                 *         "carrier": "DHL",
                 *         "tracking_number": "00340434161094042557",
                 *         "tracking_url": "https://www.dhl.com/track?AWB=00340434161094042557",
                 *         "line_items": [
                 *           {
                 *             "sku": "TSHIRT-RED-M",
                 *             "quantity": 2
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrderStatusUpdate"];
            };
        };
        responses: {
            /** @description The order as GET /api/v1/purchases/id/{id} shows it, the new status included (also for a no-op). */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The body does not match the schema (every problem in `detail` and `errors`), or `invalid-status-transition`: the order cannot move to this status. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description newer-version-exists: `occurred_at` is older than the status in force; nothing was recorded. */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPurchases: {
        parameters: {
            query?: {
                /** @description Purchases per response, 1–500; unset means 500. */
                limit?: number;
                /** @description Purchases skipped, default 0. */
                offset?: number;
                /** @description The date newest first (ties by id, descending); default created_at. Purchases without that date come last. */
                order_by?: "created_at" | "updated_at" | "placed_at" | "calculated_submitted_at" | "shipping_requested_date";
                /** @description Only these types (comma-separated): order, order_unconfirmed, awaiting_approval, quote, cart. */
                type?: string;
                /** @description Only these statuses (comma-separated): placed, picked, packed, shipped, delivered, cancelled, on_hold. */
                status?: string;
                /** @description The customer's id. */
                "customer_identifiers[id]"?: string;
                /** @description The customer's external id. */
                "customer_identifiers[external_id]"?: string;
                /** @description The customer's email (any case). */
                "customer_identifiers[email]"?: string;
                /** @description Updated at or after (RFC 3339): the incremental-sync filter. */
                "dates[last_updated][gte]"?: string;
                /** @description Updated at or before. */
                "dates[last_updated][lte]"?: string;
                /** @description Placed at or after. */
                "dates[placed][gte]"?: string;
                /** @description Placed at or before. */
                "dates[placed][lte]"?: string;
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `internal`, `visible`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "internal" | "visible" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putPurchase: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description `id`, `external_id`, `internal`, `visible`; aliases `sparklayer` = id, `platform` = external_id. */
                lookupBy: "id" | "external_id" | "internal" | "visible" | "sparklayer" | "platform";
                identifier: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "order",
                 *       "status": "placed",
                 *       "identifiers": {
                 *         "external": "ERP-SO-1001",
                 *         "visible": "SO-1001"
                 *       },
                 *       "customer_identifiers": {
                 *         "external_id": "ERP-10042"
                 *       },
                 *       "payment_method": "on_account",
                 *       "currency_code": "EUR",
                 *       "po_number": "PO-7781",
                 *       "dates": {
                 *         "placed_at": "2026-11-20T09:30:00Z",
                 *         "shipping_requested_date": "2026-11-27"
                 *       },
                 *       "shipping_address": {
                 *         "company": "Example Trading Ltd",
                 *         "address_line1": "1 Dock Road",
                 *         "city": "Leeds",
                 *         "postal_code": "LS1 1AA",
                 *         "country_code": "GB"
                 *       },
                 *       "line_items": [
                 *         {
                 *           "sku": "TSHIRT-RED-M",
                 *           "name": "Classic T-shirt, red, M",
                 *           "quantity": 12,
                 *           "unit_price": "4.25",
                 *           "tax_rate": "20"
                 *         },
                 *         {
                 *           "sku": "TSHIRT-BLUE-L",
                 *           "name": "Classic T-shirt, blue, L",
                 *           "quantity": 6,
                 *           "unit_price": "4.25",
                 *           "tax_rate": "20"
                 *         }
                 *       ],
                 *       "shipping": {
                 *         "title": "Standard",
                 *         "amount": "7.50"
                 *       },
                 *       "discounts": [
                 *         {
                 *           "name": "Autumn promotion",
                 *           "kind": "order_total",
                 *           "code": "AUTUMN5",
                 *           "amount": "5.00"
                 *         }
                 *       ],
                 *       "tax_lines": [
                 *         {
                 *           "title": "VAT 20%",
                 *           "rate": "20",
                 *           "amount": "15.80"
                 *         }
                 *       ],
                 *       "version": 3
                 *     }
                 */
                "application/json": components["schemas"]["PurchaseInput"];
            };
        };
        responses: {
            /** @description Replaced, or unchanged (a replay). */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Purchase"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment (or a missing token); or `id-immutable`: the body's id differs from the purchase's. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description duplicate-external-id: another purchase holds an identifier sent; newer-version-exists: the stored version is newer. */
            409: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    batchUpsertPurchases: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "type": "order",
                 *         "status": "placed",
                 *         "identifiers": {
                 *           "external": "ERP-SO-1001",
                 *           "visible": "SO-1001"
                 *         },
                 *         "customer_identifiers": {
                 *           "external_id": "ERP-10042"
                 *         },
                 *         "payment_method": "on_account",
                 *         "currency_code": "EUR",
                 *         "po_number": "PO-7781",
                 *         "dates": {
                 *           "placed_at": "2026-11-20T09:30:00Z",
                 *           "shipping_requested_date": "2026-11-27"
                 *         },
                 *         "shipping_address": {
                 *           "company": "Example Trading Ltd",
                 *           "address_line1": "1 Dock Road",
                 *           "city": "Leeds",
                 *           "postal_code": "LS1 1AA",
                 *           "country_code": "GB"
                 *         },
                 *         "line_items": [
                 *           {
                 *             "sku": "TSHIRT-RED-M",
                 *             "name": "Classic T-shirt, red, M",
                 *             "quantity": 12,
                 *             "unit_price": "4.25",
                 *             "tax_rate": "20"
                 *           },
                 *           {
                 *             "sku": "TSHIRT-BLUE-L",
                 *             "name": "Classic T-shirt, blue, L",
                 *             "quantity": 6,
                 *             "unit_price": "4.25",
                 *             "tax_rate": "20"
                 *           }
                 *         ],
                 *         "shipping": {
                 *           "title": "Standard",
                 *           "amount": "7.50"
                 *         },
                 *         "discounts": [
                 *           {
                 *             "name": "Autumn promotion",
                 *             "kind": "order_total",
                 *             "code": "AUTUMN5",
                 *             "amount": "5.00"
                 *           }
                 *         ],
                 *         "tax_lines": [
                 *           {
                 *             "title": "VAT 20%",
                 *             "rate": "20",
                 *             "amount": "15.80"
                 *           }
                 *         ],
                 *         "version": 3
                 *       },
                 *       {
                 *         "type": "order",
                 *         "status": "placed",
                 *         "identifiers": {
                 *           "external": "ERP-SO-1002",
                 *           "visible": "SO-1002"
                 *         },
                 *         "customer_identifiers": {
                 *           "external_id": "ERP-10042"
                 *         },
                 *         "payment_method": "on_account",
                 *         "currency_code": "EUR",
                 *         "po_number": "PO-7781",
                 *         "dates": {
                 *           "placed_at": "2026-11-20T09:30:00Z",
                 *           "shipping_requested_date": "2026-11-27"
                 *         },
                 *         "shipping_address": {
                 *           "company": "Example Trading Ltd",
                 *           "address_line1": "1 Dock Road",
                 *           "city": "Leeds",
                 *           "postal_code": "LS1 1AA",
                 *           "country_code": "GB"
                 *         },
                 *         "line_items": [
                 *           {
                 *             "sku": "TSHIRT-RED-M",
                 *             "name": "Classic T-shirt, red, M",
                 *             "quantity": 12,
                 *             "unit_price": "4.25",
                 *             "tax_rate": "20"
                 *           },
                 *           {
                 *             "sku": "TSHIRT-BLUE-L",
                 *             "name": "Classic T-shirt, blue, L",
                 *             "quantity": 6,
                 *             "unit_price": "4.25",
                 *             "tax_rate": "20"
                 *           }
                 *         ],
                 *         "shipping": {
                 *           "title": "Standard",
                 *           "amount": "7.50"
                 *         },
                 *         "discounts": [
                 *           {
                 *             "name": "Autumn promotion",
                 *             "kind": "order_total",
                 *             "code": "AUTUMN5",
                 *             "amount": "5.00"
                 *           }
                 *         ],
                 *         "tax_lines": [
                 *           {
                 *             "title": "VAT 20%",
                 *             "rate": "20",
                 *             "amount": "15.80"
                 *           }
                 *         ],
                 *         "version": 1
                 *       }
                 *     ]
                 */
                "application/json": components["schemas"]["PurchaseInput"][];
            };
        };
        responses: {
            /** @description Accepted; not finished within the wait. Follow `Location` (GET /api/v1/jobs/{id}). */
            202: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id} */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Applied. `Location` (GET /api/v1/jobs/{id}) gives the counts: applied, unchanged, removed. No job ran (and no `Location`) for a body without rows. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description /api/v1/jobs/{id}; absent when the body held no rows */
                    Location?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getJob: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSyncErrors: {
        parameters: {
            query?: {
                integration?: string;
                /** @description What kind of data failed to sync. */
                data_type?: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
                /** @description Default: both. */
                status?: "open" | "resolved";
                external_id?: string;
                /** @description At most this many records (1–5000, default 5000). */
                limit?: number;
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sync errors. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncErrorList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSyncLog: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Any name; usually the credential name. */
                integration: string;
                /** @description What kind of data failed to sync. */
                data_type: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncLogStatus"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    putSyncLog: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Any name; usually the credential name. */
                integration: string;
                /** @description What kind of data failed to sync. */
                data_type: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "started_at": "2026-11-25T02:00:00Z",
                 *       "finished_at": "2026-11-25T02:14:31Z",
                 *       "succeeded": false,
                 *       "errors": [
                 *         {
                 *           "external_id": "CUST-10042",
                 *           "visible_id": "10042",
                 *           "external_url": "https://erp.example.com/customers/10042",
                 *           "code": "customer-invalid",
                 *           "message": "email is missing",
                 *           "payload": {
                 *             "customer_no": "10042",
                 *             "email": null
                 *           }
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SyncLogFullSync"];
            };
        };
        responses: {
            /** @description The status after the full sync. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncLogStatus"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    patchSyncLog: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Any name; usually the credential name. */
                integration: string;
                /** @description What kind of data failed to sync. */
                data_type: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "finished_at": "2026-11-25T09:30:00Z",
                 *       "errors": [
                 *         {
                 *           "external_id": "CUST-10042",
                 *           "resolved": true
                 *         },
                 *         {
                 *           "external_id": "CUST-10077",
                 *           "code": "customer-invalid",
                 *           "message": "country_code \"UK\" is not ISO 3166-1 (use GB)"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["SyncLogPartialSync"];
            };
        };
        responses: {
            /** @description The status after the partial sync. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncLogStatus"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listSyncLogErrors: {
        parameters: {
            query?: {
                /** @description Default open: the errors error_count counts. */
                status?: "open" | "resolved";
                /** @description At most this many records (1–5000, default 5000). */
                limit?: number;
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Any name; usually the credential name. */
                integration: string;
                /** @description What kind of data failed to sync. */
                data_type: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The errors. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SyncErrorList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteSyncLog: {
        parameters: {
            query?: {
                /** @description Only this integration. */
                integration?: string;
                /** @description Only this data type. */
                data_type?: "prices" | "stock" | "purchases" | "orders" | "customers" | "products" | "files" | "webhooks";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cleared. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
                /** @description Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.example.com/hooks/wholesale-hub",
                 *       "events": [
                 *         "order.completed",
                 *         "order.status_changed"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description Registered; the answer carries the secret. */
            201: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    "Ignored-Fields": components["headers"]["IgnoredFields"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCreated"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description A UUID; anything else is 400 resource-id-invalid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Deliveries per response, 1–500; unset means 500. */
                limit?: number;
                /** @description Deliveries skipped, default 0. */
                offset?: number;
                /** @description Only deliveries in this state. */
                status?: "pending" | "delivered" | "failed";
            };
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description A UUID; anything else is 400 resource-id-invalid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description The site (tenant) the request is for. Required on every request, the token request included. */
                "Site-Id"?: components["parameters"]["SiteId"];
                /** @description Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub's logs. Without one (or with an unusable one) the hub makes one up. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description A UUID; anything else is 400 resource-id-invalid. */
                id: string;
                /** @description A UUID; anything else is 400 resource-id-invalid. */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, queued. */
            202: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description The request does not match the schema or breaks a rule. */
            400: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token missing, malformed, unknown or expired. */
            401: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Token for another site or environment, or a plan without API access. */
            403: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such record. */
            404: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body exceeds the limit. */
            413: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported Content-Type (empty body). */
            415: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead. */
            503: {
                headers: {
                    /** @description The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support. */
                    "X-Request-Id"?: string;
                    /** @description Seconds to wait before retrying. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
