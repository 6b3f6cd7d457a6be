ALTER TABLE "mirror_requests" ADD COLUMN "stays" "bytea" DEFAULT ''::bytea;--> statement-breakpoint
-- ADR 056: each request's stays packed onto its row, with the statement rebuildStatusStays runs
-- (src/bff/mirror/statusStays.ts; MAX_STAYS_ON_ROW is 100).
UPDATE "mirror_requests" m SET stays = s.stays
FROM (
  SELECT st.type, st.code,
         CASE WHEN count(*) > 100 THEN NULL
              ELSE coalesce(string_agg(int8send(hashtextextended(st.status, 0)) || float8send(st.ms), ''::bytea ORDER BY st.left_at, st.history_id), ''::bytea) END AS stays
  FROM "request_status_stays" st
  GROUP BY st.type, st.code
) s
WHERE m.type = s.type AND m.code = s.code;--> statement-breakpoint
CREATE INDEX "request_status_stays_status_idx" ON "request_status_stays" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mirror_requests_stays_idx" ON "mirror_requests" USING btree ("type","removed","created_at","stays");--> statement-breakpoint
CREATE INDEX "mirror_requests_long_stays_idx" ON "mirror_requests" USING btree ("type","created_at") WHERE "mirror_requests"."stays" is null;--> statement-breakpoint
ALTER TABLE "mirror_requests" DROP COLUMN "stay_statuses";--> statement-breakpoint
ALTER TABLE "mirror_requests" DROP COLUMN "stay_ms";
