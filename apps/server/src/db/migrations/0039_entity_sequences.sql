-- Each entity's stored packets are numbered (latest_packets.last_sequence, the outbox rows' entity_sequence), so
-- the rules' evaluation can keep History windows in memory and tell when it has missed a packet. Existing rows
-- count on from 0; arrivals waiting at the upgrade have no number and are read from the table as before.
ALTER TABLE "latest_packets" ADD COLUMN "last_sequence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packet_arrivals" ADD COLUMN "entity_sequence" bigint;