-- ADR 036: orders already mirrored get conversion_ms from their record, as recordColumns derives it
-- (both instants present and readable; readRequestRecord stores only ISO 8601 instants).
UPDATE "mirror_requests"
SET "conversion_ms" = extract(epoch from (("record"->>'orderCreated')::timestamptz - ("record"->>'budgetCreated')::timestamptz)) * 1000
WHERE "type" = 'order'
  AND ("record"->>'orderCreated') ~ '^\d{4}-\d{2}-\d{2}T'
  AND ("record"->>'budgetCreated') ~ '^\d{4}-\d{2}-\d{2}T';
