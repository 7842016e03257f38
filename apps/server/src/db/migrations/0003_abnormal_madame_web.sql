DROP INDEX "work_units_grid";--> statement-breakpoint
DROP INDEX "work_units_tenant_grid";--> statement-breakpoint
DROP INDEX "work_units_default_sort";--> statement-breakpoint
DROP INDEX "work_units_tenant_created";--> statement-breakpoint
CREATE INDEX "work_units_grid" ON "work_units" USING btree ("state_id","work_unit_type_id","severity_id","created" DESC NULLS FIRST,"work_unit_id");--> statement-breakpoint
CREATE INDEX "work_units_tenant_grid" ON "work_units" USING btree ("tenant_id","state_id","work_unit_type_id","severity_id","created" DESC NULLS FIRST,"work_unit_id");--> statement-breakpoint
CREATE INDEX "work_units_default_sort" ON "work_units" USING btree ("severity_id","created" DESC NULLS FIRST,"work_unit_id");--> statement-breakpoint
CREATE INDEX "work_units_tenant_created" ON "work_units" USING btree ("tenant_id","created" DESC NULLS FIRST);