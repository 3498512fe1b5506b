import { render } from '@testing-library/react';
import type { LiveEvent } from '@fc/shared';
import { dispatchLiveEvent } from './dispatch';
import { useLiveEvent } from './use-live';

function CardWatcher({ seen }: { seen: LiveEvent<'card'>[] }) {
  useLiveEvent('card', (event) => seen.push(event));
  return null;
}

const CARD: LiveEvent<'card'> = { type: 'card', tokenId: '77', family: 'fp', state: 'listed', owned: true };

describe('useLiveEvent', () => {
  it('hands a mounted component the events of its type only, and nothing once unmounted', () => {
    const seen: LiveEvent<'card'>[] = [];
    const view = render(<CardWatcher seen={seen} />);
    dispatchLiveEvent({ type: 'balance', currency: 'TMT', amount: '1' });
    dispatchLiveEvent(CARD);
    expect(seen).toEqual([CARD]);
    view.unmount();
    dispatchLiveEvent({ ...CARD, state: 'normal' });
    expect(seen).toEqual([CARD]);
  });

  it('keeps delivering to the others when one handler throws', () => {
    const seen: LiveEvent<'card'>[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Failing() {
      useLiveEvent('card', () => {
        throw new Error('broken page');
      });
      return null;
    }
    render(
      <>
        <Failing />
        <CardWatcher seen={seen} />
      </>,
    );
    dispatchLiveEvent(CARD);
    expect(seen).toEqual([CARD]);
    expect(error).toHaveBeenCalledWith('[live] handling an event failed', expect.any(Error));
  });
});
