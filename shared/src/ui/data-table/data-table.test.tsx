import { render, screen } from '@testing-library/react';
import { DataTable } from './data-table';

const rows = (
  <>
    <thead>
      <tr>
        <th scope="col">Club</th>
        <th scope="col" data-numeric>
          Points
        </th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <td>Harbour City</td>
        <td data-numeric>42</td>
      </tr>
      <tr aria-current="true">
        <td>DemoManager FC</td>
        <td data-numeric>40</td>
      </tr>
    </tbody>
  </>
);

describe('DataTable', () => {
  it('is a table named by its caption', () => {
    render(<DataTable label="Season standing">{rows}</DataTable>);
    const table = screen.getByRole('table', { name: 'Season standing' });
    expect(table).toBeInTheDocument();
    expect(screen.getByRole('row', { current: true })).toHaveTextContent('DemoManager FC');
  });

  it('becomes a focusable, named scroll region only when it is wider than its column', () => {
    const widths = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
    const clientWidths = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390);
    class ImmediateResizeObserver {
      constructor(private readonly callback: () => void) {}
      observe() {
        this.callback();
      }
      disconnect() {}
    }
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = ImmediateResizeObserver as unknown as typeof ResizeObserver;
    try {
      render(<DataTable label="Season standing">{rows}</DataTable>);
      const region = screen.getByRole('region', { name: 'Season standing' });
      expect(region).toHaveAttribute('tabindex', '0');
    } finally {
      globalThis.ResizeObserver = original;
      widths.mockRestore();
      clientWidths.mockRestore();
    }
  });

  it('is no region and no tab stop when everything fits', () => {
    render(<DataTable label="Season standing">{rows}</DataTable>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
