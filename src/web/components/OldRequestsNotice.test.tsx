import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Freshness } from '../../contract/api/freshness';
import { freshness } from '../lib/testing/apiFixtures';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { OldRequestsNotice } from './OldRequestsNotice';

let current: Freshness = freshness();
let answered = 0;
const server = setupServer(
  http.get('*/api/freshness', () => {
    answered += 1;
    return HttpResponse.json(current);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  answered = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 4, 1, 4, 30));
});
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

/** Thin spaces and non-breaking ones as plain spaces. */
const text = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0|\u202f/g, ' ');

/** 1,561 of 3,000 old orders in, all the budgets, the end estimated at `doneAt` (local time). */
function copying(doneAt: Date | null, state: Freshness['backfill']['state'] = 'running'): Freshness {
  return freshness({
    backfill: {
      state,
      records: 1_561 + 400,
      pages: 40,
      expectedRecords: 3_400,
      estimatedSecondsLeft: doneAt ? 3_180 : null,
      estimatedDoneAt: doneAt?.toISOString() ?? null,
      waitingUntil: state === 'paused' ? new Date(2024, 4, 1, 5, 0).toISOString() : null,
      byType: {
        order: { done: false, records: 1_561, expectedRecords: 3_000 },
        budget: { done: true, records: 400, expectedRecords: 400 },
      },
    },
  });
}

describe('OldRequestsNotice', () => {
  it('says how many old orders are in, of how many, and when the rest should be', async () => {
    current = copying(new Date(2024, 4, 1, 5, 23));
    const { container } = renderWithProviders(<OldRequestsNotice of="order" />);
    const line = await screen.findByTestId('old-requests');
    expect(text(line)).toBe('Ainda trazendo pedidos antigos: 1.561 de 3.000 (previsão: 05:23)');
    await expectNoAxeViolations(container);
  });

  it('says the same, in plain words, while the copy waits for the budget, the end after the wait', async () => {
    current = copying(new Date(2024, 4, 1, 6, 10), 'paused');
    renderWithProviders(<OldRequestsNotice of="order" />, { locale: 'en' });
    const line = await screen.findByTestId('old-requests');
    expect(text(line)).toBe('Still bringing in older orders: 1,561 of 3,000 (expected by 06:10 AM)');
    expect(text(line)).not.toMatch(/quota|paused|webhook|backfill|copy/i);
  });

  it('names the day when the end is not today, and says no end before the backend has one', async () => {
    current = copying(new Date(2024, 4, 2, 9, 5));
    const { unmount } = renderWithProviders(<OldRequestsNotice of="all" />);
    expect(text(await screen.findByTestId('old-requests'))).toBe(
      'Ainda trazendo pedidos e orçamentos antigos: 1.961 de 3.400 (previsão: 02/05, 09:05)',
    );
    unmount();
    current = copying(null);
    renderWithProviders(<OldRequestsNotice of="order" />);
    expect(text(await screen.findByTestId('old-requests'))).toBe(
      'Ainda trazendo pedidos antigos: 1.561 de 3.000',
    );
  });

  it('says on a page of figures which share of the requests they cover, and why', async () => {
    current = copying(new Date(2024, 4, 1, 5, 23));
    const { container } = renderWithProviders(<OldRequestsNotice of="all" coverage />);
    const notice = await screen.findByTestId('old-requests');
    expect(text(notice)).toContain(
      'Estes números cobrem 1.961 de 3.400 pedidos e orçamentos; ainda trazendo os mais antigos (previsão: 05:23).',
    );
    expect(text(notice)).toContain('os mais antigos aparecem nas listas e nos números à medida que chegam');
    await expectNoAxeViolations(container);
  });

  it('says nothing on a list whose old requests are all in, nor once the history is complete', async () => {
    current = copying(new Date(2024, 4, 1, 5, 23));
    const { unmount } = renderWithProviders(<OldRequestsNotice of="budget" />);
    await vi.waitFor(() => expect(answered).toBeGreaterThan(0));
    expect(screen.queryByTestId('old-requests')).toBeNull();
    unmount();
    current = freshness();
    answered = 0;
    renderWithProviders(<OldRequestsNotice of="all" />);
    await vi.waitFor(() => expect(answered).toBeGreaterThan(0));
    expect(screen.queryByTestId('old-requests')).toBeNull();
  });
});
