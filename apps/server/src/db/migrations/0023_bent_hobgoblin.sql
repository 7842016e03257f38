CREATE TABLE "work_unit_event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_unit_events" (
	"consumer" text NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_unit_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"work_unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"changed" text[] NOT NULL,
	"state_id" smallint NOT NULL,
	"previous_state_id" smallint,
	"work_unit" jsonb NOT NULL,
	"actor" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_unit_events_consumer_sequence_tenant_id_pk" PRIMARY KEY("consumer","sequence","tenant_id")
);
--> statement-breakpoint
CREATE INDEX "work_unit_events_work_unit" ON "work_unit_events" USING btree ("work_unit_id");