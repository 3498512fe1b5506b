import { framedRemote, prerenderedLanguage } from './frame-contract';

const root = (attributes: string, inner = '<nav></nav>') => {
  const container = document.createElement('div');
  container.innerHTML = `<div id="root" ${attributes}>${inner}</div>`;
  return container.firstElementChild as HTMLElement;
};

describe('the prerendered root', () => {
  it("names the language it was rendered in and the remote whose route's frame it carries", () => {
    const page = root('data-fc-frame="ko" data-fc-route-frame="mfe_market@1.4.0-1a2b3c4d"');
    expect(prerenderedLanguage(page)).toBe('ko');
    expect(framedRemote(page)).toBe('mfe_market');
  });

  it('carries no frame without the attribute, with an unknown remote, or when empty (a page the browser renders)', () => {
    expect(framedRemote(root('data-fc-frame="en"'))).toBeNull();
    expect(framedRemote(root('data-fc-frame="en" data-fc-route-frame="mfe_other@1.0.0"'))).toBeNull();
    expect(framedRemote(root('data-fc-route-frame="mfe_market@1.0.0"', ''))).toBeNull();
    expect(prerenderedLanguage(root('data-fc-frame="en"', ''))).toBeNull();
  });
});
