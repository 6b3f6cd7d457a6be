import { describe, expect, it } from 'vitest';
import { ufSchema } from '../../../contract/upstream/enums';
import { choiceValues } from './choiceValues';

describe('the values of a multiple choice', () => {
  const uf = (value: string) => ufSchema.safeParse(value).data;

  it('keeps the values that parse and drops the others', () => {
    expect(choiceValues(['SP', 'XX', 'RJ'], uf)).toEqual(['SP', 'RJ']);
  });

  it('gives no filter at all for an empty choice', () => {
    expect(choiceValues([], uf)).toBeUndefined();
    expect(choiceValues(['XX'], uf)).toBeUndefined();
  });
});
