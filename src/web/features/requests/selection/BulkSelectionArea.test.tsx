import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { requestsSearchSchema } from '../requestsSearch';
import { BulkSelectionArea } from './BulkSelectionArea';
import type { BulkSelectionState } from './useBulkSelection';
import type { RowSelection } from './rowSelection';

const search = requestsSearchSchema.parse({ uf: 'SP' });

function bulkOf(selection: RowSelection): BulkSelectionState {
  return {
    selection,
    asRequest: { type: 'order', codes: [...selection.codes] },
    control: undefined,
    togglePage: () => undefined,
    selectAllInFilter: () => undefined,
    clear: () => undefined,
  };
}

async function csvHref(selection: RowSelection): Promise<string | null> {
  renderWithProviders(
    <BulkSelectionArea
      bulk={bulkOf(selection)}
      total={40}
      pageCodes={['ORD-1', 'ORD-2', 'ORD-3']}
      type="order"
      search={search}
      visibleColumns={['code', 'name']}
    />,
  );
  // The bar is its own chunk, fetched as the area mounts; jsdom lays nothing out, so the line has
  // no width and the bar gathers its actions in one menu.
  await userEvent.click(await screen.findByRole('button', { name: 'Ações' }));
  return (await screen.findByRole('menuitem', { name: /^CSV/ })).getAttribute('href');
}

describe('the export of a selection', () => {
  it('names the ticked codes under the view’s filter and columns', async () => {
    const href = await csvHref({ codes: ['ORD-1', 'ORD-3'], allInFilter: false, anchor: null });
    expect(href).toBe('/api/requests/order/export.csv?uf=SP&lang=pt-BR&columns=code,name&codes=ORD-1,ORD-3');
  });

  it('exports the filter itself when all of it is selected', async () => {
    const href = await csvHref({ codes: [], allInFilter: true, anchor: null });
    expect(href).toBe('/api/requests/order/export.csv?uf=SP&lang=pt-BR&columns=code,name');
  });
});
