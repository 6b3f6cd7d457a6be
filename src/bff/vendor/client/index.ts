// The vendor's HTTP client: one typed function per documented operation, per-phase deadlines,
// typed errors, uploads streamed from file blobs (docs/decisions/010-upstream-client.md, 028).
export type {
  ChangeFeedInput,
  ListRequestsInput,
  PaymentRecordUpdateInput,
  RequestPaymentFields,
  UpstreamAttachment,
} from './callInputs';
export {
  createUpstreamClient,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_UPSTREAM_DEADLINES,
  type ListRequestsResult,
  type ListStatusesResult,
  type PaymentRecordResult,
  type UpstreamAnswer,
  type UpstreamCallOptions,
  type UpstreamClient,
  type WriteResult,
} from './createUpstreamClient';
export * from './errors';
export { LIST_EVERYTHING_QUERY } from './listEverythingQuery';
export type { UpstreamDeadlines } from './sendRequest';
export type { UpstreamClientOptions } from './upstreamClientOptions';
