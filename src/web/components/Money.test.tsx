import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Money } from './Money';

describe('Money', () => {
  it('shows reais in the reader layout', () => {
    renderWithProviders(<Money value={15432.1} />);
    expect(screen.getByText(/^R\$\s15\.432,10$/)).toBeInTheDocument();
  });

  it('shows zero as zero, not as absent', () => {
    renderWithProviders(<Money value={0} />, { locale: 'en' });
    expect(screen.getByText('R$0.00')).toBeInTheDocument();
  });

  it('shows a missing value as not provided', () => {
    for (const value of [undefined, null, Number.NaN]) {
      const { unmount } = renderWithProviders(<Money value={value} />);
      expect(screen.getByText('não informado')).toBeInTheDocument();
      unmount();
    }
  });
});
