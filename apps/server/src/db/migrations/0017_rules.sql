CREATE TABLE "rules" (
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"rule_type_id" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"match_lifetime" text NOT NULL,
	"use_sliding_expiration" boolean DEFAULT false NOT NULL,
	"time_conditions" jsonb,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expiration_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_tenant_id_rule_id_pk" PRIMARY KEY("tenant_id","rule_id")
);
--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rules_rule_id" ON "rules" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "rules_tenant_enabled" ON "rules" USING btree ("tenant_id","enabled");--> statement-breakpoint
CREATE INDEX "rules_subscription" ON "rules" USING btree ("subscription_id");