import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PeriodControl } from './PeriodControl';

describe('the home’s period', () => {
  it('spells out its days, and a single day once', () => {
    const { rerender } = renderWithProviders(
      <PeriodControl
        period="thisMonth"
        range={{ from: '2026-12-01', to: '2026-12-15' }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('01/12/2026 a 15/12/2026')).toBeVisible();
    // On the 1st, "this month" is that day alone: not "01/12/2026 a 01/12/2026".
    rerender(
      <PeriodControl
        period="thisMonth"
        range={{ from: '2026-12-01', to: '2026-12-01' }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByText('01/12/2026')).toBeVisible();
  });
});
