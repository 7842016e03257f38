-- A tenant's new packets go to the evaluation's outbox (packet_arrivals) once the tenant has an enabled rule
-- (modules/packets/packets.table.ts, packetArrivalTenants). The trigger keeps that true whichever door writes
-- the rule (the rules service, a change's maintenance window, the seed, a test); it only ever adds, so an
-- enable and a disable at the same time cannot leave a tenant with an enabled rule out.
CREATE FUNCTION "rules_queue_tenant_packets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."enabled" THEN
    INSERT INTO "packet_arrival_tenants" ("tenant_id") VALUES (NEW."tenant_id") ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rules_queue_tenant_packets" AFTER INSERT OR UPDATE OF "enabled", "tenant_id" ON "rules"
  FOR EACH ROW EXECUTE FUNCTION "rules_queue_tenant_packets"();
--> statement-breakpoint
INSERT INTO "packet_arrival_tenants" ("tenant_id") SELECT DISTINCT "tenant_id" FROM "rules" WHERE "enabled" ON CONFLICT DO NOTHING;
