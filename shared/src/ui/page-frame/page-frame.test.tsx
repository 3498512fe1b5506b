import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n/i18n';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('gives the page its title and a breadcrumb back to the pages above it', () => {
    render(
      <MemoryRouter>
        <PageFrame title="Neil MacGyver" breadcrumb={[{ label: 'Market', to: '/market/center' }]} nav={<nav aria-label="Market sections" />}>
          <p>body</p>
        </PageFrame>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Neil MacGyver' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Market' })).toHaveAttribute('href', '/market/center');
    expect(within(crumbs).getByText('Neil MacGyver')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Market sections' })).toBeInTheDocument();
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('keeps two steps that lead to the same page', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <PageFrame
          title="Neil MacGyver"
          breadcrumb={[
            { label: 'Market', to: '/market/center' },
            { label: 'FP cards', to: '/market/center' },
          ]}
        />
      </MemoryRouter>,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Market', 'FP cards']);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("ends the breadcrumb with the page's heading, while the tab keeps the document title", () => {
    render(
      <MemoryRouter>
        <PageFrame title="Eli Striker" documentTitle="FP card details" breadcrumb={[{ label: 'FP cards', to: '/collection/fpcards' }]} />
      </MemoryRouter>,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Eli Striker')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).queryByText('FP card details')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^FP card details · /);
  });

  it('has no breadcrumb when the page has nothing above it', () => {
    render(
      <MemoryRouter>
        <PageFrame title="Packs" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
