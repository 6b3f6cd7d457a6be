-- The idle allowance (ADR 087): while no person has asked for a vendor call for a while, background
-- work may use the whole budget less a reserve kept for people. "A person asked" is read from the
-- ledger itself, so it holds across every process sharing the database: a call of a person's class
-- (write, refresh, bulk) reserved after p_idle_since. The partial index answers that, and the last
-- such call for the System page, from its newest entry.
CREATE INDEX "upstream_calls_person_started_idx" ON "upstream_calls" USING btree ("started_at") WHERE "upstream_calls"."priority" in ('write', 'refresh', 'bulk');--> statement-breakpoint
-- The reservation of 0014 with the idle allowance: under the circuit's row lock, as before, so a
-- background reservation ordered after a person's sees it and keeps to its normal share. The
-- nine-argument function of 0014 stays for processes of the previous version during a rolling
-- deploy; nothing in this version calls it.
CREATE FUNCTION "governor_reserve"(
	"p_priority" text,
	"p_purpose" text,
	"p_instance" text,
	"p_started_at" timestamp with time zone,
	"p_ends_at" timestamp with time zone,
	"p_reserved_ms" integer,
	"p_window_start" timestamp with time zone,
	"p_allowed_calls" integer,
	"p_allowed_ms" double precision,
	"p_idle_since" timestamp with time zone,
	"p_idle_calls" integer,
	"p_idle_ms" double precision,
	OUT "reserved_id" bigint,
	OUT "circuit_state" text,
	OUT "circuit_cause" text,
	OUT "used_calls" bigint,
	OUT "used_ms" bigint,
	OUT "idle" boolean
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	allowed_calls integer := p_allowed_calls;
	allowed_ms double precision := p_allowed_ms;
BEGIN
	SELECT c."state", c."cause" INTO circuit_state, circuit_cause
	  FROM "governor_circuit" c WHERE c."id" = 1 FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	idle := p_idle_since IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "upstream_calls" u
		 WHERE u."priority" in ('write', 'refresh', 'bulk') AND u."started_at" > p_idle_since);
	IF idle THEN
		allowed_calls := greatest(p_allowed_calls, p_idle_calls);
		allowed_ms := greatest(p_allowed_ms, p_idle_ms);
	END IF;
	SELECT count(*), coalesce(sum(coalesce(u."duration_ms", u."reserved_ms")), 0)
	  INTO used_calls, used_ms
	  FROM "upstream_calls" u WHERE u."ends_at" > p_window_start;
	IF circuit_state = 'closed'
	   AND used_calls + 1 <= allowed_calls
	   AND used_ms + p_reserved_ms <= allowed_ms THEN
		INSERT INTO "upstream_calls" ("priority", "purpose", "instance", "started_at", "ends_at", "reserved_ms")
		VALUES (p_priority, p_purpose, p_instance, p_started_at, p_ends_at, p_reserved_ms)
		RETURNING "id" INTO reserved_id;
	END IF;
END
$$;
