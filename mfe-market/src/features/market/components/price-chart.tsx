import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UTCTimestamp } from 'lightweight-charts';
import type { MarketSalePoint, MarketVolumeDay } from '@fc/shared';
import { MARKET_HISTORY_DAYS } from '@fc/shared/contracts/sales';
import { priceLine, volumeBars } from '../lib/chart-data';
import styles from './market.module.css';

/** Whose chart library draws the price history (its licence asks for the attribution). */
const CHART_LIBRARY_URL = 'https://www.tradingview.com/';

/**
 * The price history (completed sales) as a line over the daily sales as bars. The chart library is imported here,
 * when the chart mounts, so only the detail page's chunk carries it.
 */
export function PriceChart({ history, volume }: { history: readonly MarketSalePoint[]; volume: readonly MarketVolumeDay[] }) {
  const { t } = useTranslation('market');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const line = priceLine(history);
  const bars = volumeBars(volume);
  const data = JSON.stringify([line, bars]);

  useEffect(() => {
    let disposed = false;
    let remove: (() => void) | undefined;
    import('lightweight-charts')
      .then(({ createChart, LineSeries, HistogramSeries }) => {
        if (disposed || !container.current) return;
        // The library's own attribution logo is a <style> element the CSP refuses (and a link that reports our URL): the
        // attribution its licence asks for is the caption below the chart instead.
        // The canvas cannot read the theme's custom properties: its colours are taken from them once, here.
        const theme = getComputedStyle(container.current);
        const color = (name: string) => theme.getPropertyValue(name).trim() || undefined;
        const lines = { color: color('--fc-color-border') };
        const chart = createChart(container.current, {
          autoSize: true,
          timeScale: { timeVisible: true, borderColor: lines.color },
          rightPriceScale: { borderColor: lines.color },
          grid: { vertLines: lines, horzLines: lines },
          layout: { attributionLogo: false, background: { color: 'transparent' }, textColor: color('--fc-color-text-muted'), fontFamily: color('--fc-font-sans') },
        });
        const [points, days] = JSON.parse(data) as [typeof line, typeof bars];
        chart.addSeries(LineSeries, { priceLineVisible: false, color: color('--fc-color-accent') }).setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
        const sales = chart.addSeries(HistogramSeries, { priceScaleId: 'volume', priceFormat: { type: 'volume' }, color: color('--fc-color-surface-hover') });
        sales.setData(days.map((day) => ({ time: day.time as UTCTimestamp, value: day.value })));
        chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
        chart.timeScale().fitContent();
        remove = () => chart.remove();
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [data]);

  if (line.length === 0 && bars.length === 0) return <p className={styles.muted}>{t('market.chart.none', { days: MARKET_HISTORY_DAYS })}</p>;
  if (failed) return <p className={styles.muted}>{t('market.chart.failed')}</p>;
  return (
    <figure className={styles.chartFigure}>
      <div ref={container} className={styles.chart} role="img" aria-label={t('market.chart.label', { count: line.length })} data-testid="price-chart" />
      <figcaption className={styles.muted}>
        <a href={CHART_LIBRARY_URL} target="_blank" rel="noopener noreferrer">
          {t('market.chart.attribution')}
        </a>
      </figcaption>
    </figure>
  );
}
