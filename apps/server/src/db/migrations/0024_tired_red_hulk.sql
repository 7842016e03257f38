CREATE TABLE "mail_outbox" (
	"tenant_id" uuid NOT NULL,
	"mail_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"to_addresses" text NOT NULL,
	"cc_addresses" text,
	"bcc_addresses" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text NOT NULL,
	"status_reason" text,
	"message_id" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent" timestamp with time zone,
	CONSTRAINT "mail_outbox_tenant_id_mail_id_pk" PRIMARY KEY("tenant_id","mail_id")
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_created" ON "mail_outbox" USING btree ("created");