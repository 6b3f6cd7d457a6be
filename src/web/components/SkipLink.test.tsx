import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first stop for the keyboard and moves focus to the content', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SkipLink targetId="content" />
        <button type="button">menu</button>
        <main id="content">conteúdo</main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    // The content can take focus programmatically without joining the tab order.
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});
