import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { liveMarkup, v2Record } from '../../../lib/testing/detailFixtures';
import { NotesSection } from './NotesSection';

describe('NotesSection', () => {
  it('keeps the formatting of the notes', () => {
    renderWithProviders(<NotesSection headingId="h" notes={v2Record.notes} />);
    expect(screen.getByText('pela manhã').tagName).toBe('B');
    expect(screen.getByText(/Cliente pediu entrega/)).toBeInTheDocument();
  });

  it('drops scripts, handlers and script links but keeps their harmless text', () => {
    renderWithProviders(
      <NotesSection
        headingId="h"
        notes={
          '<p onclick="alert(1)">Ligar antes</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">aqui</a>'
        }
      />,
    );
    expect(screen.getByText('Ligar antes')).toBeInTheDocument();
    expect(screen.getByText('aqui')).toBeInTheDocument();
    expect(liveMarkup()).toEqual([]);
  });

  it('counts notes that sanitise to nothing as no notes', () => {
    const { rerender } = renderWithProviders(
      <NotesSection headingId="h" notes="<script>alert(1)</script>" />,
    );
    expect(screen.getByText('Este registro não traz observações.')).toBeInTheDocument();
    rerender(<NotesSection headingId="h" notes={undefined} />);
    expect(screen.getByText('Este registro não traz observações.')).toBeInTheDocument();
  });
});
