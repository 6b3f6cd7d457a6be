-- A reservation in one round trip (ADR 049): lock the circuit row, count the calls of the window,
-- insert the pending row when the circuit is closed and the call fits. A function because each of
-- its statements takes a fresh snapshot after the previous one, so the count made once the lock is
-- granted sees every reservation committed before it, which one plain statement (whose snapshot
-- predates its wait for the lock) would not. Called alone, it commits (and waits for the disk)
-- with the statement: the reservation is durable before anything is sent to the vendor.
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
	OUT "reserved_id" bigint,
	OUT "circuit_state" text,
	OUT "circuit_cause" text,
	OUT "used_calls" bigint,
	OUT "used_ms" bigint
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	SELECT c."state", c."cause" INTO circuit_state, circuit_cause
	  FROM "governor_circuit" c WHERE c."id" = 1 FOR UPDATE;
	IF NOT FOUND THEN
		RETURN;
	END IF;
	SELECT count(*), coalesce(sum(coalesce(u."duration_ms", u."reserved_ms")), 0)
	  INTO used_calls, used_ms
	  FROM "upstream_calls" u WHERE u."ends_at" > p_window_start;
	IF circuit_state = 'closed'
	   AND used_calls + 1 <= p_allowed_calls
	   AND used_ms + p_reserved_ms <= p_allowed_ms THEN
		INSERT INTO "upstream_calls" ("priority", "purpose", "instance", "started_at", "ends_at", "reserved_ms")
		VALUES (p_priority, p_purpose, p_instance, p_started_at, p_ends_at, p_reserved_ms)
		RETURNING "id" INTO reserved_id;
	END IF;
END
$$;
