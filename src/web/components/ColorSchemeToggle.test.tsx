import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { ColorSchemeToggle } from './ColorSchemeToggle';

afterEach(() => window.localStorage.clear());

describe('ColorSchemeToggle', () => {
  it('says what it will do and flips the scheme', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ColorSchemeToggle />);
    await user.click(screen.getByRole('button', { name: 'Usar tema escuro' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await user.click(screen.getByRole('button', { name: 'Usar tema claro' }));
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('is labelled in the reader language', () => {
    renderWithProviders(<ColorSchemeToggle />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Use dark theme' })).toBeInTheDocument();
  });
});
