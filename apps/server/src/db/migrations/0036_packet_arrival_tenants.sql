CREATE TABLE "packet_arrival_tenants" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
