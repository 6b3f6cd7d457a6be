ALTER TABLE "request_history" ADD COLUMN "changed_by" jsonb;--> statement-breakpoint
ALTER TABLE "sync_refresh_queue" ADD COLUMN "person" jsonb;