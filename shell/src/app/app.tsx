import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@fc/shared';
import type { RemotesState } from '../remotes/remote-context';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  router: AppRouter;
  remotes: RemotesState;
  queryClient?: QueryClient;
}

export function App({ router, remotes, queryClient }: AppProps) {
  return (
    <AppProviders remotes={remotes} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
