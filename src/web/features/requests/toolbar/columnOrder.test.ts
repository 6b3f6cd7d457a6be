import { describe, expect, it } from 'vitest';
import { chosenColumns, moveColumn } from './columnOrder';

describe('the order of the visible columns', () => {
  it('moves a column to a position, the others closing up', () => {
    expect(moveColumn(['code', 'name', 'company', 'dealStatus'], 'dealStatus', 1)).toEqual([
      'code',
      'dealStatus',
      'name',
      'company',
    ]);
    expect(moveColumn(['code', 'name', 'company', 'dealStatus'], 'name', 3)).toEqual([
      'code',
      'company',
      'dealStatus',
      'name',
    ]);
  });

  it('keeps the code first: it does not move and nothing goes before it', () => {
    expect(moveColumn(['code', 'name', 'company'], 'code', 2)).toEqual(['code', 'name', 'company']);
    expect(moveColumn(['code', 'name', 'company'], 'company', 0)).toEqual(['code', 'company', 'name']);
    expect(moveColumn(['name', 'company'], 'company', 1)).toEqual(['code', 'company', 'name']);
  });

  it('ignores a column that is not shown and a position past the end', () => {
    expect(moveColumn(['code', 'name'], 'kind', 1)).toEqual(['code', 'name']);
    expect(moveColumn(['code', 'name', 'company'], 'name', 9)).toEqual(['code', 'company', 'name']);
  });

  it('keeps the order when columns are shown or hidden, adding new ones at the end', () => {
    expect(chosenColumns(['code', 'finalValue', 'name'], ['name', 'kind', 'finalValue', 'code'])).toEqual([
      'code',
      'finalValue',
      'name',
      'kind',
    ]);
    expect(chosenColumns(['code', 'finalValue', 'name'], ['name'])).toEqual(['code', 'name']);
  });
});
