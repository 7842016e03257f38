CREATE TABLE "device_installations" (
	"tenant_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"package_version_id" uuid,
	"install_status" text NOT NULL,
	"detail" text,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_installations_tenant_id_device_id_package_id_pk" PRIMARY KEY("tenant_id","device_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "device_logs" (
	"tenant_id" uuid NOT NULL,
	"log_entry_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"device_operation_id" uuid,
	"created" timestamp with time zone NOT NULL,
	"entry_type" text NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "device_logs_tenant_id_log_entry_id_pk" PRIMARY KEY("tenant_id","log_entry_id")
);
--> statement-breakpoint
CREATE TABLE "device_operations" (
	"tenant_id" uuid NOT NULL,
	"device_operation_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"device_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"reference_id" text,
	"global_setting_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"operation_complete" boolean DEFAULT false NOT NULL,
	"completion_token" uuid,
	"frequency_type_id" smallint NOT NULL,
	"interval" text NOT NULL,
	"is_interactive" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_operations_tenant_id_device_operation_id_pk" PRIMARY KEY("tenant_id","device_operation_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"tenant_id" uuid NOT NULL,
	"device_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"device_type_id" smallint DEFAULT 0 NOT NULL,
	"location_id" uuid,
	"operating_system_id" smallint DEFAULT 0 NOT NULL,
	"device_logging_level_id" smallint DEFAULT 1 NOT NULL,
	"heartbeat_interval" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"restart_agent_flag" boolean DEFAULT false NOT NULL,
	"trace_expiration" timestamp with time zone,
	"trace_minutes" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"agent_id" uuid,
	"credential_hash" text,
	"credential_confirmed" boolean DEFAULT false NOT NULL,
	"fingerprint" text,
	"machine_name" text,
	"ip_address" text,
	"architecture" text,
	"agent_version" text,
	"config_version" bigint DEFAULT 1 NOT NULL,
	"last_sequence" bigint,
	"last_check_in" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_tenant_id_device_id_pk" PRIMARY KEY("tenant_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"operation_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"operation_type" smallint NOT NULL,
	"default_interval" text NOT NULL,
	"frequency_definitions" integer[] NOT NULL,
	"parameter_definitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"operation_result_type_id" smallint NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_versions" (
	"package_version_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"version" text NOT NULL,
	"label" text NOT NULL,
	"package_version_status_id" smallint NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"package_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"package_type_id" smallint NOT NULL,
	"executable_name" text,
	"executable_type_id" smallint,
	"reference_url" text,
	"operating_system_rids_id" smallint DEFAULT 0 NOT NULL,
	"parameter_definitions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "latest_packets" (
	"tenant_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"packet_id" uuid NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "latest_packets_tenant_id_entity_id_pk" PRIMARY KEY("tenant_id","entity_id")
);
--> statement-breakpoint
CREATE TABLE "packets" (
	"tenant_id" uuid NOT NULL,
	"packet_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"received" timestamp with time zone DEFAULT now() NOT NULL,
	"message" jsonb NOT NULL,
	CONSTRAINT "packets_tenant_id_packet_id_timestamp_pk" PRIMARY KEY("tenant_id","packet_id","timestamp")
) PARTITION BY RANGE ("timestamp");
--> statement-breakpoint
CREATE TABLE "pending_devices" (
	"tenant_id" uuid NOT NULL,
	"pending_device_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"token_grant_id" uuid,
	"machine_name" text NOT NULL,
	"operating_system" text NOT NULL,
	"operating_system_id" smallint NOT NULL,
	"architecture" text NOT NULL,
	"ip_address" text,
	"agent_version" text,
	"fingerprint" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_ping" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_devices_tenant_id_pending_device_id_pk" PRIMARY KEY("tenant_id","pending_device_id")
);
--> statement-breakpoint
ALTER TABLE "device_installations" ADD CONSTRAINT "device_installations_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_installations" ADD CONSTRAINT "device_installations_package_version_id_package_versions_package_version_id_fk" FOREIGN KEY ("package_version_id") REFERENCES "public"."package_versions"("package_version_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_installations" ADD CONSTRAINT "device_installations_tenant_id_device_id_devices_tenant_id_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","device_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_logs" ADD CONSTRAINT "device_logs_tenant_id_device_id_devices_tenant_id_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","device_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_operations" ADD CONSTRAINT "device_operations_operation_id_operations_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_operations" ADD CONSTRAINT "device_operations_tenant_id_device_id_devices_tenant_id_device_id_fk" FOREIGN KEY ("tenant_id","device_id") REFERENCES "public"."devices"("tenant_id","device_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_subscription_id_subscriptions_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("subscription_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_location_id_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_versions" ADD CONSTRAINT "package_versions_package_id_packages_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("package_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_devices" ADD CONSTRAINT "pending_devices_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_devices" ADD CONSTRAINT "pending_devices_token_grant_id_token_grants_token_grant_id_fk" FOREIGN KEY ("token_grant_id") REFERENCES "public"."token_grants"("token_grant_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_logs_device_created" ON "device_logs" USING btree ("device_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "device_logs_operation_created" ON "device_logs" USING btree ("device_operation_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "device_operations_id" ON "device_operations" USING btree ("device_operation_id");--> statement-breakpoint
CREATE INDEX "device_operations_device" ON "device_operations" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_device_id" ON "devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "devices_subscription" ON "devices" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "devices_location" ON "devices" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "operations_package" ON "operations" USING btree ("package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "package_versions_package_version" ON "package_versions" USING btree ("package_id","version");--> statement-breakpoint
CREATE INDEX "packages_tenant" ON "packages" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "latest_packets_entity" ON "latest_packets" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "packets_entity_time" ON "packets" USING btree ("entity_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "pending_devices_tenant_agent" ON "pending_devices" USING btree ("tenant_id","agent_id");