import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act } from 'react';
import { addRemoteResources, setLanguage } from '@fc/shared';
import face from '../../../routes';
import MarketDetailFpPage from './market-detail-fp-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/market/detail/fp/42']}>
      <Routes>
        <Route path="/market/detail/fp/:transId" element={<MarketDetailFpPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => addRemoteResources(face.namespace, face.resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('MarketDetailFpPage', () => {
  it('shows its title, the under-construction notice and the route parameters', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'FP card listing' })).toBeInTheDocument();
    expect(screen.getByText('This page is being built. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByText('Page parameters: transId: 42')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    renderPage();
    expect(screen.getByRole('heading', { name: 'FP 카드 판매 상세' })).toBeInTheDocument();
    expect(screen.getByText('이 페이지는 현재 준비 중입니다. 조금만 기다려 주세요.')).toBeInTheDocument();
  });
});
