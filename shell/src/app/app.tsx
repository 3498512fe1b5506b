import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RemotesState } from '../remotes/remote-context';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  router: AppRouter;
  remotes: RemotesState;
}

export function App({ router, remotes }: AppProps) {
  return (
    <AppProviders remotes={remotes}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
