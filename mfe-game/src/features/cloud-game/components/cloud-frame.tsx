import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { CLOUD_TABS, type CloudTabId } from '../constants';
import { tabFromQuery } from '../lib/tabs';
import styles from './cloud-frame.module.css';

/** 24 × 24 outline glyphs, one per tab. */
const ICONS: Record<CloudTabId, ReactNode> = {
  home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />,
  lineup: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="1" />
      <path d="M4 12h16M9 3v3h6V3M9 21v-3h6v3" />
    </>
  ),
  pvp: <path d="M5 19l7-7M14 5l5 0 0 5M19 5l-9 9M5 5l4 4M15 15l4 4M17 13l-4 4" />,
  pve: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8l3 2.2-1.2 3.6h-3.6L9 10.2z" />
    </>
  ),
  ranking: <path d="M4 20V10h4v10M10 20V4h4v16M16 20v-7h4v7" />,
  rewards: (
    <>
      <rect x="3" y="8" width="18" height="5" rx="1" />
      <path d="M5 13v8h14v-8M12 8v13M12 8c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1" />
    </>
  ),
};

export interface CloudFrameProps {
  /** The open tab's page. */
  render: (tab: CloudTabId) => ReactNode;
}

/**
 * The cloud game's phone layout: a title bar, the open tab's page in a scrolling area, and a bottom tab bar (large
 * touch targets, clear of the safe-area insets). `?tab=` names the open tab, so a tab can be linked and the back button
 * returns to the previous one.
 */
export function CloudFrame({ render }: CloudFrameProps) {
  const { t } = useTranslation('game');
  const [params, setParams] = useSearchParams();
  const active = tabFromQuery(params.get('tab'));
  const content = useRef<HTMLElement>(null);
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 });
  }, [active]);
  const open = (tab: CloudTabId) => {
    if (tab === active) return;
    // A tab's own query (a ranking's day, a page) stays with it.
    setParams(tab === CLOUD_TABS[0] ? {} : { tab });
  };
  return (
    <div className={styles.frame} data-testid="cloud-frame">
      <div className={styles.phone}>
        <header className={styles.top}>
          <span className={styles.brand}>{t('cloud.brand')}</span>
          <span className={styles.tabTitle}>{t(`cloud.tabs.${active}`)}</span>
        </header>
        <section ref={content} className={styles.content} id="cloud-content" tabIndex={-1} aria-label={t(`cloud.tabs.${active}`)}>
          {render(active)}
        </section>
        <nav className={styles.tabbar} aria-label={t('cloud.tabBar')} data-testid="cloud-tab-bar">
          <ul className={styles.tabs}>
            {CLOUD_TABS.map((tab) => (
              <li key={tab}>
                <button
                  type="button"
                  className={styles.tab}
                  aria-current={tab === active ? 'page' : undefined}
                  aria-controls="cloud-content"
                  onClick={() => open(tab)}
                  data-testid={`cloud-tab-${tab}`}
                >
                  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                    {ICONS[tab]}
                  </svg>
                  <span>{t(`cloud.tabs.${tab}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
