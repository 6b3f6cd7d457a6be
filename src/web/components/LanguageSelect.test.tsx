import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { localeStorageKey } from '../i18n/localeStorage';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { LanguageSelect } from './LanguageSelect';

afterEach(() => window.localStorage.removeItem(localeStorageKey));

describe('LanguageSelect', () => {
  it('is a labelled select that switches the interface language', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LanguageSelect />);
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(select).toHaveValue('pt-BR');
    await expectNoAxeViolations(container);

    await user.selectOptions(select, 'English');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');
  });

  it('names each language in itself', () => {
    renderWithProviders(<LanguageSelect />, { locale: 'en' });
    expect(screen.getByRole('option', { name: 'Português (Brasil)' })).toHaveAttribute('lang', 'pt-BR');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  });
});
