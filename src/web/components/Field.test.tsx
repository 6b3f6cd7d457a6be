import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { Field } from './Field';
import { FieldList } from './FieldList';
import { MaskedDocument } from './MaskedDocument';

describe('Field', () => {
  it('pairs each label with its value in a description list', async () => {
    const { container } = renderWithProviders(
      <FieldList>
        <Field label="Nome fantasia">Solar Sul</Field>
        <Field label="CNPJ">
          <MaskedDocument kind="cnpj" value="12345678000195" />
        </Field>
      </FieldList>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Nome fantasia', 'CNPJ']);
    expect(definitions).toEqual(['Solar Sul', '12.345.678/0001-95']);
    await expectNoAxeViolations(container);
  });

  it('shows an empty value as not provided', () => {
    renderWithProviders(
      <FieldList>
        <Field label="Complemento">{'  '}</Field>
        <Field label="Número">{null}</Field>
        <Field label="Zero">{0}</Field>
      </FieldList>,
    );
    const definitions = screen.getAllByRole('definition');
    expect(definitions[0]).toHaveTextContent('não informado');
    expect(definitions[1]).toHaveTextContent('não informado');
    expect(definitions[2]).toHaveTextContent('0');
  });
});
