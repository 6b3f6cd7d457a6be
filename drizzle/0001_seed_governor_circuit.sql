-- The governor's circuit is a single row that every reservation locks (ADR 007); it must exist
-- before the first upstream call, closed.
INSERT INTO "governor_circuit" ("id", "state") VALUES (1, 'closed') ON CONFLICT ("id") DO NOTHING;
