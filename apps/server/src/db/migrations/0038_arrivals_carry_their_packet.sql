-- The outbox row carries its packet (message, the entity's kind, when it was received), so the evaluation's
-- claim answers the packets without reading them back from the day's partition (docs/performance.md).
-- Arrivals waiting at the upgrade get theirs from the stored packets; one whose packet is gone is dropped.
ALTER TABLE "packet_arrivals" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "packet_arrivals" ADD COLUMN "received" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "packet_arrivals" ADD COLUMN "message" jsonb;--> statement-breakpoint
UPDATE "packet_arrivals" a SET "message" = p."message", "received" = p."received", "kind" = coalesce(pe."kind", 'unknown')
  FROM "packets" p LEFT JOIN "packet_entities" pe ON pe."tenant_id" = p."tenant_id" AND pe."entity_id" = p."entity_id"
  WHERE p."tenant_id" = a."tenant_id" AND p."packet_id" = a."packet_id" AND p."timestamp" = a."timestamp";--> statement-breakpoint
DELETE FROM "packet_arrivals" WHERE "message" IS NULL;--> statement-breakpoint
ALTER TABLE "packet_arrivals" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packet_arrivals" ALTER COLUMN "received" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packet_arrivals" ALTER COLUMN "message" SET NOT NULL;
