import { render, screen } from '@testing-library/react';
import '../../i18n/i18n';
import { PageTitle } from './page-title';

describe('PageTitle', () => {
  it('renders the page heading and sets the document title until it unmounts', () => {
    document.title = 'before';
    const { unmount } = render(<PageTitle>Market</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Market' })).toBeInTheDocument();
    expect(document.title).toBe('Market · FC Platform');
    unmount();
    expect(document.title).toBe('before');
  });
});
