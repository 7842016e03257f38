ALTER TABLE "identity_keys" ALTER COLUMN "material" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD COLUMN "value" text;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "identity_keys" ADD COLUMN "retired" timestamp with time zone;--> statement-breakpoint
-- The key material moves as it is (JSON text, key_id null); the next start seals it with the secrets key (prepareSecrets).
UPDATE "identity_keys" SET "value" = "material"::text;