import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  fromBaseUnits,
  paths,
  safeReturnPath,
  Skeleton,
  toBaseUnits,
  useFormatMoney,
  type BuyTmtConfigResponse,
  type BuyTmtCurrency,
  type BuyTmtFromUsdResponse,
} from '@fc/shared';
import { Alert, Card, DefinitionList, EmptyState, DateTime, Modal, TextField } from '@fc/shared/ui';
import { parseTmtRate, quoteBuyTmt, tmtForUsd, type BuyTmtQuote } from '@fc/shared/contracts/wallet';
import { useBalances } from '../api/get-balances';
import { useBuyTmtConfig } from '../api/get-buy-tmt-config';
import { useBuyTmtFromUsd } from '../api/buy-tmt-from-usd';
import { useStartBuyTmt } from '../api/start-buy-tmt';
import layout from '../../../components/layout.module.css';
import styles from '../pages/add-funds.module.css';

/** What each field accepts as typed: TMT up to 4 decimals (as shown), USD up to 2. */
const TYPED: Record<BuyTmtCurrency, RegExp> = { TMT: /^[0-9]{1,9}(\.[0-9]{1,4})?$/, USD: /^[0-9]{1,6}(\.[0-9]{1,2})?$/ };
const SHOWN_DECIMALS: Record<BuyTmtCurrency, number> = { TMT: 4, USD: 2 };
const ONE_TMT = toBaseUnits('TMT', '1');

/** The amount as typed in `currency` → base units, or null when it is not an amount of that field. */
function typedAmount(currency: BuyTmtCurrency, text: string): bigint | null {
  return TYPED[currency].test(text.trim()) ? toBaseUnits(currency, text.trim()) : null;
}

/** Base units → what the other field shows: whole units, at most the decimals a user types. */
function fieldText(currency: BuyTmtCurrency, amount: bigint): string {
  const [whole, fraction = ''] = fromBaseUnits(currency, amount).split('.');
  const kept = fraction.slice(0, SHOWN_DECIMALS[currency]).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : (whole ?? '0');
}

/** The `need` query value (whole TMT, as `paths.buyTmt` writes it) → base units; null when absent, zero or not an amount. */
function neededTmt(need: string | null): bigint | null {
  const amount = need === null ? null : typedAmount('TMT', need);
  return amount !== null && amount > 0n ? amount : null;
}

/** The TMT the page was asked for as the amount to start with: whole TMT, within an order's limits. */
function presetTmt(need: bigint | null, config: BuyTmtConfigResponse, rate: bigint): string {
  if (need === null) return '';
  const least = tmtForUsd(BigInt(config.minUsd), rate);
  const most = tmtForUsd(BigInt(config.maxUsd), rate);
  const within = need < least ? least : need > most ? most : need;
  const whole = ((within + ONE_TMT - 1n) / ONE_TMT) * ONE_TMT;
  return fieldText('TMT', whole > most ? (most / ONE_TMT) * ONE_TMT : whole);
}

type Problem = 'amount' | 'BUY_TMT_AMOUNT_INVALID' | 'BUY_TMT_DAILY_LIMIT';

function problemOf(quote: BuyTmtQuote | null, config: BuyTmtConfigResponse): Problem | null {
  if (!quote || quote.tmt <= 0n) return 'amount';
  if (quote.usd < BigInt(config.minUsd) || quote.usd > BigInt(config.maxUsd)) return 'BUY_TMT_AMOUNT_INVALID';
  return quote.usd > BigInt(config.leftTodayUsd) ? 'BUY_TMT_DAILY_LIMIT' : null;
}

interface FormProps {
  config: BuyTmtConfigResponse;
  rate: bigint;
  need: bigint | null;
  returnPath: string | null;
  onBought: (answer: BuyTmtFromUsdResponse) => void;
}

