import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELDS, DEMO_CUSTOM_FIELD_NAMES } from './customData';
import { createRng } from './prng';

describe("the demo account's custom fields", () => {
  it('names every field, and every option its selections send', () => {
    const names = new Map(DEMO_CUSTOM_FIELD_NAMES.map((field) => [field.key, field]));
    const rng = createRng(7);
    for (const field of CUSTOM_FIELDS) {
      const naming = names.get(field.key);
      expect(naming, field.key).toBeDefined();
      if (field.type !== 'singleSelect' && field.type !== 'multiSelect') continue;
      const named = new Set(naming?.options?.map((option) => option.value));
      for (let draw = 0; draw < 200; draw += 1) {
        const sent = [field.value(rng, 0)].flat().map(String);
        for (const option of sent) expect(named, `${field.key} ${option}`).toContain(option);
      }
    }
  });
});
