CREATE TABLE "governor_circuit" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'closed' NOT NULL,
	"opened_at" timestamp with time zone,
	"cause" text,
	"opened_by_call" bigint,
	"reset_at" timestamp with time zone,
	"reset_by" text,
	CONSTRAINT "governor_circuit_single_row" CHECK ("governor_circuit"."id" = 1),
	CONSTRAINT "governor_circuit_state" CHECK ("governor_circuit"."state" in ('closed', 'open'))
);
--> statement-breakpoint
CREATE TABLE "upstream_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upstream_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"priority" text NOT NULL,
	"purpose" text NOT NULL,
	"instance" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"reserved_ms" integer NOT NULL,
	"duration_ms" integer,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"http_status" integer,
	"detail" text
);
--> statement-breakpoint
CREATE INDEX "upstream_calls_ends_at_idx" ON "upstream_calls" USING btree ("ends_at");