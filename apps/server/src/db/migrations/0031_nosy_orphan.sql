CREATE TABLE "protocol_action_rejections" (
	"tenant_id" uuid NOT NULL,
	"work_unit_id" integer NOT NULL,
	"protocol_action_id" uuid NOT NULL,
	"rejected" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_by" text NOT NULL,
	CONSTRAINT "protocol_action_rejections_tenant_id_work_unit_id_protocol_action_id_pk" PRIMARY KEY("tenant_id","work_unit_id","protocol_action_id")
);
--> statement-breakpoint
CREATE TABLE "protocol_timers" (
	"tenant_id" uuid NOT NULL,
	"work_unit_id" integer NOT NULL,
	"last_fired" timestamp with time zone NOT NULL,
	CONSTRAINT "protocol_timers_tenant_id_work_unit_id_pk" PRIMARY KEY("tenant_id","work_unit_id")
);
--> statement-breakpoint
ALTER TABLE "protocol_action_rejections" ADD CONSTRAINT "protocol_action_rejections_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_timers" ADD CONSTRAINT "protocol_timers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protocol_action_rejections_work_unit" ON "protocol_action_rejections" USING btree ("work_unit_id");