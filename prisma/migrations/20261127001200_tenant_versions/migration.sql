-- A version of each tenant's cached data per cache topic (what the tenant read cache, src/cache/tenant-cache.ts,
-- holds except purchase paging), so every process can revalidate its cache instead of reloading it every 5 s.
-- Every write sets its (tenant, topic) row, inside the writing transaction, to a fresh value of the column's
-- sequence; each process reads the whole table every few seconds and drops the buckets of each (tenant, topic)
-- whose version moved, so a write whose Redis announcement was lost is still seen within that bound. One row per
-- topic, not per tenant: a customer's balance moving on every order does not drop the tenant's prices and catalog,
-- and writers of different topics never wait for each other's version row. Sequence values are never handed out
-- twice.
-- CreateTable
CREATE TABLE "tenant_versions" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "topic" TEXT NOT NULL,
    "version" BIGSERIAL NOT NULL,

    CONSTRAINT "tenant_versions_pkey" PRIMARY KEY ("site_id","environment","topic")
);

-- The small tables the cached topics read bump through triggers, whoever writes: no writer can forget it. They
-- are deferred constraint triggers, so the bump runs at COMMIT, last in the transaction: the row lock it takes is
-- held only while the commit completes, never while the writer goes on to take other locks (cart completion
-- raises a customer's balance first and numbers the order last, and must not serialise on this row in between).
-- Constraint triggers are per row; the first row of a (tenant, topic) in a row of such rows bumps, the others find
-- the transaction-local marker and return (a few microseconds each). The marker is one setting holding the last
-- key bumped, not one setting per key: PostgreSQL 15 keeps every setting name a connection ever saw and re-sorts
-- them on each new one. A transaction alternating between two keys bumps again, which is harmless.
-- `prices` has none: a 1M-row merge would pay for it, so its writers bump explicitly (src/db/tenant-versions.ts).
-- The trigger's argument is the cache topic of its table.
CREATE FUNCTION "tenant_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  key text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  key := r.site_id || '|' || r.environment || '|' || TG_ARGV[0];
  IF current_setting('hub_tenant_version.last', true) = key THEN RETURN NULL; END IF;
  PERFORM set_config('hub_tenant_version.last', key, true);
  INSERT INTO tenant_versions (site_id, environment, topic) VALUES (r.site_id, r.environment, TG_ARGV[0])
    ON CONFLICT (site_id, environment, topic) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

-- price_list_rules carry no tenant columns: their list names it. A rule deleted with its list finds no list at
-- commit, but the list's own delete has bumped.
CREATE FUNCTION "tenant_version_bump_rule"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list_id uuid;
  r record;
  key text;
BEGIN
  IF TG_OP = 'DELETE' THEN list_id := OLD.price_list_id; ELSE list_id := NEW.price_list_id; END IF;
  SELECT site_id, environment INTO r FROM price_lists WHERE id = list_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  key := r.site_id || '|' || r.environment || '|price-lists';
  IF current_setting('hub_tenant_version.last', true) = key THEN RETURN NULL; END IF;
  PERFORM set_config('hub_tenant_version.last', key, true);
  INSERT INTO tenant_versions (site_id, environment, topic) VALUES (r.site_id, r.environment, 'price-lists')
    ON CONFLICT (site_id, environment, topic) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

-- Each table and the cache topic its writers announce (src/cache/tenant-cache.ts CacheTopic).
DO $$
DECLARE
  t text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['customer_groups', 'customer-groups'], ['group_settings', 'customer-groups'],
    ['customers', 'customers'], ['addresses', 'customers'],
    ['products', 'catalog'], ['variants', 'catalog'],
    ['price_lists', 'price-lists'], ['discounts', 'discounts'], ['shipping_methods', 'shipping-methods']] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tenant_version_bump(%L)', t[1] || '_tenant_version', t[1], t[2]);
  END LOOP;
END $$;

CREATE CONSTRAINT TRIGGER "price_list_rules_tenant_version" AFTER INSERT OR UPDATE OR DELETE ON "price_list_rules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tenant_version_bump_rule();
