// Every table of the one schema. drizzle-kit reads this folder to generate migrations, and
// openDatabase passes this object to Drizzle so relational queries know every table.
export * from './governor';
