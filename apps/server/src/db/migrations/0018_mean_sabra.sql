CREATE TABLE "packet_arrivals" (
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "packet_arrivals_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"packet_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "packet_arrivals_sequence_tenant_id_pk" PRIMARY KEY("sequence","tenant_id")
);
