import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from '../../components/Field';
import { Money } from '../../components/Money';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { DetailFields } from './DetailFields';
import { PersonValue } from './PersonValue';
import { fieldValue } from './testing/fieldValue';

function Fields() {
  return (
    <DetailFields of="Resumo">
      <Field label="Nome">Kit 8 kWp</Field>
      <Field label="Desconto">
        <Money value={0} />
      </Field>
      <Field label="Acréscimo">
        <Money value={undefined} />
      </Field>
      <Field label="Complemento">{'  '}</Field>
      <Field label="Criado por">
        <PersonValue person={{ name: ' ', email: '' }} />
      </Field>
    </DetailFields>
  );
}

describe('DetailFields', () => {
  it('shows the fields with a value and gathers the empty ones behind one button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Fields />);
    expect(fieldValue('Nome')).toBeVisible();
    // Zero is a value, not an absence.
    expect(fieldValue('Desconto')).toBeVisible();
    for (const label of ['Acréscimo', 'Complemento', 'Criado por']) {
      expect(fieldValue(label), label).not.toBeVisible();
    }
    const button = screen.getByRole('button', { name: 'Mostrar 3 campos vazios (Resumo)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Ocultar os 3 campos vazios (Resumo)');
    for (const label of ['Acréscimo', 'Complemento', 'Criado por']) {
      expect(fieldValue(label), label).toBeVisible();
      expect(fieldValue(label), label).toHaveTextContent('não informado');
    }
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible();
  });

  it('counts through plural rules, in both languages', () => {
    const { unmount } = renderWithProviders(
      <DetailFields of="Resumo">
        <Field label="Nome">Kit</Field>
        <Field label="Acréscimo">{null}</Field>
      </DetailFields>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar 1 campo vazio (Resumo)' })).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <DetailFields of="Summary">
        <Field label="Surcharge">{null}</Field>
        <Field label="Discount">{undefined}</Field>
      </DetailFields>,
      { locale: 'en' },
    );
    expect(screen.getByRole('button', { name: 'Show 2 empty fields (Summary)' })).toBeInTheDocument();
  });

  it('names its group in the button, so two groups in one section are told apart', () => {
    renderWithProviders(
      <>
        <DetailFields of="Empresa">
          <Field label="CNPJ">{null}</Field>
        </DetailFields>
        <DetailFields of="Endereço da empresa">
          <Field label="Complemento">{null}</Field>
        </DetailFields>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar 1 campo vazio (Empresa)' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mostrar 1 campo vazio (Endereço da empresa)' }),
    ).toBeInTheDocument();
  });

  it('offers no button when every field has a value', () => {
    renderWithProviders(
      <DetailFields of="Resumo">
        <Field label="Nome">Kit</Field>
      </DetailFields>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
