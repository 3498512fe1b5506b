import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addRemoteResources, setLanguage } from '../../i18n/i18n';
import { UnderConstruction } from './under-construction';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/shop/:shopId/:tab?" element={<UnderConstruction namespace="shop" titleKey="titles.shop" />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() =>
  addRemoteResources('shop', { en: { titles: { shop: 'Prop shop' } }, ko: { titles: { shop: '아이템 상점' } } }),
);
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('UnderConstruction', () => {
  it("shows the page title from the remote's namespace, the notice and the route parameters it got", () => {
    renderAt('/shop/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Prop shop' })).toBeInTheDocument();
    expect(document.title).toBe('Prop shop · FC Platform');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('This page is being built. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByText('Page parameters: shopId: 7')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    renderAt('/shop/7/items');
    expect(screen.getByRole('heading', { level: 1, name: '아이템 상점' })).toBeInTheDocument();
    expect(screen.getByText('곧 공개됩니다')).toBeInTheDocument();
    expect(screen.getByText('이 페이지는 현재 준비 중입니다. 조금만 기다려 주세요.')).toBeInTheDocument();
    expect(screen.getByText('페이지 매개변수: shopId: 7, tab: items')).toBeInTheDocument();
  });
});
