import { screen, within } from '@testing-library/react';
import { setLanguage } from '@fc/shared';
import en from '../../../locales/en/market.json';
import ko from '../../../locales/ko/market.json';
import { renderPage } from '../../../test/render';
import { TERMS_CONTACT_EMAIL, TERMS_SECTIONS } from '../terms';
import TermsOfServicePage from './terms-of-service-page';

const texts = { en: en.terms, ko: ko.terms } as const;
const titles = { en: en.titles.termsOfService, ko: ko.titles.termsOfService } as const;

describe.each(['en', 'ko'] as const)('the terms of service in %s', (language) => {
  beforeAll(() => setLanguage(language));
  afterAll(() => setLanguage('en'));

  it('renders every section, in order, with all its paragraphs and a table of contents linking to each', async () => {
    renderPage(<TermsOfServicePage />, { path: '/terms-of-service' });
    const terms = texts[language];
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(titles[language]);

    const sections = screen.getAllByTestId('terms-section');
    expect(sections.map((section) => section.getAttribute('data-section'))).toEqual([...TERMS_SECTIONS]);
    sections.forEach((section, index) => {
      const id = TERMS_SECTIONS[index]!;
      const { title, body } = terms.sections[id];
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(`${index + 1}. ${title}`);
      expect(within(section).getAllByText(/./, { selector: 'p' })).toHaveLength(Object.keys(body).length);
      expect(section.textContent).not.toMatch(/\{\{|terms\.sections/);
    });

    const contents = screen.getByRole('navigation', { name: terms.contents });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(TERMS_SECTIONS.map((id) => [terms.sections[id].title, `#terms-${id}`]));
    for (const id of TERMS_SECTIONS) expect(document.getElementById(`terms-${id}`)).not.toBeNull();
    expect(sections.at(-1)?.textContent).toContain(TERMS_CONTACT_EMAIL);
  });
});

it('has the same sections and paragraphs in English and Korean', () => {
  const shape = (terms: typeof en.terms | typeof ko.terms) => Object.fromEntries(Object.entries(terms.sections).map(([id, section]) => [id, Object.keys(section.body)]));
  expect(shape(ko.terms)).toEqual(shape(en.terms));
  expect(Object.keys(en.terms.sections)).toEqual([...TERMS_SECTIONS]);
});
