import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act } from 'react';
import { addRemoteResources, setLanguage } from '@fc/shared';
import face from '../../../routes';
import WithdrawPage from './withdraw-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/token/withdraw/BNB']}>
      <Routes>
        <Route path="/token/withdraw/:tokenSymbol" element={<WithdrawPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => addRemoteResources(face.namespace, face.resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('WithdrawPage', () => {
  it('shows its title, the under-construction notice and the route parameters', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.getByText('This page is being built. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByText('Page parameters: tokenSymbol: BNB')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    renderPage();
    expect(screen.getByRole('heading', { name: '출금' })).toBeInTheDocument();
    expect(screen.getByText('이 페이지는 현재 준비 중입니다. 조금만 기다려 주세요.')).toBeInTheDocument();
  });
});
