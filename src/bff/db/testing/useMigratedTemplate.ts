import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { startMemoryDatabasesFrom } from '../memoryTemplate';

let template: Promise<Blob> | undefined;

// Every memory:// database of this test file starts from the run's migrated template
// (migratedTemplate.globalSetup.ts), read once the file opens its first one.
startMemoryDatabasesFrom(() => {
  template ??= readFile(inject('migratedTemplate')).then((bytes) => new Blob([bytes]));
  return template;
});
