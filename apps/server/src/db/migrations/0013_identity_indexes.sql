DROP INDEX "work_units_created_by_lower";--> statement-breakpoint
DROP INDEX "work_units_stakeholder_email_lower";--> statement-breakpoint
DROP INDEX "users_user_name_lower";--> statement-breakpoint
CREATE INDEX "work_units_created_by_identity" ON "work_units" USING btree (lower(btrim("created_by", E' \t\r\n') collate "C"));--> statement-breakpoint
CREATE INDEX "work_units_stakeholder_email_identity" ON "work_units" USING btree (lower(btrim("stake_holder_email_address", E' \t\r\n') collate "C"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_identity" ON "users" USING btree (lower(btrim("user_name", E' \t\r\n') collate "C"));--> statement-breakpoint
CREATE INDEX "users_email_identity" ON "users" USING btree (lower(btrim("email", E' \t\r\n') collate "C"));