import { QueryClient } from '@tanstack/react-query';

// Reads come from Painel's own mirror, never from the vendor, so refetching is cheap;
// still, a short staleTime keeps tab switches from flooding the backend.
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 10_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}
