CREATE TABLE "bulk_job_items" (
	"job_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "bulk_job_items_job_id_position_pk" PRIMARY KEY("job_id","position")
);
--> statement-breakpoint
CREATE TABLE "bulk_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_email" text NOT NULL,
	"target_name" text NOT NULL,
	"started_by" jsonb NOT NULL,
	"state" text NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"cancelled_by" text
);
--> statement-breakpoint
ALTER TABLE "bulk_job_items" ADD CONSTRAINT "bulk_job_items_job_id_bulk_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."bulk_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_job_items_due_idx" ON "bulk_job_items" USING btree ("state","next_at");--> statement-breakpoint
CREATE INDEX "bulk_jobs_created_idx" ON "bulk_jobs" USING btree ("created_at");