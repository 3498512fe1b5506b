import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { act } from 'react';
import { addRemoteResources, setLanguage } from '@fc/shared';
import face from '../../../routes';
import EditGroupPage from './edit-group-page';

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/game/editgroup/3']}>
      <Routes>
        <Route path="/game/editgroup/:groupId" element={<EditGroupPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => addRemoteResources(face.namespace, face.resources));
afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('EditGroupPage', () => {
  it('shows its title, the under-construction notice and the route parameters', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: 'Edit lineup' })).toBeInTheDocument();
    expect(screen.getByText('This page is being built. Please check back soon.')).toBeInTheDocument();
    expect(screen.getByText('Page parameters: groupId: 3')).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await act(() => setLanguage('ko'));
    renderPage();
    expect(screen.getByRole('heading', { name: '라인업 편집' })).toBeInTheDocument();
    expect(screen.getByText('이 페이지는 현재 준비 중입니다. 조금만 기다려 주세요.')).toBeInTheDocument();
  });
});
