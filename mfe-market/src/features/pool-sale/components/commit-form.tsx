import { useTranslation } from 'react-i18next';
import { Button, errorMessage, useFormatMoney, useToast, type PoolSaleMine, type PoolSaleView } from '@fc/shared';
import { TextField } from '@fc/shared/ui';
import { allocate, clearingPrice } from '@fc/shared/contracts/sales';
import { useForm } from '@fc/shared/forms';
import { useCommitToPoolSale } from '../api/commit-to-pool-sale';
import { parseAmount } from '../lib/amount';
import styles from './pool-sale.module.css';

interface CommitValues {
  amount: string;
}

/**
 * The commitment form: quota left and balance, and as the user types, the clearing price and their boxes if the sale
 * ended with this amount added. The server checks it all again.
 */
export function CommitForm({ sale, mine }: { sale: PoolSaleView; mine: PoolSaleMine }) {
  const { t } = useTranslation('market');
  const toast = useToast();
  const commit = useCommitToPoolSale();
  const form = useForm<CommitValues>({ defaultValues: { amount: '' } });
  const formatMoney = useFormatMoney();
  const money = (amount: string | bigint) => formatMoney(sale.currency, amount);
  const quotaLeft = BigInt(mine.quotaLeft);
  const balance = BigInt(mine.balance);
  const typed = parseAmount(sale.currency, form.watch('amount'));
  const adding = typed !== null && typed > 0n ? typed : 0n;
  const price = clearingPrice(BigInt(sale.totalCommitted) + adding, sale.boxes, BigInt(sale.reservePrice));
  const projected = allocate(BigInt(mine.committed) + adding, price);

  const validate = (value: string): true | string => {
    const amount = parseAmount(sale.currency, value);
    if (amount === null || amount <= 0n) return t('poolSale.amountInvalid');
    if (amount > quotaLeft) return t('poolSale.overQuota', { quota: money(quotaLeft) });
    if (amount > balance) return t('poolSale.overBalance');
    return true;
  };

  const onSubmit = form.handleSubmit(({ amount }) => {
    const baseUnits = parseAmount(sale.currency, amount);
    if (baseUnits === null) return;
    commit.mutate(
      { saleId: sale.saleId, amount: baseUnits.toString() },
      {
        onSuccess: () => {
          toast.success(t('poolSale.committed', { amount: money(baseUnits) }));
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('poolSale.commitTitle')} data-testid="pool-sale-commit-form" className={styles.form}>
      <p className={styles.hint}>
        <span data-testid="pool-sale-quota-left">{t('poolSale.quotaLeft', { amount: money(quotaLeft) })}</span>
        {' · '}
        <span data-testid="pool-sale-balance">{t('poolSale.balance', { amount: money(balance) })}</span>
      </p>
      <TextField
        label={t('poolSale.amount', { currency: sale.currency })}
        inputMode="decimal"
        autoComplete="off"
        hint={
          <span data-testid="pool-sale-projection">
            {t('poolSale.projection', { count: projected.boxes, price: money(price), refund: money(projected.refund) })}
          </span>
        }
        error={form.formState.errors.amount?.message}
        {...form.register('amount', { validate })}
      />
      <Button type="submit" loading={commit.isPending} disabled={quotaLeft === 0n} data-testid="pool-sale-commit">
        {t('poolSale.commit')}
      </Button>
    </form>
  );
}
