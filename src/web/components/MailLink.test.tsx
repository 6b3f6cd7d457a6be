import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { MailLink } from './MailLink';

describe('MailLink', () => {
  it('links a plain address with mailto:', async () => {
    const { container } = renderWithProviders(<MailLink email=" ana.souza@example.com.br " />);
    expect(screen.getByRole('link', { name: 'ana.souza@example.com.br' })).toHaveAttribute(
      'href',
      'mailto:ana.souza@example.com.br',
    );
    await expectNoAxeViolations(container);
  });

  it('lets a long address break after its @ or before a dot of the name, never inside a word', () => {
    renderWithProviders(<MailLink email="leticia.andrade97@solarsul.com.br" />);
    const link = screen.getByRole('link', { name: 'leticia.andrade97@solarsul.com.br' });
    expect(link.innerHTML).toBe('leticia<wbr>.andrade97@<wbr>solarsul.com.br');
  });

  it('does not link what could smuggle headers or is not an address', () => {
    for (const email of [
      'ana@example.com?bcc=all@example.com',
      'ana souza@example.com',
      'sem e-mail',
      'a@b',
    ]) {
      const { unmount } = renderWithProviders(<MailLink email={email} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByText(email)).toBeInTheDocument();
      unmount();
    }
  });

  it('shows a missing address as not provided', () => {
    renderWithProviders(<MailLink email={undefined} />);
    expect(screen.getByText('não informado')).toBeInTheDocument();
  });
});
