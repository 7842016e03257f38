CREATE TABLE "rule_hits" (
	"tenant_id" uuid NOT NULL,
	"hit_id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "rule_hits_hit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"condition_index" smallint,
	"entity_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rule_hits_tenant_id_hit_id_pk" PRIMARY KEY("tenant_id","hit_id")
);
--> statement-breakpoint
CREATE INDEX "rule_hits_rule_subject_at" ON "rule_hits" USING btree ("rule_id","subject_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rule_hits_at" ON "rule_hits" USING btree ("at");