import { decideScroll, remembersScroll, RESTORE_DELAY_MS } from './scroll-policy';

describe('scroll policy (SPEC §2)', () => {
  it('remembers only the my-fp-card detail page', () => {
    expect(remembersScroll('/mycard/fp/77')).toBe(true);
    expect(remembersScroll('/mycard/77')).toBe(false);
    expect(remembersScroll('/mycard/fp/77/extra')).toBe(false);
    expect(remembersScroll('/market/center')).toBe(false);
  });

  it('restores the saved position after 1 s when going back to the my-fp-card detail page', () => {
    expect(decideScroll('/mycard/fp/77', 'POP', 640)).toEqual({ kind: 'restore', y: 640, delayMs: 1000 });
    expect(RESTORE_DELAY_MS).toBe(1000);
  });

  it('scrolls to the top when the detail page is opened anew, even with a saved position', () => {
    expect(decideScroll('/mycard/fp/77', 'PUSH', 640)).toEqual({ kind: 'top' });
    expect(decideScroll('/mycard/fp/77', 'REPLACE', 640)).toEqual({ kind: 'top' });
  });

  it('scrolls to the top when nothing was saved for that entry', () => {
    expect(decideScroll('/mycard/fp/77', 'POP', undefined)).toEqual({ kind: 'top' });
  });

  it('scrolls to the top on every other navigation, back/forward included', () => {
    expect(decideScroll('/market/center', 'POP', 300)).toEqual({ kind: 'top' });
    expect(decideScroll('/market/center', 'PUSH', undefined)).toEqual({ kind: 'top' });
  });
});
