import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Absent } from './Absent';

describe('Absent', () => {
  it('shows a dash to the eye and says "not provided" to screen readers', async () => {
    const { container } = renderWithProviders(<Absent />);
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('não informado')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('speaks the reader language', () => {
    renderWithProviders(<Absent />, { locale: 'en' });
    expect(screen.getByText('not provided')).toBeInTheDocument();
  });
});
