CREATE TABLE "action_definitions" (
	"action_definition_id" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"action_definition_type_id" smallint NOT NULL,
	"input_parameters" text,
	"endpoint_url" text,
	"http_method" text,
	"headers" text,
	"body" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_histories" (
	"tenant_id" uuid NOT NULL,
	"action_history_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"action_definition_id" text NOT NULL,
	"correlation_id" text NOT NULL,
	"reference_id" text,
	"message_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"trigger" text NOT NULL,
	"result_status_id" smallint NOT NULL,
	"result_detail" text,
	"request" jsonb NOT NULL,
	"input_parameters" text NOT NULL,
	"attempts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_token" uuid,
	"action_processed" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_histories_tenant_id_action_history_id_pk" PRIMARY KEY("tenant_id","action_history_id")
);
--> statement-breakpoint
CREATE TABLE "action_signing_secrets" (
	"tenant_id" uuid NOT NULL,
	"secret_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"value" text NOT NULL,
	"key_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires" timestamp with time zone,
	CONSTRAINT "action_signing_secrets_tenant_id_secret_id_pk" PRIMARY KEY("tenant_id","secret_id")
);
--> statement-breakpoint
ALTER TABLE "action_definitions" ADD CONSTRAINT "action_definitions_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_histories" ADD CONSTRAINT "action_histories_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_signing_secrets" ADD CONSTRAINT "action_signing_secrets_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_definitions_tenant" ON "action_definitions" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "action_histories_id" ON "action_histories" USING btree ("action_history_id");--> statement-breakpoint
CREATE UNIQUE INDEX "action_histories_idempotency" ON "action_histories" USING btree ("tenant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "action_histories_message" ON "action_histories" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "action_histories_definition" ON "action_histories" USING btree ("action_definition_id","action_processed" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "action_histories_correlation" ON "action_histories" USING btree ("correlation_id");--> statement-breakpoint
CREATE INDEX "action_histories_due" ON "action_histories" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "action_signing_secrets_id" ON "action_signing_secrets" USING btree ("secret_id");--> statement-breakpoint
-- The two built-in actions (part 1 §3): shared, read-only, run by the server itself rather than over HTTP.
INSERT INTO "action_definitions" ("action_definition_id", "tenant_id", "name", "description", "action_definition_type_id", "input_parameters")
VALUES
  ('email', NULL, 'Email', 'Sends an email from a template (built-in). ExtraParameters: key=value lines; To= overrides the tenant''s internal notification address.', 6, 'IsImportant,Template,ExtraParameters'),
  ('create-work-unit', NULL, 'Create Work Unit', 'Opens one work unit per open rule match; later matches add a note to it (built-in).', 6, 'TenantId,ProtocolId,SeverityId,AssignmentGroup')
ON CONFLICT DO NOTHING;
