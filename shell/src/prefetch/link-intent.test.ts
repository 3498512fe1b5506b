import { fireEvent } from '@testing-library/react';
import { HOVER_INTENT_MS, listenForLinkIntent } from './link-intent';

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>Market</span>';
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.appendChild(anchor);
  return anchor;
}

/** A mouse's pointer event (jsdom has no PointerEvent class). */
function mouse(type: 'pointerover' | 'pointerout', element: Element, relatedTarget: Element | null = null) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  element.dispatchEvent(event);
}
const mouseOver = (element: Element) => mouse('pointerover', element);

describe('listenForLinkIntent', () => {
  const intents: unknown[] = [];
  let stop: () => void = () => undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    intents.length = 0;
    stop = listenForLinkIntent(document, (target) => intents.push(target));
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('takes the mouse resting on a link for HOVER_INTENT_MS as the intent to follow it', () => {
    const market = link('/market?tab=fp');
    mouseOver(market.querySelector('span')!);
    jest.advanceTimersByTime(HOVER_INTENT_MS - 1);
    expect(intents).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(intents).toEqual([{ pathname: '/market', search: '?tab=fp' }]);
  });

  it('forgets a mouse that only crosses the link, not one moving onto its text', () => {
    const market = link('/market');
    mouseOver(market);
    mouse('pointerout', market, market.querySelector('span'));
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(intents).toHaveLength(1);
    mouseOver(market);
    mouse('pointerout', market, document.body);
    mouseOver(market);
    mouse('pointerout', market, document.body);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(intents).toHaveLength(1);
  });

  it('takes a press, a focus or a touch at once', () => {
    const market = link('/market');
    fireEvent.focusIn(market);
    fireEvent.touchStart(link('/packs'));
    fireEvent.pointerDown(link('/guidance'));
    expect(intents).toEqual([
      { pathname: '/market', search: '' },
      { pathname: '/packs', search: '' },
      { pathname: '/guidance', search: '' },
    ]);
  });

  it('leaves out links the router does not follow: another site, a new tab, a download, the page itself', () => {
    for (const other of [link('https://example.com/market'), link('/market', { target: '_blank' }), link('/terms.pdf', { download: '' }), link(window.location.pathname)]) {
      fireEvent.focusIn(other);
      mouseOver(other);
    }
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(intents).toEqual([]);
  });

  it('stops listening when told', () => {
    stop();
    fireEvent.focusIn(link('/market'));
    expect(intents).toEqual([]);
  });
});
