ALTER TABLE "mirror_requests" ADD COLUMN "stay_statuses" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mirror_requests" ADD COLUMN "stay_ms" double precision[] DEFAULT '{}'::double precision[] NOT NULL;--> statement-breakpoint
-- ADR 043: the stays 0011 recorded, copied onto their mirror rows with the statement
-- rebuildStatusStays runs (src/bff/mirror/statusStays.ts).
UPDATE "mirror_requests" m SET stay_statuses = s.statuses, stay_ms = s.ms
FROM (
  SELECT st.type, st.code, array_agg(st.status ORDER BY st.left_at, st.history_id) AS statuses,
         array_agg(st.ms ORDER BY st.left_at, st.history_id) AS ms
  FROM "request_status_stays" st GROUP BY st.type, st.code
) s
WHERE m.type = s.type AND m.code = s.code;