function BuyTmtForm({ config, rate, need, returnPath, onBought }: FormProps) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const balances = useBalances();
  const byCard = useStartBuyTmt();
  const fromUsd = useBuyTmtFromUsd();
  const [source, setSource] = useState<{ currency: BuyTmtCurrency; text: string; touched: boolean }>(() => ({
    currency: 'TMT',
    text: presetTmt(need, config, rate),
    touched: false,
  }));
  const [confirming, setConfirming] = useState(false);

  const amount = typedAmount(source.currency, source.text);
  const quote = amount === null ? null : quoteBuyTmt({ currency: source.currency, amount }, rate);
  const problem = problemOf(quote, config);
  const shown = (currency: BuyTmtCurrency) => (source.currency === currency ? source.text : quote ? fieldText(currency, currency === 'TMT' ? quote.tmt : quote.usd) : '');
  const usdText = (base: string | bigint) => money('USD', base);
  const tmtText = (base: string | bigint) => money('TMT', base);
  const usdBalance = balances.data ? BigInt(balances.data.USD) : null;
  const tmtBalance = balances.data ? BigInt(balances.data.TMT) : null;
  const affordable = quote !== null && usdBalance !== null && usdBalance >= quote.usd;
  const busy = byCard.isPending || byCard.isSuccess || fromUsd.isPending;
  const fieldError = source.touched && problem ? (problem === 'amount' ? t('buyTmt.amountInvalid') : t(`errors:${problem}`)) : undefined;
  const request = amount === null ? null : { currency: source.currency, amount: amount.toString() };
  const type = (currency: BuyTmtCurrency) => (event: { target: { value: string } }) => setSource({ currency, text: event.target.value, touched: true });

  return (
    <div className={styles.form}>
      {need !== null ? (
        <Alert tone="info" data-testid="buy-tmt-need">
          {t('buyTmt.need', { amount: tmtText(need) })}
        </Alert>
      ) : null}
      <div className={styles.pair}>
        <TextField label={t('buyTmt.tmtField')} value={shown('TMT')} onChange={type('TMT')} inputMode="decimal" autoComplete="off" error={source.currency === 'TMT' ? fieldError : undefined} data-testid="buy-tmt-tmt" />
        <span className={styles.equals} aria-hidden="true">
          =
        </span>
        <TextField label={t('buyTmt.usdField')} value={shown('USD')} onChange={type('USD')} inputMode="decimal" autoComplete="off" error={source.currency === 'USD' ? fieldError : undefined} data-testid="buy-tmt-usd" />
      </div>
      <fieldset className={`${styles.quick} ${styles.quickWide}`}>
        <legend>{t('payments.quickAmounts')}</legend>
        {config.quickAmounts
          .filter((usd) => BigInt(usd) <= BigInt(config.leftTodayUsd))
          .map((usd) => {
            const pressed = quote?.usd === BigInt(usd) && problem === null;
            return (
              <Button key={usd} type="button" variant={pressed ? 'primary' : 'secondary'} aria-pressed={pressed} onClick={() => setSource({ currency: 'USD', text: fieldText('USD', BigInt(usd)), touched: true })}>
                {t('buyTmt.quick', { tmt: tmtText(tmtForUsd(BigInt(usd), rate)), usd: usdText(usd) })}
              </Button>
            );
          })}
      </fieldset>
      {quote && problem === null ? (
        <p className={styles.summary} data-testid="buy-tmt-summary" aria-live="polite">
          {t('buyTmt.summary', { usd: usdText(quote.usd), tmt: tmtText(quote.tmt) })}
        </p>
      ) : null}
      {config.provider === 'sandbox' ? <Alert tone="info">{t('payments.sandboxNote')}</Alert> : null}
      {byCard.error ? <Alert tone="error">{errorMessage(t, byCard.error)}</Alert> : null}
      <div className={styles.choices}>
        <div className={styles.choice}>
          <Button
            data-testid="buy-tmt-card"
            disabled={problem !== null || busy || config.provider === null}
            loading={byCard.isPending || byCard.isSuccess}
            onClick={() => request && byCard.mutate({ ...request, method: 'card', ...(returnPath ? { returnPath } : {}) })}
          >
            {byCard.isSuccess ? t('payments.redirecting') : quote && problem === null ? t('buyTmt.payByCard', { usd: usdText(quote.usd) }) : t('buyTmt.payByCardIdle')}
          </Button>
          <p className={styles.hint}>{config.provider === null ? t('buyTmt.cardUnavailable') : t('buyTmt.cardHint', { minutes: config.timeoutMinutes })}</p>
        </div>
        <div className={styles.choice}>
          <Button variant="secondary" data-testid="buy-tmt-from-usd" disabled={problem !== null || busy || !affordable} onClick={() => setConfirming(true)}>
            {t('buyTmt.payFromUsd')}
          </Button>
          <p className={styles.hint} data-testid="buy-tmt-usd-balance">
            {usdBalance === null ? <Skeleton width={120} /> : t('buyTmt.usdBalance', { usd: usdText(usdBalance) })}{' '}
            {quote && usdBalance !== null && !affordable ? <ButtonLink size="sm" variant="ghost" to={paths.addFunds()}>{t('buyTmt.addUsd')}</ButtonLink> : null}
          </p>
        </div>
      </div>
      <Modal
        open={confirming && quote !== null}
        onClose={() => {
          setConfirming(false);
          fromUsd.reset();
        }}
        title={t('buyTmt.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('buyTmt.cancel')}
            </Button>
            <Button
              data-testid="buy-tmt-confirm"
              loading={fromUsd.isPending}
              disabled={fromUsd.isPending}
              onClick={() =>
                request &&
                fromUsd.mutate(request, {
                  onSuccess: (answer) => {
                    setConfirming(false);
                    onBought(answer);
                  },
                })
              }
            >
              {t('buyTmt.confirm')}
            </Button>
          </>
        }
      >
        {quote && usdBalance !== null && tmtBalance !== null ? (
          <DefinitionList
            items={[
              { id: 'pay', term: t('buyTmt.youPay'), value: usdText(quote.usd) },
              { id: 'get', term: t('buyTmt.youGet'), value: tmtText(quote.tmt) },
              { id: 'usdAfter', term: t('buyTmt.usdAfter'), value: usdText(usdBalance - quote.usd), valueTestId: 'buy-tmt-usd-after' },
              { id: 'tmtAfter', term: t('buyTmt.tmtAfter'), value: tmtText(tmtBalance + quote.tmt), valueTestId: 'buy-tmt-tmt-after' },
            ]}
          />
        ) : null}
        {fromUsd.error ? <Alert tone="error">{errorMessage(t, fromUsd.error)}</Alert> : null}
      </Modal>
    </div>
  );
}

