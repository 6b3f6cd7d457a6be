import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/renderWithProviders';
import { TableScrollRegion } from './TableScrollRegion';

describe('TableScrollRegion', () => {
  it('is a region named by its table caption that the keyboard reaches, so it can scroll it', async () => {
    renderWithProviders(
      <TableScrollRegion captionId="usage-caption">
        <table>
          <caption id="usage-caption">Chamadas por hora</caption>
          <tbody>
            <tr>
              <td>12</td>
            </tr>
          </tbody>
        </table>
      </TableScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Chamadas por hora' });
    await userEvent.tab();
    expect(region).toHaveFocus();
  });
});
