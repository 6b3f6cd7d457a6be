import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Power } from './Power';

describe('Power', () => {
  it('shows kWp with the exact Wp figure on hover', () => {
    renderWithProviders(<Power value={5450} />);
    const power = screen.getByText(/^5,45\skWp$/);
    expect(power.getAttribute('title')?.replace(/\s/g, ' ')).toBe('5.450 Wp');
  });

  it('follows the reader language', () => {
    renderWithProviders(<Power value={12345} />, { locale: 'en' });
    expect(
      screen
        .getByText(/^12\.35\skWp$/)
        .getAttribute('title')
        ?.replace(/\s/g, ' '),
    ).toBe('12,345 Wp');
  });

  it('shows a missing value as not provided', () => {
    renderWithProviders(<Power value={undefined} />, { locale: 'en' });
    expect(screen.getByText('not provided')).toBeInTheDocument();
  });
});
