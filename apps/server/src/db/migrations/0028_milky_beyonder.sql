CREATE TABLE "protocol_actions" (
	"tenant_id" uuid NOT NULL,
	"protocol_action_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"protocol_id" uuid NOT NULL,
	"action_definition_id" text NOT NULL,
	"work_unit_event_type_id" smallint NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sequence" smallint DEFAULT 0 NOT NULL,
	"run_automatically" boolean DEFAULT true NOT NULL,
	"repeatable" boolean DEFAULT false NOT NULL,
	"summary" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	CONSTRAINT "protocol_actions_tenant_id_protocol_action_id_pk" PRIMARY KEY("tenant_id","protocol_action_id")
);
--> statement-breakpoint
CREATE TABLE "protocols" (
	"tenant_id" uuid NOT NULL,
	"protocol_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"owning_group" text,
	"timer_inverval" text NOT NULL,
	"manual_actions" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	CONSTRAINT "protocols_tenant_id_protocol_id_pk" PRIMARY KEY("tenant_id","protocol_id")
);
--> statement-breakpoint
ALTER TABLE "protocol_actions" ADD CONSTRAINT "protocol_actions_action_definition_id_action_definitions_action_definition_id_fk" FOREIGN KEY ("action_definition_id") REFERENCES "public"."action_definitions"("action_definition_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_actions" ADD CONSTRAINT "protocol_actions_tenant_id_protocol_id_protocols_tenant_id_protocol_id_fk" FOREIGN KEY ("tenant_id","protocol_id") REFERENCES "public"."protocols"("tenant_id","protocol_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocols" ADD CONSTRAINT "protocols_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_actions_protocol_action_id" ON "protocol_actions" USING btree ("protocol_action_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocol_actions_sequence" ON "protocol_actions" USING btree ("tenant_id","protocol_id","work_unit_event_type_id","sequence");--> statement-breakpoint
CREATE INDEX "protocol_actions_definition" ON "protocol_actions" USING btree ("action_definition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "protocols_protocol_id" ON "protocols" USING btree ("protocol_id");