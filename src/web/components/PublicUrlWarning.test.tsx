import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HealthResponse } from '../../contract/api/health';
import { expectNoAxeViolations } from '../testing/expectNoAxeViolations';
import { renderWithProviders } from '../testing/renderWithProviders';
import { mismatchedPublicOrigin, PublicUrlWarning } from './PublicUrlWarning';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const health = (publicUrl: string | null) =>
  http.get('*/api/health', () =>
    HttpResponse.json({ status: 'ok', version: '1.0.0', mode: 'vendor', publicUrl } satisfies HealthResponse),
  );

describe('PublicUrlWarning', () => {
  it('compares origins only, and says nothing when PUBLIC_URL is unset or unreadable', () => {
    expect(mismatchedPublicOrigin(null, 'http://10.0.0.5:8080')).toBeNull();
    expect(mismatchedPublicOrigin('https://painel.example.com/', 'https://painel.example.com')).toBeNull();
    expect(mismatchedPublicOrigin('http://localhost:8080', 'http://10.0.0.5:8080')).toBe(
      'http://localhost:8080',
    );
    expect(mismatchedPublicOrigin('not a url', 'http://10.0.0.5:8080')).toBeNull();
  });

  it('warns in pt-BR, naming both addresses, when the browser is not on PUBLIC_URL', async () => {
    server.use(health('https://painel.example.com'));
    const { container } = renderWithProviders(<PublicUrlWarning />);
    const warning = await screen.findByRole('status');
    expect(warning).toHaveTextContent('Este endereço não é o PUBLIC_URL configurado');
    expect(warning).toHaveTextContent(`Você está em ${window.location.origin}`);
    expect(warning).toHaveTextContent('https://painel.example.com');
    await expectNoAxeViolations(container);
  });

  it('stays silent on the address PUBLIC_URL names', async () => {
    let asked = false;
    server.use(
      http.get('*/api/health', () => {
        asked = true;
        return HttpResponse.json({
          status: 'ok',
          version: '1.0.0',
          mode: 'vendor',
          publicUrl: window.location.origin,
        } satisfies HealthResponse);
      }),
    );
    renderWithProviders(<PublicUrlWarning />);
    await expect.poll(() => asked).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
