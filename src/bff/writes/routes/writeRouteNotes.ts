/** What the API documentation says about every write that names the version it was made on. */
export const baseVersionNote =
  'The write names the version of the request it was made on (`baseVersion`, the `version` of its detail; 0 for a request the mirror does not hold). When the mirror has moved since, by anyone but the caller, the answer is 409 request_changed_since_opened listing the changes after it (`changes`, with `currentVersion`), and nothing is sent to the vendor.';

/** What the API documentation says about the optional Idempotency-Key header of every write. */
export const idempotencyKeyNote =
  'Optional; 8-200 visible ASCII characters (a UUID). A retried submit with the same key and content gets the first answer again, marked Idempotency-Replayed: true; nothing is sent twice. After an ambiguous end (a vendor time-out or 5xx, a lost answer), a retry with the same key first reads the vendor and answers a change it already has as done, without sending it again.';
