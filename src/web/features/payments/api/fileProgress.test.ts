import { describe, expect, it } from 'vitest';
import { fileProgress } from './fileProgress';

describe('fileProgress', () => {
  it('fills each file in turn, after the fields and part headers at the head of the body', () => {
    // 200 bytes of head, then 1000 and 3000 bytes of files.
    expect(fileProgress(100, 4200, [1000, 3000])).toEqual([0, 0]);
    expect(fileProgress(700, 4200, [1000, 3000])).toEqual([0.5, 0]);
    expect(fileProgress(1200, 4200, [1000, 3000])).toEqual([1, 0]);
    expect(fileProgress(2700, 4200, [1000, 3000])).toEqual([1, 0.5]);
    expect(fileProgress(4200, 4200, [1000, 3000])).toEqual([1, 1]);
  });

  it('never reports more than done, nor less than nothing, and says nothing before the total is known', () => {
    expect(fileProgress(5000, 4200, [1000, 3000])).toEqual([1, 1]);
    expect(fileProgress(0, 0, [1000])).toEqual([0]);
  });
});
