CREATE TABLE "webhook_inbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_inbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone NOT NULL,
	"event" text,
	"kind" text NOT NULL,
	"request_type" text,
	"request_code" text,
	"vendor_last_update" timestamp with time zone,
	"derived_key" text NOT NULL,
	"body" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"error" text,
	CONSTRAINT "webhook_inbox_derived_key_unique" UNIQUE("derived_key"),
	CONSTRAINT "webhook_inbox_status" CHECK ("webhook_inbox"."status" in ('pending', 'done', 'failed', 'unknown_kind'))
);
--> statement-breakpoint
CREATE TABLE "sync_refresh_queue" (
	"type" text NOT NULL,
	"code" text NOT NULL,
	"priority" text NOT NULL,
	"source" text NOT NULL,
	"actor" text,
	"due_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"vendor_last_update" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "sync_refresh_queue_pk" PRIMARY KEY("type","code")
);
--> statement-breakpoint
CREATE TABLE "sync_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_inbox_pending_idx" ON "webhook_inbox" USING btree ("status","available_at","id");--> statement-breakpoint
CREATE INDEX "webhook_inbox_received_at_idx" ON "webhook_inbox" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sync_refresh_queue_due_idx" ON "sync_refresh_queue" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "live_events_at_idx" ON "live_events" USING btree ("at");