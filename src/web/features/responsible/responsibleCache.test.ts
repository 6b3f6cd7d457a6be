import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { RequestDetail, RequestPage } from '../../../contract/api/requests';
import { page, summary } from '../../lib/testing/apiFixtures';
import { applyResponsible, detailKey, rollBack } from './responsibleCache';
import { CODE, detail } from './testing/responsibleFixtures';

const carla = { email: 'carla.dias@example.com.br', name: 'Carla Dias' };

function seeded() {
  const client = new QueryClient();
  client.setQueryData(detailKey('order', CODE), detail());
  const withRow = ['requests', 'order', 'page', { page: 1 }];
  const withoutRow = ['requests', 'order', 'page', { page: 2 }];
  const budgets = ['requests', 'budget', 'page', { page: 1 }];
  client.setQueryData(withRow, page([summary({ code: 'ORD-0999' }), summary({ code: CODE })]));
  client.setQueryData(withoutRow, page([summary({ code: 'ORD-2000' })]));
  client.setQueryData(budgets, page([summary({ type: 'budget', code: CODE })]));
  return { client, withRow, withoutRow, budgets };
}

describe('the optimistic change of responsible', () => {
  it('changes the detail and every cached page row of that request, and nothing else', () => {
    const { client, withRow, withoutRow, budgets } = seeded();
    const before = {
      other: client.getQueryData(withoutRow),
      budgets: client.getQueryData(budgets),
    };
    const change = applyResponsible(client, 'order', CODE, carla);
    const shown = client.getQueryData<RequestDetail>(detailKey('order', CODE));
    expect(shown?.record.responsible).toEqual({ name: 'Carla Dias', email: carla.email });
    expect(shown?.summary).toMatchObject({ responsibleName: 'Carla Dias', responsibleEmail: carla.email });
    const rows = client.getQueryData<RequestPage>(withRow)?.items;
    expect(rows?.map((row) => row.responsibleName)).toEqual(['Bruno Lima', 'Carla Dias']);
    expect(client.getQueryData(withoutRow)).toBe(before.other);
    expect(client.getQueryData(budgets)).toBe(before.budgets);
    expect(change.entries).toHaveLength(2);
  });

  it('drops the previous person’s surname and phone rather than lend them to the new one', () => {
    const client = new QueryClient();
    client.setQueryData(
      detailKey('order', CODE),
      detail({
        responsible: { name: 'Bruno', surname: 'Lima', email: 'b@x.com', cellphone: '(11) 90000-0000' },
      }),
    );
    applyResponsible(client, 'order', CODE, { email: 'typed@x.com', name: null });
    expect(client.getQueryData<RequestDetail>(detailKey('order', CODE))?.record.responsible).toEqual({
      email: 'typed@x.com',
    });
  });

  it('rolls back exactly what it changed, and refetches instead where something newer arrived', () => {
    const { client, withRow } = seeded();
    const original = client.getQueryData(detailKey('order', CODE));
    const change = applyResponsible(client, 'order', CODE, carla);
    // A live update replaced the page meanwhile: putting the old page back would lose it.
    const newer = page([summary({ code: CODE, responsibleName: 'Someone else' })]);
    client.setQueryData(withRow, newer);
    rollBack(client, change);
    expect(client.getQueryData(detailKey('order', CODE))).toEqual(original);
    expect(client.getQueryData(withRow)).toEqual(newer);
    expect(client.getQueryState(withRow)?.isInvalidated).toBe(true);
  });
});
