ALTER TABLE "work_units" ADD COLUMN "approver1_user_id" uuid;--> statement-breakpoint
ALTER TABLE "work_units" ADD COLUMN "approver2_user_id" uuid;--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_approver1_user_id_users_user_id_fk" FOREIGN KEY ("approver1_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_units" ADD CONSTRAINT "work_units_approver2_user_id_users_user_id_fk" FOREIGN KEY ("approver2_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_units_approver1_user" ON "work_units" USING btree ("approver1_user_id");--> statement-breakpoint
CREATE INDEX "work_units_approver2_user" ON "work_units" USING btree ("approver2_user_id");--> statement-breakpoint
-- Issue 26 item 9: a people field that holds an account's email holds the account's user name, as (ack),
-- the demo data and the people picker write it; only where exactly one account has that email and no
-- account has it as its user name. Keys as in src/db/identity.ts (ASCII-only case folding).
UPDATE "work_units" AS w SET "assigned_to" = m.user_name
FROM (SELECT lower(btrim(u.email, E' \t\r\n') COLLATE "C") AS k, min(u.user_name) AS user_name FROM "users" AS u
      WHERE u.email IS NOT NULL GROUP BY 1 HAVING count(*) = 1) AS m
WHERE lower(btrim(w."assigned_to", E' \t\r\n') COLLATE "C") = m.k
  AND NOT EXISTS (SELECT 1 FROM "users" AS n WHERE lower(btrim(n.user_name, E' \t\r\n') COLLATE "C") = m.k);
--> statement-breakpoint
UPDATE "work_units" AS w SET "implementer" = m.user_name
FROM (SELECT lower(btrim(u.email, E' \t\r\n') COLLATE "C") AS k, min(u.user_name) AS user_name FROM "users" AS u
      WHERE u.email IS NOT NULL GROUP BY 1 HAVING count(*) = 1) AS m
WHERE lower(btrim(w."implementer", E' \t\r\n') COLLATE "C") = m.k
  AND NOT EXISTS (SELECT 1 FROM "users" AS n WHERE lower(btrim(n.user_name, E' \t\r\n') COLLATE "C") = m.k);
--> statement-breakpoint
UPDATE "work_units" AS w SET "approver1" = m.user_name
FROM (SELECT lower(btrim(u.email, E' \t\r\n') COLLATE "C") AS k, min(u.user_name) AS user_name FROM "users" AS u
      WHERE u.email IS NOT NULL GROUP BY 1 HAVING count(*) = 1) AS m
WHERE lower(btrim(w."approver1", E' \t\r\n') COLLATE "C") = m.k
  AND NOT EXISTS (SELECT 1 FROM "users" AS n WHERE lower(btrim(n.user_name, E' \t\r\n') COLLATE "C") = m.k);
--> statement-breakpoint
UPDATE "work_units" AS w SET "approver2" = m.user_name
FROM (SELECT lower(btrim(u.email, E' \t\r\n') COLLATE "C") AS k, min(u.user_name) AS user_name FROM "users" AS u
      WHERE u.email IS NOT NULL GROUP BY 1 HAVING count(*) = 1) AS m
WHERE lower(btrim(w."approver2", E' \t\r\n') COLLATE "C") = m.k
  AND NOT EXISTS (SELECT 1 FROM "users" AS n WHERE lower(btrim(n.user_name, E' \t\r\n') COLLATE "C") = m.k);
--> statement-breakpoint
-- Issue 26 item 2: each approver slot names the one account whose user name or email it is; a slot
-- matching none or several stays unbound, and no one can decide in it until it is changed.
UPDATE "work_units" AS w SET "approver1_user_id" = (
  SELECT min(u.user_id::text)::uuid FROM "users" AS u
  WHERE lower(btrim(u.user_name, E' \t\r\n') COLLATE "C") = lower(btrim(w."approver1", E' \t\r\n') COLLATE "C") OR lower(btrim(u.email, E' \t\r\n') COLLATE "C") = lower(btrim(w."approver1", E' \t\r\n') COLLATE "C")
  HAVING count(*) = 1)
WHERE w."approver1" IS NOT NULL;
--> statement-breakpoint
UPDATE "work_units" AS w SET "approver2_user_id" = (
  SELECT min(u.user_id::text)::uuid FROM "users" AS u
  WHERE lower(btrim(u.user_name, E' \t\r\n') COLLATE "C") = lower(btrim(w."approver2", E' \t\r\n') COLLATE "C") OR lower(btrim(u.email, E' \t\r\n') COLLATE "C") = lower(btrim(w."approver2", E' \t\r\n') COLLATE "C")
  HAVING count(*) = 1)
WHERE w."approver2" IS NOT NULL;
