ALTER TABLE "mirror_requests" ADD COLUMN "status_since_before" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mirror_requests" ADD COLUMN "status_first_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mirror_requests" ADD COLUMN "paid_on" timestamp with time zone;--> statement-breakpoint
-- A request whose status Painel never saw change (no completed stay) was found in it: since its
-- first version's observation Painel follows it, and the vendor's lastUpdate bounds its start.
UPDATE "mirror_requests" m SET "status_first_seen_at" = coalesce(
    (SELECT min(h."observed_at") FROM "request_history" h WHERE h."type" = m."type" AND h."code" = m."code"),
    m."synced_at")
  WHERE NOT EXISTS (SELECT 1 FROM "request_status_stays" s WHERE s."type" = m."type" AND s."code" = m."code");--> statement-breakpoint
UPDATE "mirror_requests" SET "status_since" = "vendor_last_update", "status_since_before" = true
  WHERE "status_first_seen_at" IS NOT NULL AND "vendor_last_update" IS NOT NULL
    AND ("status_since" IS NULL OR "vendor_last_update" > "status_since");--> statement-breakpoint
-- payment.paidAt is Brasília wall time (UTC-3); a time that does not exist stays null.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT "type", "code", "record" -> 'payment' ->> 'paidAt' AS paid FROM "mirror_requests"
      WHERE "record" -> 'payment' ->> 'paidAt' ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$' LOOP
    BEGIN
      UPDATE "mirror_requests" SET "paid_on" = (r.paid || ':00-03:00')::timestamptz
        WHERE "type" = r."type" AND "code" = r."code";
    EXCEPTION WHEN others THEN NULL;
    END;
  END LOOP;
END $$;
