ALTER TABLE "mirror_requests" ADD COLUMN "budget_created_at" timestamp with time zone;--> statement-breakpoint
-- conversion_ms was orderCreated - budgetCreated, and created_at is an order's orderCreated.
UPDATE "mirror_requests" SET "budget_created_at" = "created_at" - "conversion_ms" * interval '1 millisecond'
  WHERE "conversion_ms" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "mirror_requests_cohort_idx" ON "mirror_requests" USING btree ("type","removed","created_at","budget_created_at","company_cnpj_digits","responsible_email");--> statement-breakpoint
ALTER TABLE "mirror_requests" DROP COLUMN "conversion_ms";
