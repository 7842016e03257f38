CREATE TABLE "packet_entities" (
	"tenant_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packet_entities_tenant_id_entity_id_pk" PRIMARY KEY("tenant_id","entity_id")
);
--> statement-breakpoint
CREATE INDEX "packet_entities_entity" ON "packet_entities" USING btree ("entity_id");