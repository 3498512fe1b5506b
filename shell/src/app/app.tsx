import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { RemotesState } from '../remotes/remote-context';
import { AppProviders } from './providers';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router, remotes }: { router: AppRouter; remotes: RemotesState }) {
  return (
    <AppProviders remotes={remotes}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
