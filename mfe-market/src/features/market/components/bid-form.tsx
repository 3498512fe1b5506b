import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, errorMessage, fromBaseUnits, isApiError, TextField, useToast, type MarketListing } from '@fc/shared';
import { bidStep, minimumNextBid } from '@fc/shared/contracts/sales';
import { useForm } from '@fc/shared/forms';
import { useBidListing } from '../api/bid-listing';
import { highestBid, tmtToBaseUnits } from '../lib/listing-view';
import { tmtText } from './tmt';
import styles from './market.module.css';

/** The lowest bid accepted now, by the market's rule (the server's `minNextBid` when it gave one). */
export function nextBidMinimum(listing: MarketListing): bigint {
  return listing.minNextBid !== null ? BigInt(listing.minNextBid) : minimumNextBid(BigInt(listing.startPrice), highestBid(listing));
}

/**
 * A bid in TMT, checked against the minimum next bid before sending; the bid is held in escrow until outbid
 * (refunded) or the auction ends. `BID_TOO_LOW` (someone bid meanwhile) shows the new minimum.
 */
export function BidForm({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const bid = useBidListing();
  const minimum = nextBidMinimum(listing);
  const form = useForm<{ price: string }>({ defaultValues: { price: fromBaseUnits('TMT', minimum) }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const minimumText = minimum.toString();
  // A new minimum (a bid came in) becomes the suggested bid, unless the user typed one.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ price: fromBaseUnits('TMT', BigInt(minimumText)) });
  }, [form, minimumText]);
  const onSubmit = form.handleSubmit((values) => {
    const price = tmtToBaseUnits(values.price);
    if (price === null) return;
    bid.mutate(
      { transId: listing.transId, price },
      {
        onSuccess: (answer) => {
          toast.success(t('market.bid.placed', { price: tmtText(price) }));
          form.reset({ price: fromBaseUnits('TMT', nextBidMinimum(answer.listing)) });
        },
      },
    );
  });
  const tooLow = isApiError(bid.error, 'BID_TOO_LOW');
  return (
    <form onSubmit={onSubmit} noValidate className={styles.row} data-testid="bid-form" aria-label={t('market.bid.label')}>
      <TextField
        {...form.register('price', {
          validate: (typed) => {
            const price = tmtToBaseUnits(typed);
            if (price === null) return t('market.bid.notAPrice');
            if (BigInt(price) < minimum) return t('market.bid.belowMinimum', { min: tmtText(minimum) });
            return true;
          },
        })}
        label={t('market.bid.price')}
        inputMode="decimal"
        hint={t('market.bid.hint', { min: tmtText(minimum), step: tmtText(bidStep(BigInt(listing.startPrice))) })}
        error={form.formState.errors.price?.message}
      />
      <Button type="submit" loading={bid.isPending} data-testid="place-bid">
        {t('market.bid.submit')}
      </Button>
      {bid.error ? (
        <Alert tone="error" data-testid="bid-error">
          {errorMessage(t, bid.error)}
          {tooLow ? ` ${t('market.bid.minimumNow', { min: tmtText(minimum) })}` : null}
        </Alert>
      ) : null}
    </form>
  );
}