/** The rate, an order's limits and what is left of today's. */
function Terms({ config }: { config: BuyTmtConfigResponse }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  return (
    <Card as="section" title={t('buyTmt.termsTitle')} data-testid="buy-tmt-terms">
      <DefinitionList
        items={[
          { id: 'rate', term: t('buyTmt.rate'), value: t('buyTmt.rateValue', { usd: config.usdPerTmt }), valueTestId: 'buy-tmt-rate' },
          { id: 'min', term: t('buyTmt.minimum'), value: money('USD', config.minUsd) },
          { id: 'max', term: t('buyTmt.maximum'), value: money('USD', config.maxUsd) },
          { id: 'daily', term: t('buyTmt.daily'), value: money('USD', config.dailyUsd) },
          { id: 'left', term: t('buyTmt.leftToday'), value: money('USD', config.leftTodayUsd), valueTestId: 'buy-tmt-left' },
          { id: 'resets', term: t('buyTmt.resets'), value: <DateTime value={config.resetsAt} /> },
        ]}
      />
    </Card>
  );
}

/**
 * Buy TMT (Add funds with `?currency=TMT`): the TMT wanted or the USD to spend, each shown from the other at the
 * operator's rate, with the limits and today's room; then by card (the provider's checkout, back on the order's page)
 * or from the USD balance after a confirmation. `need` presets the amount, `return` is offered once the TMT arrives.
 */
export function BuyTmtPanel() {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  const [search] = useSearchParams();
  const config = useBuyTmtConfig();
  const [bought, setBought] = useState<BuyTmtFromUsdResponse | null>(null);
  const need = neededTmt(search.get('need'));
  const returnPath = safeReturnPath(search.get('return'));
  const rate = config.data ? parseTmtRate(config.data.usdPerTmt) : null;

  if (config.isPending) return <Skeleton height={320} />;
  if (!config.data || rate === null) {
    return <EmptyState title={t('buyTmt.loadFailed')} description={errorMessage(t, config.error)} action={<Button onClick={() => void config.refetch()}>{t('common:retry')}</Button>} />;
  }
  return (
    <div className={layout.split}>
      <div className={layout.main}>
        <Card as="section" title={t('buyTmt.title')} data-testid="buy-tmt">
          <p className={styles.lead}>{t('buyTmt.intro')}</p>
          {bought ? (
            <Alert tone="success" data-testid="buy-tmt-bought">
              {t('buyTmt.bought', { tmt: money('TMT', bought.tmt), usd: money('USD', bought.usd), balance: money('TMT', bought.balances.TMT) })}{' '}
              {returnPath ? (
                <ButtonLink size="sm" to={returnPath} data-testid="buy-tmt-back">
                  {t('buyTmt.back')}
                </ButtonLink>
              ) : null}
            </Alert>
          ) : null}
          <BuyTmtForm key={bought?.purchaseId ?? 'form'} config={config.data} rate={rate} need={bought ? null : need} returnPath={returnPath} onBought={setBought} />
        </Card>
      </div>
      <div className={layout.aside}>
        <Terms config={config.data} />
      </div>
    </div>
  );
}
