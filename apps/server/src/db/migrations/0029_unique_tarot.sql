CREATE TABLE "control_sets" (
	"control_set_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"source" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_statuses" (
	"tenant_id" uuid NOT NULL,
	"control_status_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"control_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	CONSTRAINT "control_statuses_tenant_id_control_status_id_pk" PRIMARY KEY("tenant_id","control_status_id")
);
--> statement-breakpoint
CREATE TABLE "controls" (
	"control_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"control_set_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"position" integer NOT NULL,
	"evidence_source" text
);
--> statement-breakpoint
ALTER TABLE "control_statuses" ADD CONSTRAINT "control_statuses_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_statuses" ADD CONSTRAINT "control_statuses_control_id_controls_control_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."controls"("control_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "controls" ADD CONSTRAINT "controls_control_set_id_control_sets_control_set_id_fk" FOREIGN KEY ("control_set_id") REFERENCES "public"."control_sets"("control_set_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "control_sets_name" ON "control_sets" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "control_statuses_id" ON "control_statuses" USING btree ("control_status_id");--> statement-breakpoint
CREATE UNIQUE INDEX "control_statuses_week" ON "control_statuses" USING btree ("tenant_id","control_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "controls_set_name" ON "controls" USING btree ("control_set_id","name");--> statement-breakpoint
CREATE INDEX "controls_set_position" ON "controls" USING btree ("control_set_id","position");