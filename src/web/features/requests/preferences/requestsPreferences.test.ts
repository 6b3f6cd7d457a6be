import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('last the visit when storage refuses them, and go with the storage that took them', () => {
    const none = { columns: {}, sizes: {}, views: {} };
    writePreferences('carla', (current) => ({ ...current, density: 'compact' }));
    window.localStorage.clear();
    expect(readPreferences('carla')).toEqual(none);

    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writePreferences('carla', (current) => ({ ...current, density: 'compact' }));
    expect(readPreferences('carla')).toMatchObject({ density: 'compact' });
    setItem.mockRestore();

    // Storage takes the next choice: it is the only copy again.
    writePreferences('carla', (current) => ({ ...current, density: 'comfortable' }));
    window.localStorage.clear();
    expect(readPreferences('carla')).toEqual(none);
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
