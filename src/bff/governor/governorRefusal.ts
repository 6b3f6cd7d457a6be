import type { GovernorPriority, GovernorRefusalReason } from '../../contract/api/governorStatus';

/**
 * A call the governor did not send: it would not fit the budgets, or the circuit is open. The
 * caller tells the user when it becomes possible (`retryAt`), or schedules background work then;
 * `retryAt` is null only while the circuit is open, because then it is up to an admin.
 */
export class GovernorRefusal extends Error {
  override name = 'GovernorRefusal';

  constructor(
    readonly reason: GovernorRefusalReason,
    readonly priority: GovernorPriority,
    readonly retryAt: Date | null,
    detail?: string,
  ) {
    super(GovernorRefusal.describe(reason, priority, retryAt, detail));
  }

  private static describe(
    reason: GovernorRefusalReason,
    priority: GovernorPriority,
    retryAt: Date | null,
    detail?: string,
  ): string {
    const when = retryAt ? retryAt.toISOString() : 'an unknown time';
    switch (reason) {
      case 'calls':
        return `The hourly budget of vendor calls is used up; a ${priority} call fits again at ${when}.`;
      case 'time':
        return `The hourly budget of vendor processing time is used up; a ${priority} call fits again at ${when}.`;
      case 'background-share':
        return `Background work has used its share of the vendor budget; the next ${priority} call fits at ${when}.`;
      case 'circuit-open':
        return `Calls to the vendor are stopped because it answered ${detail ?? '429'}; an admin must confirm that the account was reactivated.`;
    }
  }
}
