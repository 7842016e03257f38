CREATE TABLE "action_work_units" (
	"tenant_id" uuid NOT NULL,
	"correlation_id" text NOT NULL,
	"work_unit_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_work_units_tenant_id_correlation_id_pk" PRIMARY KEY("tenant_id","correlation_id")
);
--> statement-breakpoint
ALTER TABLE "action_work_units" ADD CONSTRAINT "action_work_units_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;