import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  errorMessage,
  formatPercent,
  Money,
  useFormatMoney,
  useToast,
  type CardSummary,
  type ErrorCodeName,
  type MarketSellRequest,
  type SaleType,
} from '@fc/shared';
import { Alert, DefinitionList, TextField } from '@fc/shared/ui';
import {
  AUCTION_MAX_HOURS,
  AUCTION_MIN_HOURS,
  AUCTION_MIN_START_PRICE,
  bidStep,
  MARKET_CURRENCY,
  MARKET_FEE_BPS,
  MARKET_MAX_PRICE,
  MARKET_MIN_PRICE,
  MARKET_PRICE_STEP,
  marketFee,
  priceProblem,
  SALE_TYPES,
  sellerProceeds,
} from '@fc/shared/contracts/sales';
import { useForm } from '@fc/shared/forms';
import { useSellCard } from '../api/sell';
import { parsePrice } from '../lib/price';
import styles from './sell.module.css';

/** Auction lengths offered with one click (hours); any whole number in the bounds may be typed. */
export const HOUR_PRESETS = [1, 6, 12, 24, 48, 72] as const;

interface SellValues {
  saleType: SaleType;
  price: string;
  hours: string;
}

/** The server's refusals that belong to one field. */
const PRICE_REFUSALS: readonly ErrorCodeName[] = ['MARKET_PRICE_OUT_OF_RANGE', 'MARKET_PRICE_STEP', 'AUCTION_START_TOO_LOW'];
const HOURS_REFUSALS: readonly ErrorCodeName[] = ['AUCTION_HOURS_INVALID'];

function refusedField(error: unknown): keyof SellValues | null {
  if (!(error instanceof ApiError)) return null;
  if (PRICE_REFUSALS.includes(error.key)) return 'price';
  if (HOURS_REFUSALS.includes(error.key)) return 'hours';
  const field = error.detail?.field?.split('.')[0];
  return field === 'price' || field === 'hours' || field === 'saleType' ? field : null;
}

/**
 * The sell form: fixed price or auction, the price in TMT and an auction's hours, each check explained before
 * sending; the fee, what the seller receives and an auction's bid step as the price is typed. The server decides.
 */
export function SellForm({ card, onListed }: { card: CardSummary; onListed: (transId: string) => void }) {
  const { t } = useTranslation('collection');
  const toast = useToast();
  const sell = useSellCard();
  const form = useForm<SellValues>({ defaultValues: { saleType: 'fixed', price: '', hours: '24' } });
  const { errors } = form.formState;
  const formatMoney = useFormatMoney();
  const money = (amount: bigint) => formatMoney(MARKET_CURRENCY, amount);
  const saleType = form.watch('saleType');
  const typed = parsePrice(form.watch('price'));
  const price = typed !== null && typed > 0n ? typed : null;
  const bounds = {
    min: money(MARKET_MIN_PRICE),
    max: money(MARKET_MAX_PRICE),
    step: money(MARKET_PRICE_STEP),
    auctionMin: money(AUCTION_MIN_START_PRICE),
    minHours: AUCTION_MIN_HOURS,
    maxHours: AUCTION_MAX_HOURS,
  };

  const validatePrice = (value: string, values: SellValues): true | string => {
    const amount = parsePrice(value);
    if (amount === null) return t('sell.check.priceInvalid', bounds);
    const problem = priceProblem(values.saleType, amount);
    return problem ? t(`sell.check.${problem}`, bounds) : true;
  };
  const validateHours = (value: string, values: SellValues): true | string => {
    if (values.saleType !== 'auction') return true;
    const hours = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isInteger(hours) && hours >= AUCTION_MIN_HOURS && hours <= AUCTION_MAX_HOURS ? true : t('sell.check.hours', bounds);
  };

  const onSubmit = form.handleSubmit((values) => {
    const amount = parsePrice(values.price);
    if (amount === null) return;
    const request: MarketSellRequest =
      values.saleType === 'auction'
        ? { tokenId: card.tokenId, saleType: 'auction', price: amount.toString(), hours: Number(values.hours) }
        : { tokenId: card.tokenId, saleType: 'fixed', price: amount.toString() };
    sell.mutate(request, {
      onSuccess: ({ transId }) => {
        toast.success(t(`sell.listedToast.${values.saleType}`, { price: money(amount) }));
        onListed(transId);
      },
      onError: (error) => {
        const field = refusedField(error);
        if (field) form.setError(field, { message: errorMessage(t, error) });
        else form.setError('root.server', { message: errorMessage(t, error) });
      },
    });
  });

  const isAuction = saleType === 'auction';
  /** A figure of the typed price (the fee, the proceeds, the bid step), or a dash until there is one. */
  const figure = (of: (amount: bigint) => bigint) => (price !== null ? <Money currency={MARKET_CURRENCY} amount={of(price)} /> : '–');
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} data-testid="sell-form" aria-label={t('sell.formLabel')}>
      <fieldset className={styles.saleTypes}>
        <legend>{t('sell.saleType')}</legend>
        {SALE_TYPES.map((type) => (
          <label key={type} className={styles.saleType}>
            <input type="radio" value={type} {...form.register('saleType', { onChange: () => form.clearErrors() })} />
            <span>
              <strong>{t(`sell.type.${type}`)}</strong>
              <small>{t(`sell.typeHint.${type}`)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t(isAuction ? 'sell.startPrice' : 'sell.price', { currency: MARKET_CURRENCY })}
        inputMode="decimal"
        autoComplete="off"
        hint={t(isAuction ? 'sell.priceHintAuction' : 'sell.priceHint', bounds)}
        error={errors.price?.message}
        data-testid="sell-price"
        {...form.register('price', { validate: validatePrice })}
      />
      {isAuction ? (
        <div className={styles.hours}>
          <TextField
            label={t('sell.hours')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('sell.hoursHint', bounds)}
            error={errors.hours?.message}
            data-testid="sell-hours"
            {...form.register('hours', { validate: validateHours })}
          />
          <div className={styles.presets} role="group" aria-label={t('sell.hoursPresets')}>
            {HOUR_PRESETS.map((hours) => (
              <Button
                key={hours}
                type="button"
                size="sm"
                variant={form.watch('hours') === String(hours) ? 'primary' : 'secondary'}
                onClick={() => form.setValue('hours', String(hours), { shouldValidate: true })}
              >
                {t('sell.hoursPreset', { count: hours })}
              </Button>
            ))}
          </div>
        </div>
      ) : null}
      <DefinitionList
        layout="rows"
        data-testid="sell-summary"
        items={[
          { id: 'fee', term: t('sell.fee', { percent: formatPercent(Number(MARKET_FEE_BPS) / 10_000) }), value: figure(marketFee), valueTestId: 'sell-fee' },
          { id: 'proceeds', term: t('sell.proceeds'), value: figure(sellerProceeds), valueTestId: 'sell-proceeds' },
          ...(isAuction ? [{ id: 'bidStep', term: t('sell.bidStep'), value: figure(bidStep), valueTestId: 'sell-bid-step' }] : []),
        ]}
      />
      {isAuction ? <p className={styles.note}>{t('sell.auctionNote')}</p> : null}
      {errors.root?.server?.message ? (
        <Alert tone="error" data-testid="sell-refused">
          {errors.root.server.message}
        </Alert>
      ) : null}
      <Button type="submit" loading={sell.isPending} data-testid="sell-submit">
        {t(isAuction ? 'sell.submitAuction' : 'sell.submitFixed')}
      </Button>
    </form>
  );
}
