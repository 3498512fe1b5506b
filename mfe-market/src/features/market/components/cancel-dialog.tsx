import { useTranslation } from 'react-i18next';
import { Button, errorMessage, Skeleton, useFormatMoney, useToast, type MarketListing } from '@fc/shared';
import { Alert, Modal } from '@fc/shared/ui';
import { useCancelListing } from '../api/cancel-listing';
import { useListed } from '../api/get-listed';
import { itemName } from '../lib/listing-view';

/**
 * The confirmation before taking a listing off: free while free cancels are left today, else what it costs
 * (the numbers from /market/listed). An auction with a bid cannot be cancelled.
 */
export function CancelDialog({ listing, onClose }: { listing: MarketListing; onClose: () => void }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const money = useFormatMoney();
  const cancel = useCancelListing();
  const terms = useListed({ state: 'listed', page: 1, pageSize: 1 });
  const hasBids = listing.saleType === 'auction' && listing.bidCount > 0;
  const free = terms.data ? terms.data.freeCancelsLeft > 0 : null;
  return (
    <Modal
      open
      title={t('market.cancel.title', { name: itemName(t, listing.item) })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('market.close')}
          </Button>
          <Button
            variant="danger"
            loading={cancel.isPending}
            disabled={hasBids || free === null}
            data-testid="confirm-cancel"
            onClick={() =>
              cancel.mutate(
                { transId: listing.transId },
                {
                  onSuccess: (answer) => {
                    toast.success(answer.feePaid === '0' ? t('market.cancel.doneFree', { count: answer.freeCancelsLeft }) : t('market.cancel.donePaid', { fee: money('TMT', answer.feePaid) }));
                    onClose();
                  },
                },
              )
            }
          >
            {t('market.cancel.confirm')}
          </Button>
        </>
      }
    >
      {hasBids ? (
        <Alert tone="warning">{t('errors:AUCTION_HAS_BIDS')}</Alert>
      ) : !terms.data ? (
        <Skeleton height={40} />
      ) : free ? (
        <p data-testid="cancel-terms">{t('market.cancel.free', { count: terms.data.freeCancelsLeft })}</p>
      ) : (
        <p data-testid="cancel-terms">{t('market.cancel.paid', { fee: money('TMT', terms.data.cancelFee) })}</p>
      )}
      {cancel.error ? <Alert tone="error">{errorMessage(t, cancel.error)}</Alert> : null}
    </Modal>
  );
}
