import { screen } from '@testing-library/react';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { CONTRACT_VERSION, defineRemote } from '../contracts';
import { useQuery } from '../query';
import { useToast } from '../ui';
import { mountStandalone } from './mount-standalone';

function GreetingPage() {
  const { t } = useTranslation('fake');
  const toast = useToast();
  const visits = useQuery({ queryKey: ['fake', 'visits'], queryFn: () => Promise.resolve(3) });
  return (
    <>
      <h1>{t('titles.greeting')}</h1>
      {visits.data === undefined ? null : <p>{`${visits.data} visits`}</p>}
      <button type="button" onClick={() => toast.info(t('toast'))}>
        {t('notify')}
      </button>
    </>
  );
}

const face = defineRemote({
  contract: CONTRACT_VERSION,
  name: 'mfe_market',
  namespace: 'fake',
  resources: {
    en: { titles: { greeting: 'Hello from the fake remote' }, notify: 'Notify', toast: 'Toasts work' },
    ko: { titles: { greeting: '가짜 리모트의 인사' }, notify: '알리기', toast: '토스트가 됩니다' },
  },
  routes: [
    { id: 'fake.root', path: '/fake', loginRequired: true, layout: 'main', redirectTo: '/fake/greeting' },
    {
      id: 'fake.greeting',
      path: '/fake/greeting',
      loginRequired: true,
      layout: 'main',
      titleKey: 'titles.greeting',
      load: () => Promise.resolve({ default: GreetingPage }),
    },
  ],
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

async function mountAt(path: string, container?: HTMLElement) {
  window.history.pushState(null, '', path);
  root = await act(() => mountStandalone(face, container));
}

describe('mountStandalone', () => {
  it("renders the face's page at the current location, with its strings, login guard left out", async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await mountAt('/fake/greeting', container);
    expect(await screen.findByRole('heading', { name: 'Hello from the fake remote' })).toBeInTheDocument();
    expect(container).toContainElement(screen.getByRole('heading'));
  });

  it('provides toasts to the pages', async () => {
    await mountAt('/fake/greeting', document.body.appendChild(document.createElement('div')));
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    expect(await screen.findByText('Toasts work')).toBeInTheDocument();
  });

  it('provides the query cache to the pages', async () => {
    await mountAt('/fake/greeting', document.body.appendChild(document.createElement('div')));
    expect(await screen.findByText('3 visits')).toBeInTheDocument();
  });

  it('follows a redirect route to its target', async () => {
    await mountAt('/fake', document.body.appendChild(document.createElement('div')));
    expect(await screen.findByRole('heading', { name: 'Hello from the fake remote' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/fake/greeting');
  });

  it('mounts into #root by default and says so when it is missing', async () => {
    await expect(mountStandalone(face)).rejects.toThrow('#root is missing');
    const rootElement = document.body.appendChild(document.createElement('div'));
    rootElement.id = 'root';
    await mountAt('/fake/greeting');
    expect(await screen.findByRole('heading', { name: 'Hello from the fake remote' })).toBeInTheDocument();
    expect(rootElement).toContainElement(screen.getByRole('heading'));
  });
});
