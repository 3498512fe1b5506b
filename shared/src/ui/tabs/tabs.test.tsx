import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Tabs } from './tabs';

const items = [
  { id: 'card', label: 'Cards' },
  { id: 'pack', label: 'Packs', disabled: true },
  { id: 'item', label: 'Items' },
  { id: 'box', label: 'Boxes' },
];

function Controlled() {
  const [value, setValue] = useState('card');
  return <Tabs items={items} value={value} onChange={setValue} label="Collection" />;
}

describe('Tabs', () => {
  it('moves and selects with the arrow keys, Home and End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Collection' })).toBeInTheDocument();
    const cards = screen.getByRole('tab', { name: 'Cards' });
    expect(cards).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Items' })).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(cards).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const itemsTab = screen.getByRole('tab', { name: 'Items' });
    expect(itemsTab).toHaveFocus();
    expect(itemsTab).toHaveAttribute('aria-selected', 'true');
    expect(itemsTab).toHaveAttribute('tabindex', '0');
    expect(cards).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Boxes' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(cards).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Boxes' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cards).toHaveAttribute('aria-selected', 'true');
  });

  it('renders link tabs that navigate when followed', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <MemoryRouter initialEntries={['/game/menu/card']}>
        <Tabs
          value="card"
          onChange={onChange}
          items={[
            { id: 'card', label: 'Cards', href: '/game/menu/card' },
            { id: 'item', label: 'Items', href: '/game/menu/item' },
          ]}
        />
        <Routes>
          <Route path="/game/menu/card" element={<p>card page</p>} />
          <Route path="/game/menu/item" element={<p>item page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const itemsTab = screen.getByRole('tab', { name: 'Items' });
    expect(itemsTab).toHaveAttribute('href', '/game/menu/item');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(itemsTab).toHaveFocus();
    expect(screen.getByText('card page')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByText('item page')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith('item');
  });
});
