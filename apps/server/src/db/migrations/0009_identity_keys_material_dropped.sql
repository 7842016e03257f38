ALTER TABLE "identity_keys" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "identity_keys" DROP COLUMN "material";