import { useTranslation } from 'react-i18next';
import { Button, errorMessage, formatNumber, toBaseUnits, useFormatMoney, useToast } from '@fc/shared';
import { TextField } from '@fc/shared/ui';
import { POINTS_PER_TMT } from '@fc/shared/contracts/wallet';
import { useForm } from '@fc/shared/forms';
import { useExchangePoints } from '../api/exchange-points';
import styles from './exchange-points-form.module.css';

interface ExchangeValues {
  points: string;
}

/** The id of the points field, which My wallet's Points row focuses. */
export const EXCHANGE_POINTS_FIELD_ID = 'exchange-points-amount';

/** Points into TMT at POINTS_PER_TMT points for 1 TMT; the server checks it all again. */
export function ExchangePointsForm({ balance }: { balance: bigint }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const money = useFormatMoney();
  const exchange = useExchangePoints();
  const form = useForm<ExchangeValues>({ defaultValues: { points: '' } });
  const perTmt = BigInt(POINTS_PER_TMT);
  const typed = form.watch('points');
  const tmtFor = (points: string) => (/^[0-9]+$/.test(points) ? toBaseUnits('TMT', (BigInt(points) / perTmt).toString()) : 0n);

  const validate = (value: string): true | string => {
    if (!/^[1-9][0-9]*$/.test(value.trim())) return t('points.wholeNumber');
    const points = BigInt(value.trim());
    if (points % perTmt !== 0n) return t('points.step', { step: formatNumber(POINTS_PER_TMT) });
    if (points > balance) return t('points.tooMany');
    return true;
  };

  const onSubmit = form.handleSubmit(({ points }) =>
    exchange.mutate(
      { points: points.trim() },
      {
        onSuccess: (result) => {
          toast.success(t('points.done', { points: money('POINTS', result.points), tmt: money('TMT', result.tmt) }));
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    ),
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('points.title')} data-testid="exchange-points-form">
      <TextField
        id={EXCHANGE_POINTS_FIELD_ID}
        label={t('points.amount')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('points.rate', { step: formatNumber(POINTS_PER_TMT), tmt: money('TMT', tmtFor(typed.trim())) })}
        error={form.formState.errors.points?.message}
        {...form.register('points', { validate })}
      />
      <Button type="submit" variant="secondary" loading={exchange.isPending} disabled={balance < perTmt}>
        {t('points.exchange')}
      </Button>
    </form>
  );
}
