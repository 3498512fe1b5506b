import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  errorMessage,
  fromBaseUnits,
  isApiError,
  Money,
  Skeleton,
  useFormatMoney,
  useToast,
  type MarketListing,
} from '@fc/shared';
import { Alert, DefinitionList, TextField } from '@fc/shared/ui';
import { bidStep, minimumNextBid } from '@fc/shared/contracts/sales';
import { useForm } from '@fc/shared/forms';
import { useBidListing } from '../api/bid-listing';
import { highestBid, tmtToBaseUnits } from '../lib/listing-view';
import { NotEnoughTmt } from './not-enough-tmt';
import styles from './market.module.css';

/** The lowest bid accepted now, by the market's rule (the server's `minNextBid` when it gave one). */
export function nextBidMinimum(listing: MarketListing): bigint {
  return listing.minNextBid !== null ? BigInt(listing.minNextBid) : minimumNextBid(BigInt(listing.startPrice), highestBid(listing));
}

/**
 * A bid in TMT, checked against the minimum next bid before sending, with the TMT balance left once it is held; the
 * bid is held in escrow until outbid (refunded) or the auction ends. `BID_TOO_LOW` (someone bid meanwhile) shows the
 * new minimum.
 */
export function BidForm({ listing, balance }: { listing: MarketListing; balance: bigint | null }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const money = useFormatMoney();
  const bid = useBidListing();
  const minimum = nextBidMinimum(listing);
  const form = useForm<{ price: string }>({ defaultValues: { price: fromBaseUnits('TMT', minimum) }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const minimumText = minimum.toString();
  // A new minimum (a bid came in) becomes the suggested bid, unless the user typed one.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ price: fromBaseUnits('TMT', BigInt(minimumText)) });
  }, [form, minimumText]);
  const typed = tmtToBaseUnits(form.watch('price'));
  const after = balance === null || typed === null ? null : balance - BigInt(typed);
  const short = after !== null && after < 0n;
  const onSubmit = form.handleSubmit((values) => {
    const price = tmtToBaseUnits(values.price);
    if (price === null) return;
    bid.mutate(
      { transId: listing.transId, price },
      {
        onSuccess: (answer) => {
          toast.success(t('market.bid.placed', { price: money('TMT', price) }));
          form.reset({ price: fromBaseUnits('TMT', nextBidMinimum(answer.listing)) });
        },
      },
    );
  });
  const tooLow = isApiError(bid.error, 'BID_TOO_LOW');
  return (
    <form onSubmit={onSubmit} noValidate className={styles.bidForm} data-testid="bid-form" aria-label={t('market.bid.label')}>
      <TextField
        {...form.register('price', {
          validate: (value) => {
            const price = tmtToBaseUnits(value);
            if (price === null) return t('market.bid.notAPrice');
            if (BigInt(price) < minimum) return t('market.bid.belowMinimum', { min: money('TMT', minimum) });
            return true;
          },
        })}
        label={t('market.bid.price')}
        inputMode="decimal"
        autoComplete="off"
        hint={t('market.bid.hint', { min: money('TMT', minimum), step: money('TMT', bidStep(BigInt(listing.startPrice))) })}
        error={form.formState.errors.price?.message}
      />
      <DefinitionList
        items={[
          { id: 'balance', term: t('market.buy.balance'), value: balance === null ? <Skeleton width={80} /> : <Money currency="TMT" amount={balance} />, valueTestId: 'bid-balance' },
          { id: 'after', term: t('market.bid.balanceAfter'), value: after === null || short ? '–' : <Money currency="TMT" amount={after} />, valueTestId: 'bid-balance-after' },
        ]}
      />
      {short && after !== null ? <NotEnoughTmt missing={-after} /> : null}
      <Button type="submit" size="lg" fullWidth loading={bid.isPending} data-testid="place-bid">
        {t('market.bid.submit')}
      </Button>
      {bid.error ? (
        <Alert tone="error" data-testid="bid-error">
          {errorMessage(t, bid.error)}
          {tooLow ? ` ${t('market.bid.minimumNow', { min: money('TMT', minimum) })}` : null}
        </Alert>
      ) : null}
    </form>
  );
}
