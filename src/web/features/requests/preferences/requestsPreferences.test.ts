import { afterEach, describe, expect, it } from 'vitest';
import { columnsFor, preferencesStorageKey, readPreferences, writePreferences } from './requestsPreferences';

afterEach(() => window.localStorage.clear());

describe('requests preferences', () => {
  it('are kept per user', () => {
    writePreferences('ana', (current) => ({
      ...current,
      density: 'compact',
      columns: { order: ['code', 'name'] },
    }));
    expect(readPreferences('ana')).toMatchObject({ density: 'compact' });
    expect(columnsFor(readPreferences('ana'), 'order')).toEqual(['code', 'name']);
    expect(columnsFor(readPreferences('ana'), 'budget')).toBeUndefined();
    expect(readPreferences('bruno')).toEqual({ columns: {}, sizes: {}, views: {} });
  });

  it('give the same object until they change, as React needs of a snapshot', () => {
    writePreferences('ana', (current) => ({ ...current, density: 'compact' }));
    expect(readPreferences('ana')).toBe(readPreferences('ana'));
  });

  it('forget what they cannot read instead of failing', () => {
    window.localStorage.setItem(preferencesStorageKey('ana'), '{not json');
    expect(readPreferences('ana')).toEqual({ columns: {}, sizes: {}, views: {} });
    window.localStorage.setItem(
      preferencesStorageKey('ana'),
      JSON.stringify({
        density: 'gigantic',
        columns: { order: ['code', 'nope', 'finalValue'] },
        views: { order: [{ id: 'v1', name: 'SP', search: 'uf=SP' }, { id: 2 }] },
      }),
    );
    expect(readPreferences('ana')).toEqual({
      columns: { order: ['code', 'finalValue'] },
      sizes: {},
      density: undefined,
      views: { order: [{ id: 'v1', name: 'SP', search: 'uf=SP' }] },
    });
  });
});
