CREATE TABLE "rule_matches" (
	"tenant_id" uuid NOT NULL,
	"rule_match_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"subject_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"rule_packet" jsonb,
	"packet_id" uuid,
	"match_count" integer DEFAULT 1 NOT NULL,
	"first_match" timestamp with time zone NOT NULL,
	"last_match" timestamp with time zone NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"in_maintenance" boolean DEFAULT false NOT NULL,
	"completion_processed" boolean DEFAULT false NOT NULL,
	"state" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_matches_tenant_id_rule_match_id_pk" PRIMARY KEY("tenant_id","rule_match_id")
);
--> statement-breakpoint
ALTER TABLE "rule_matches" ADD CONSTRAINT "rule_matches_tenant_id_rule_id_rules_tenant_id_rule_id_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."rules"("tenant_id","rule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_matches_rule_match_id" ON "rule_matches" USING btree ("rule_match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_matches_open" ON "rule_matches" USING btree ("tenant_id","rule_id","subject_id") WHERE not "rule_matches"."completion_processed";--> statement-breakpoint
CREATE INDEX "rule_matches_rule_created" ON "rule_matches" USING btree ("rule_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rule_matches_subject" ON "rule_matches" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "rule_matches_packet" ON "rule_matches" USING btree ("packet_id");--> statement-breakpoint
CREATE INDEX "rule_matches_expiring" ON "rule_matches" USING btree ("expires") WHERE not "rule_matches"."completion_processed";