// Every table of the one schema. drizzle-kit reads this folder to generate migrations, and
// openDatabase passes this object to Drizzle so relational queries know every table.
export * from './governor';
export * from './users';
export * from './devices';
export * from './sessions';
export * from './loginThrottle';
export * from './audit';
export * from './idempotency';
export * from './statusesCache';
export * from './mirror';
export * from './history';
export * from './statusStays';
export * from './inbox';
export * from './syncState';
export * from './liveEvents';
export * from './settings';
export * from './savedViews';
export * from './writeExpectations';
export * from './secondFactor';
export * from './bulkJobs';
export * from './passkeys';
export * from './singleSignOn';
