import { describe, expect, it } from 'vitest';
import { COLUMN_WIDTHS, DEFAULT_COLUMNS, ELASTIC_COLUMNS } from '../requestColumns';
import { fittedWidths } from './FittedColGroup';

describe('column widths that fit the frame', () => {
  it('keeps the default widths when they fit', () => {
    expect(
      fittedWidths(
        [
          { size: 100, dragged: false },
          { size: 200, dragged: false },
        ],
        400,
      ),
    ).toEqual([100, 200]);
  });

  it('shrinks the columns nobody dragged in proportion, and keeps a dragged one as dragged', () => {
    expect(
      fittedWidths(
        [
          { size: 200, dragged: false },
          { size: 300, dragged: true },
          { size: 400, dragged: false },
        ],
        600,
      ),
    ).toEqual([100, 300, 200]);
  });

  it('shrinks the names first, so statuses and amounts keep the width they read whole at', () => {
    expect(
      fittedWidths(
        [
          { size: 84, dragged: false },
          { size: 160, dragged: false, elastic: true },
          { size: 160, dragged: false, elastic: true },
          { size: 216, dragged: false },
        ],
        560,
      ),
    ).toEqual([84, 130, 130, 216]);
    // Names at their minimum and still too wide: the rest shrink too.
    expect(
      fittedWidths(
        [
          { size: 200, dragged: false, elastic: true },
          { size: 200, dragged: false },
        ],
        264,
      ),
    ).toEqual([64, 200]);
    expect(
      fittedWidths(
        [
          { size: 200, dragged: false, elastic: true },
          { size: 200, dragged: false },
        ],
        200,
      ),
    ).toEqual([64, 136]);
  });

  it('at 1280 px leaves the name room for the customer after the power it starts with', () => {
    // 1280 px less the navigation (15rem), the page's padding (2 × 16) and the frame's border.
    const frame = 1280 - 240 - 32 - 2;
    // The code with its tick box, as an admin sees it.
    const columns = DEFAULT_COLUMNS.map((id) => ({
      size: id === 'code' ? COLUMN_WIDTHS.code + 28 : COLUMN_WIDTHS[id],
      dragged: false,
      elastic: ELASTIC_COLUMNS.has(id),
    }));
    const widths = fittedWidths(columns, frame);
    const width = (id: (typeof DEFAULT_COLUMNS)[number]) => widths[DEFAULT_COLUMNS.indexOf(id)] ?? 0;
    expect(widths.reduce((sum, each) => sum + each, 0)).toBeLessThanOrEqual(frame);
    // "8,63 kWp - Fernanda M…": the power and the customer's first name.
    expect(width('name')).toBeGreaterThanOrEqual(170);
    expect(width('name')).toBeGreaterThan(width('company'));
    // "Responsável" and its sort mark read whole in the header.
    expect(width('responsible')).toBeGreaterThanOrEqual(120);
  });

  it('never makes a column unreadably narrow: past that, the frame scrolls', () => {
    expect(
      fittedWidths(
        [
          { size: 100, dragged: false },
          { size: 100, dragged: false },
        ],
        50,
      ),
    ).toEqual([64, 64]);
  });
});
