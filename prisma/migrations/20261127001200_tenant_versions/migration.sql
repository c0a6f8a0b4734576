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

-- The small tables the cached topics read bump through triggers, whoever writes: no writer can forget it. They
-- are deferred constraint triggers, so the bump runs at COMMIT, last in the transaction: the row lock it takes is
-- held only while the commit completes, never while the writer goes on to take other locks (cart completion
-- raises a customer's balance first and numbers the order last, and must not serialise on this row in between).
-- Constraint triggers are per row; the first row of a tenant in a transaction bumps, the others find the
-- transaction-local setting and return (a few microseconds each). `prices` has none: a 1M-row merge would pay for
-- it, so its writers bump explicitly (src/db/tenant-versions.ts).
CREATE FUNCTION "tenant_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  done text;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  done := 'hub_tenant_version.b' || md5(r.site_id || '|' || r.environment);
  IF current_setting(done, true) = '1' THEN RETURN NULL; END IF;
  PERFORM set_config(done, '1', true);
  INSERT INTO tenant_versions (site_id, environment) VALUES (r.site_id, r.environment)
    ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

-- price_list_rules carry no tenant columns: their list names it. A rule deleted with its list finds no list at
-- commit, but the list's own delete has bumped.
CREATE FUNCTION "tenant_version_bump_rule"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list_id uuid;
  r record;
  done text;
BEGIN
  IF TG_OP = 'DELETE' THEN list_id := OLD.price_list_id; ELSE list_id := NEW.price_list_id; END IF;
  SELECT site_id, environment INTO r FROM price_lists WHERE id = list_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  done := 'hub_tenant_version.b' || md5(r.site_id || '|' || r.environment);
  IF current_setting(done, true) = '1' THEN RETURN NULL; END IF;
  PERFORM set_config(done, '1', true);
  INSERT INTO tenant_versions (site_id, environment) VALUES (r.site_id, r.environment)
    ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['customer_groups', 'group_settings', 'customers', 'addresses', 'products', 'variants',
                           'price_lists', 'discounts', 'shipping_methods'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tenant_version_bump()', t || '_tenant_version', t);
  END LOOP;
END $$;

CREATE CONSTRAINT TRIGGER "price_list_rules_tenant_version" AFTER INSERT OR UPDATE OR DELETE ON "price_list_rules"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tenant_version_bump_rule();
