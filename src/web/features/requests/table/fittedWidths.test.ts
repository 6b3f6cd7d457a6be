import { describe, expect, it } from 'vitest';
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
