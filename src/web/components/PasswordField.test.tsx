import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('names its show/hide button in pt-BR, saying what a press will do', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<PasswordField label="Senha" defaultValue="segredo" />);
    const input = screen.getByLabelText('Senha', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.queryByRole('button', { name: /toggle/i })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostrar o texto digitado' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ocultar o texto digitado' })).toBeInTheDocument();
    // Its name does not contain the field's, so "the field labelled Senha" stays one element.
    expect(screen.getAllByLabelText(/senha/i)).toHaveLength(1);
    await expectNoAxeViolations(container);
  });
});
