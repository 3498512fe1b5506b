import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act } from 'react';
import { addRemoteResources, setLanguage } from '@fc/shared';
import face from '../../../routes';
import MintPage from './mint-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/collection/mint/7']}>
      <Routes>
        <Route path="/collection/mint/:tokenId" element={<MintPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => addRemoteResources(face.namespace, face.resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('MintPage', () => {
  it('shows its title, the under-construction notice and the route parameters', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Card training' })).toBeInTheDocument();
    expect(screen.getByText('This page is being built. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByText('Page parameters: tokenId: 7')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    renderPage();
    expect(screen.getByRole('heading', { name: '카드 훈련' })).toBeInTheDocument();
    expect(screen.getByText('이 페이지는 현재 준비 중입니다. 조금만 기다려 주세요.')).toBeInTheDocument();
  });
});
