import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('is a meter named by what it measures, read as its words', () => {
    render(<ProgressBar value={120} max={500} label="Packs left" valueText="120 of 500 left" />);
    const meter = screen.getByRole('meter', { name: 'Packs left' });
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuemax', '500');
    expect(meter).toHaveAttribute('aria-valuetext', '120 of 500 left');
    expect(meter.firstElementChild).toHaveStyle({ width: '24%' });
  });

  it('keeps its fill between empty and full', () => {
    const { rerender } = render(<ProgressBar value={-3} max={10} label="Left" />);
    expect(screen.getByRole('meter').firstElementChild).toHaveStyle({ width: '0%' });
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar value={12} max={10} label="Left" />);
    expect(screen.getByRole('meter').firstElementChild).toHaveStyle({ width: '100%' });
    rerender(<ProgressBar value={0} max={0} label="Left" />);
    expect(screen.getByRole('meter').firstElementChild).toHaveStyle({ width: '0%' });
  });
});
