-- A version of each tenant's cached data (everything the tenant read cache, src/cache/tenant-cache.ts, holds
-- except purchase paging), so every process can revalidate its cache instead of reloading it every 5 s. Every
-- write sets the row, inside the writing transaction, to a fresh value of the column's sequence; each process
-- reads the whole table every few seconds and drops the buckets of tenants whose version moved, so a write whose
-- Redis announcement was lost is still seen within that bound. Sequence values are never handed out twice.
-- CreateTable
CREATE TABLE "tenant_versions" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "version" BIGSERIAL NOT NULL,

    CONSTRAINT "tenant_versions_pkey" PRIMARY KEY ("site_id","environment")
);

-- The small tables the cached topics read bump through statement-level triggers (one bump per statement and
-- tenant, whoever writes: no writer can forget it). Transition tables name the tenants a statement touched; a
-- trigger with them takes a single event, hence three per table. `prices` has none: a 1M-row merge would pay for
-- the transition table, so its writers bump explicitly (src/db/tenant-versions.ts).
-- The row lock the bump takes is held until the commit: concurrent writers of one tenant's cached tables queue
-- there from their first tracked statement on, as stock writers do on stock_versions.
CREATE FUNCTION "tenant_version_bump_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_versions (site_id, environment) SELECT DISTINCT site_id, environment FROM new_rows
    ORDER BY 1, 2 ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

CREATE FUNCTION "tenant_version_bump_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_versions (site_id, environment) SELECT DISTINCT site_id, environment FROM old_rows
    ORDER BY 1, 2 ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

-- price_list_rules carry no tenant columns: their list names it. A rule deleted with its list finds no list, but
-- the list's own delete has bumped.
CREATE FUNCTION "tenant_version_bump_rules_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_versions (site_id, environment)
    SELECT DISTINCT l.site_id, l.environment FROM new_rows r JOIN price_lists l ON l.id = r.price_list_id
    ORDER BY 1, 2 ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

CREATE FUNCTION "tenant_version_bump_rules_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tenant_versions (site_id, environment)
    SELECT DISTINCT l.site_id, l.environment FROM old_rows r JOIN price_lists l ON l.id = r.price_list_id
    ORDER BY 1, 2 ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['customer_groups', 'group_settings', 'customers', 'addresses', 'products', 'variants',
                           'price_lists', 'discounts', 'shipping_methods'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_version_bump_new()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_version_bump_new()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tenant_version_bump_old()', t || '_version_del', t);
  END LOOP;
END $$;

CREATE TRIGGER "price_list_rules_version_ins" AFTER INSERT ON "price_list_rules" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_version_bump_rules_new();
CREATE TRIGGER "price_list_rules_version_upd" AFTER UPDATE ON "price_list_rules" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_version_bump_rules_new();
CREATE TRIGGER "price_list_rules_version_del" AFTER DELETE ON "price_list_rules" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tenant_version_bump_rules_old();
