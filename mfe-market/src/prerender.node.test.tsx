/**
 * @jest-environment node
 */
// The frames are rendered at build time in plain Node: no window, no document.
import { i18n } from '@fc/shared';
import { FRAME_RESOURCES } from '@fc/shared/contracts/resources';
import en from './locales/en/market.json';
import ko from './locales/ko/market.json';
import { renderFrames } from './prerender';

describe('renderFrames in plain Node', () => {
  it('renders the home page in English and Korean, with the art where the registry says and its preloads apart', async () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    const frames = await renderFrames({ resources: { url: 'https://art.example/r/', version: 'v 1' } });
    expect(frames.map(({ routeId, language }) => `${routeId}:${language}`)).toEqual(['market.home:en', 'market.home:ko']);
    const [english, korean] = frames;
    expect(english!.html).toContain(`>${en.home.hero.title}</h1>`);
    expect(korean!.html).toContain(`>${ko.home.hero.title}</h1>`);
    expect(korean!.html).toContain(`>${ko.home.howToPlay.title}</h2>`);
    expect(english!.html).toContain('src="https://art.example/r/common/pack-legend.svg?v=v%201"');
    expect(english!.head).toBe(
      '<link rel="preload" as="image" href="https://art.example/r/common/pack-legend.svg?v=v%201"/>' +
        '<link rel="preload" as="image" href="https://art.example/r/common/pack-allStar.svg?v=v%201"/>',
    );
    expect(english!.html.startsWith('<div')).toBe(true);
    // At build time the address is not known: placeholders, which the site server replaces.
    const [built] = await renderFrames();
    expect(built!.html).toContain(`src="${FRAME_RESOURCES.url}common/pack-legend.svg?v=${FRAME_RESOURCES.version}"`);
    // The language in use before is back.
    expect(i18n.language).toBe('en');
  });
});
