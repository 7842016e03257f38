CREATE TABLE "grant_audit" (
	"grant_audit_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"role_grant_id" uuid NOT NULL,
	"principal_kind" text NOT NULL,
	"principal" text NOT NULL,
	"role_name" text NOT NULL,
	"tenant_ids" uuid[],
	"tenant_names" text[],
	"previous_role_name" text,
	"previous_tenant_names" text[]
);
--> statement-breakpoint
ALTER TABLE "grant_audit" ADD CONSTRAINT "grant_audit_actor_user_id_users_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grant_audit_at" ON "grant_audit" USING btree ("at");