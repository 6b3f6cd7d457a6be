import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { FormAnswersSection } from './FormAnswersSection';

describe('FormAnswersSection', () => {
  it('pairs each question with its answer', () => {
    renderWithProviders(<FormAnswersSection headingId="h" answers={v2Record.customForm} />);
    expect(fieldValue('Tipo de telhado?')).toHaveTextContent('Cerâmico');
  });

  it('keeps an answer without question, and a question without answer, readable', () => {
    renderWithProviders(
      <FormAnswersSection headingId="h" answers={[{ answer: 'Sim' }, { question: 'Há sombreamento?' }]} />,
    );
    expect(fieldValue('—não informado')).toHaveTextContent('Sim');
    expect(fieldValue('Há sombreamento?')).toHaveTextContent('não informado');
  });

  it('says briefly that there are no answers', () => {
    renderWithProviders(<FormAnswersSection headingId="h" answers={[{}]} />);
    expect(screen.getByText('Este registro não traz respostas de formulário.')).toBeInTheDocument();
  });
});
