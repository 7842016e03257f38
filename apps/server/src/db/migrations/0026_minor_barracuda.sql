CREATE TABLE "demo_deliveries" (
	"tenant_id" uuid NOT NULL,
	"delivery_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"headers" jsonb NOT NULL,
	"body" text NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"first_received" timestamp with time zone DEFAULT now() NOT NULL,
	"last_received" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_deliveries_tenant_id_delivery_id_pk" PRIMARY KEY("tenant_id","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "demo_deliveries" ADD CONSTRAINT "demo_deliveries_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_deliveries_webhook" ON "demo_deliveries" USING btree ("tenant_id","webhook_id");