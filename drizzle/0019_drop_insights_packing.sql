DROP INDEX "mirror_requests_insights_idx";--> statement-breakpoint
DROP INDEX "mirror_requests_stays_idx";--> statement-breakpoint
DROP INDEX "mirror_requests_long_stays_idx";--> statement-breakpoint
DROP INDEX "request_status_stays_status_idx";--> statement-breakpoint
ALTER TABLE "mirror_requests" DROP COLUMN "stays";--> statement-breakpoint
ALTER TABLE "mirror_requests" DROP COLUMN "final_value_cents";