CREATE TABLE "block_logs" (
	"tenant_id" uuid NOT NULL,
	"log_entry_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "block_logs_tenant_id_log_entry_id_pk" PRIMARY KEY("tenant_id","log_entry_id")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"tenant_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"block_type_id" smallint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_tenant_id_block_id_pk" PRIMARY KEY("tenant_id","block_id")
);
--> statement-breakpoint
ALTER TABLE "block_logs" ADD CONSTRAINT "block_logs_tenant_id_block_id_blocks_tenant_id_block_id_fk" FOREIGN KEY ("tenant_id","block_id") REFERENCES "public"."blocks"("tenant_id","block_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_logs_block" ON "block_logs" USING btree ("tenant_id","block_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blocks_block" ON "blocks" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "blocks_subscription" ON "blocks" USING btree ("subscription_id");