import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from './I18nProvider';
import { localeStorageKey } from './localeStorage';
import { useLocale } from './useLocale';
import { useT } from './useT';

afterEach(() => {
  window.localStorage.removeItem(localeStorageKey);
  vi.restoreAllMocks();
  document.documentElement.lang = 'pt-BR';
});

function Probe() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <div>
      <p>{t('shell.skipToContent')}</p>
      <button type="button" onClick={() => setLocale(locale === 'en' ? 'pt-BR' : 'en')}>
        switch
      </button>
    </div>
  );
}

function browserPrefers(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('I18nProvider', () => {
  it('starts in the browser language and sets <html lang>', () => {
    browserPrefers(['en-US', 'en']);
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in pt-BR for a Portuguese browser', () => {
    browserPrefers(['pt-BR', 'pt']);
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Pular para o conteúdo')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt-BR');
  });

  it('re-renders in the new language when switched, and remembers the choice', async () => {
    browserPrefers(['pt-BR']);
    const user = userEvent.setup();
    const { unmount } = render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(window.localStorage.getItem(localeStorageKey)).toBe('en');

    unmount();
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    // The remembered choice beats the browser's Portuguese.
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
  });

  it('ignores a stored value that is not a language Painel speaks', () => {
    browserPrefers(['pt-BR']);
    window.localStorage.setItem(localeStorageKey, 'klingon');
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('Pular para o conteúdo')).toBeInTheDocument();
  });

  it('still works when storage is unavailable', async () => {
    browserPrefers(['pt-BR']);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const user = userEvent.setup();
    render(
      <I18nProvider>
        <Probe />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'switch' }));
    expect(screen.getByText('Skip to content')).toBeInTheDocument();
  });

  it('tells the developer when the provider is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/I18nProvider/);
  });
});
