import { describe, expect, it } from 'vitest';
import { TextColumn } from './textColumn';

const positions = (marks: Uint8Array) => [...marks].flatMap((mark, index) => (mark ? [index] : []));

describe('the substring column', () => {
  it('finds every value containing the text, never a hit spanning two values', () => {
    const column = new TextColumn();
    column.reset(['abc', 'cab', 'xyz', 'bcab']);
    expect(positions(column.matches('ab'))).toEqual([0, 1, 3]);
    expect(positions(column.matches('ca'))).toEqual([1, 3]);
    expect(positions(column.matches('cc'))).toEqual([]);
    // "c" ends value 0 and "c" starts value 1: joined they must not make "cc" or "cca".
    expect(positions(column.matches('bcc'))).toEqual([]);
    expect(positions(column.matches(''))).toEqual([0, 1, 2, 3]);
  });

  it('follows appends and values changed in place, before and after it rebuilds', () => {
    const column = new TextColumn();
    column.reset(['ana@a.com', 'bia@b.com']);
    column.append('caio@c.com');
    column.append('ana.maria@d.com');
    expect(positions(column.matches('ana'))).toEqual([0, 3]);
    column.set(0, 'otavio@a.com');
    column.set(2, 'ana.clara@c.com');
    expect(positions(column.matches('ana'))).toEqual([2, 3]);
    expect(positions(column.matches('otavio'))).toEqual([0]);
    for (let i = 0; i < 2_100; i += 1) column.set(1, `v${i}@b.com`);
    expect(positions(column.matches('v2099@'))).toEqual([1]);
    expect(positions(column.matches('ana'))).toEqual([2, 3]);
    column.append('zeca@e.com');
    expect(positions(column.matches('@e.'))).toEqual([4]);
  });
});
