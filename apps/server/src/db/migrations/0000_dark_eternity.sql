CREATE TABLE "subscriptions" (
	"subscription_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"tenant_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"internal_notification_email_address" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"assignment_groups" text DEFAULT '' NOT NULL,
	"work_unit_field_def1" text,
	"work_unit_field_def2" text,
	"work_unit_field_def3" text,
	"work_unit_field_def4" text,
	"work_unit_field_def5" text,
	"work_unit_field_def6" text,
	"work_unit_field_def7" text,
	"work_unit_field_def8" text,
	"work_unit_field_def9" text,
	"work_unit_field_def10" text,
	"work_unit_field_def11" text,
	"work_unit_field_def12" text,
	"work_unit_field_def13" text,
	"work_unit_field_def14" text,
	"work_unit_field_def15" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"material" jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_name" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text,
	"password_hash" text,
	"external_subject" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"home_tenant_id" uuid,
	"context_tenant_id" uuid,
	"context_subscription_id" uuid,
	"photo" "bytea",
	"photo_content_type" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_externalSubject_unique" UNIQUE("external_subject")
);
--> statement-breakpoint
CREATE TABLE "role_grants" (
	"role_grant_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"user_id" uuid,
	"group_name" text,
	"tenant_ids" uuid[],
	CONSTRAINT "role_grants_one_principal" CHECK (("role_grants"."user_id" is null) <> ("role_grants"."group_name" is null))
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"permissions" text[] NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_tenant" ON "subscriptions" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower" ON "users" USING btree (lower("user_name"));