import { QueryClientContext, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { use, useContext, type ComponentType, type ReactNode } from 'react';

/**
 * TanStack Query in the browser, loaded on demand. Pages and components that use the API are
 * loaded through withQueryClient(): their module and the query client arrive together, and they
 * render inside <QueryBoundary>. Pages without API calls (home, products, policies) never
 * download the query client. There is one client for the page's whole life.
 */
let client: QueryClient | undefined;
let loading: Promise<typeof import('./query-client')> | undefined;

/**
 * The page's query client, created on first use. main.tsx gives it the data a server-rendered
 * page was rendered with, whether or not the page's chunk asked for the client first.
 */
export async function loadQueryClient(state?: DehydratedState | null): Promise<QueryClient> {
  if (client && !state) return client;
  loading ??= import('./query-client');
  const { createQueryClient, hydrate } = await loading;
  client ??= createQueryClient();
  if (state) hydrate(client, state);
  return client;
}

/**
 * Reads that only a signed-in session may make: the patient's appointments, the doctor's. Keys come
 * from the contract ([method, path, init]), so the path tells.
 */
const PRIVATE_PATH = /^\/api\/(appointments|doctor|patient|clinic|staff)\//;

/** The session has gone: forget what only it could read, so nobody sees it afterwards. */
export function forgetPrivateQueries(): void {
  if (!client) return;
  const isPrivate = (key: readonly unknown[]) => typeof key[1] === 'string' && PRIVATE_PATH.test(key[1]);
  void client.cancelQueries({ predicate: (query) => isPrivate(query.queryKey) });
  client.removeQueries({ predicate: (query) => isPrivate(query.queryKey) });
}

/** Provides the query client to its children: the one above it if any (server render, tests), else the page's. */
export function QueryBoundary({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  // Suspends only if a component renders before its module's loader resolved the client.
  const current = outer ?? client ?? use(loadQueryClient());
  return <QueryClientProvider client={current}>{children}</QueryClientProvider>;
}

type Module<P> = { default: ComponentType<P> };
const wrapped = new WeakMap<ComponentType<never>, ComponentType<never>>();

function inBoundary<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const known = wrapped.get(Component as ComponentType<never>) as ComponentType<P> | undefined;
  if (known) return known;
  const WithQueries = (props: P) => (
    <QueryBoundary>
      <Component {...props} />
    </QueryBoundary>
  );
  WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
  wrapped.set(Component as ComponentType<never>, WithQueries as ComponentType<never>);
  return WithQueries;
}

/**
 * For React.lazy and lazyPage: loads a component's module and the query client side by side and
 * renders the component inside <QueryBoundary> (one wrapper per component, so a second load
 * returns the same type and nothing remounts).
 */
export function withQueryClient<P extends object>(load: () => Promise<Module<P>>): () => Promise<Module<P>> {
  return async () => {
    const [module] = await Promise.all([load(), loadQueryClient()]);
    return { default: inBoundary(module.default) };
  };
}
