import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, test } from 'vitest';
import { loadQueryClient, QueryBoundary, withQueryClient } from './query-boundary';

function ClientProbe({ onClient }: { onClient: (client: QueryClient) => void }) {
  onClient(useQueryClient());
  return <p>ready</p>;
}

describe('the query client loaded on demand', () => {
  test('when it is loaded twice, then both loads give the same client', async () => {
    const [first, second] = await Promise.all([loadQueryClient(), loadQueryClient()]);
    expect(first).toBeInstanceOf(QueryClient);
    expect(second).toBe(first);
    expect(await loadQueryClient()).toBe(first);
  });

  test('when a component is loaded with withQueryClient, then it renders with the page client', async () => {
    let seen: QueryClient | undefined;
    const Probe = lazy(withQueryClient(() => Promise.resolve({ default: ClientProbe })));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Probe onClient={(client) => (seen = client)} />
      </Suspense>,
    );
    expect(await screen.findByText('ready')).toBeTruthy();
    expect(seen).toBe(await loadQueryClient());
  });

  test('when a module is loaded again, then it gives the same component type (nothing remounts)', async () => {
    const load = withQueryClient(() => Promise.resolve({ default: ClientProbe }));
    const [first, second] = await Promise.all([load(), load()]);
    expect(second.default).toBe(first.default);
  });

  test('when a client is provided above (server render, tests), then the boundary uses it', () => {
    const outer = new QueryClient();
    let seen: QueryClient | undefined;
    render(
      <QueryClientProvider client={outer}>
        <QueryBoundary>
          <ClientProbe onClient={(client) => (seen = client)} />
        </QueryBoundary>
      </QueryClientProvider>,
    );
    expect(seen).toBe(outer);
  });
});
