CREATE TABLE "secret_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"retired" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tenant_secret_versions" ADD COLUMN "key_id" text;