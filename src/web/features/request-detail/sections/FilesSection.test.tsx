import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { v2Record } from '../../../lib/testing/detailFixtures';
import { fieldValue } from '../testing/fieldValue';
import { FilesSection } from './FilesSection';

describe('FilesSection', () => {
  it('lists file names under their category', () => {
    renderWithProviders(<FilesSection headingId="h" files={v2Record.files} />);
    const names = within(fieldValue('contrato')).getAllByRole('listitem');
    expect(names.map((item) => item.textContent)).toEqual(['contrato.pdf', 'aditivo.pdf']);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('names a group without category and says when a category holds no file', () => {
    renderWithProviders(
      <FilesSection
        headingId="h"
        files={[{ uploadedFiles: ['foto.jpg'] }, { category: 'projeto', uploadedFiles: [] }]}
      />,
    );
    expect(fieldValue('Sem categoria')).toHaveTextContent('foto.jpg');
    expect(fieldValue('projeto')).toHaveTextContent('Nenhum arquivo nesta categoria.');
  });

  it('says briefly that there are no files', () => {
    renderWithProviders(<FilesSection headingId="h" files={[]} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Files' })).toBeInTheDocument();
    expect(screen.getByText('This record has no files.')).toBeInTheDocument();
  });
});
