CREATE TABLE "request_status_stays" (
	"history_id" bigint PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone NOT NULL,
	"ms" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_status_stays_request_idx" ON "request_status_stays" USING btree ("type","code","status","ms");--> statement-breakpoint
CREATE INDEX "mirror_requests_uf_status_idx" ON "mirror_requests" USING btree ("type","removed","freight_state","deal_status","created_at" DESC NULLS LAST);--> statement-breakpoint
-- ADR 037: the stays of the history already recorded, with the statement refreshStatusStays runs
-- for one request (src/bff/mirror/statusStays.ts), over every request.
INSERT INTO "request_status_stays" ("history_id", "type", "code", "status", "entered_at", "left_at", "ms")
SELECT e.id, e.type, e.code, e.status, e.entered_at, e.at, extract(epoch from (e.at - e.entered_at)) * 1000
FROM (
  SELECT h.id, h.type, h.code, h.at, h.changes <> '[]'::jsonb AS left_one,
         jsonb_path_query_first(h.changes, '$[*] ? (@.field == "dealStatus").from') #>> '{}' AS status,
         lag(h.at) OVER (PARTITION BY h.type, h.code ORDER BY h.at, h.id) AS entered_at
  FROM "request_history" h
  WHERE h.changes = '[]'::jsonb OR h.changes @> '[{"field":"dealStatus"}]'::jsonb
) e
WHERE e.left_one AND e.status IS NOT NULL AND e.entered_at IS NOT NULL;
