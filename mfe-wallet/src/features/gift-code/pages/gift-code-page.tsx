import { useTranslation } from 'react-i18next';
import { Button, errorMessage, PageFrame, Skeleton, useToast, type CodeExchangeResponse } from '@fc/shared';
import { Card, DateTime, EmptyState, TextField } from '@fc/shared/ui';
import { GIFT_CODE_MAX_LENGTH, GIFT_CODE_PATTERN, normalizeGiftCode } from '@fc/shared/contracts';
import { useForm } from '@fc/shared/forms';
import { useExchangeCode } from '../api/exchange-code';
import { useCodeHistory } from '../api/get-code-history';
import { ReceivedList } from '../components/received-list';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import styles from './gift-code-page.module.css';

interface Values {
  code: string;
}

export default function GiftCodePage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const walletCrumb = useWalletCrumb();
  const exchange = useExchangeCode();
  const history = useCodeHistory();
  const form = useForm<Values>({ defaultValues: { code: '' }, mode: 'onSubmit' });
  const { errors } = form.formState;

  const field = form.register('code', {
    validate: (value) => {
      const code = normalizeGiftCode(value);
      if (code === '') return t('errors:GIFT_CODE_REQUIRED');
      return GIFT_CODE_PATTERN.test(code) ? true : t('errors:GIFT_CODE_INVALID');
    },
  });

  const onSubmit = form.handleSubmit(({ code }) =>
    exchange.mutateAsync({ code: normalizeGiftCode(code) }).then(
      (redeemed: CodeExchangeResponse) => {
        toast.success(t('giftCode.redeemed', { code: redeemed.code }));
        form.reset({ code: '' });
      },
      (error: unknown) => form.setError('code', { type: 'server', message: errorMessage(t, error) }),
    ),
  );

  const redemptions = history.data?.list ?? [];
  return (
    <PageFrame title={t('titles.giftCode')} subtitle={t('giftCode.subtitle')} breadcrumb={[walletCrumb]} data-testid="gift-code-page">

      <Card className={styles.formCard}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate className={styles.form}>
          <TextField
            {...field}
            label={t('giftCode.label')}
            placeholder={t('giftCode.placeholder')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={GIFT_CODE_MAX_LENGTH}
            error={errors.code?.message}
          />
          <Button type="submit" loading={exchange.isPending} disabled={exchange.isPending}>
            {t('giftCode.redeem')}
          </Button>
        </form>
        {exchange.data ? (
          <div className={styles.received} role="status" data-testid="gift-code-result">
            <h2 className={styles.heading}>{t('giftCode.received', { code: exchange.data.code })}</h2>
            <ReceivedList grants={exchange.data.received} />
          </div>
        ) : null}
      </Card>

      <section aria-labelledby="gift-code-history" className={styles.historySection}>
        <h2 id="gift-code-history" className={styles.heading}>
          {t('giftCode.history')}
        </h2>
        {history.isPending ? (
          <Skeleton height={80} />
        ) : history.error && !history.data ? (
          <EmptyState
            title={t('giftCode.loadFailed')}
            description={errorMessage(t, history.error)}
            action={<Button onClick={() => void history.refetch()}>{t('common:retry')}</Button>}
          />
        ) : redemptions.length === 0 ? (
          <p className={styles.muted}>{t('giftCode.empty')}</p>
        ) : (
          <ul className={styles.history} data-testid="gift-code-history">
            {redemptions.map((redemption) => (
              <li key={`${redemption.code}-${redemption.redeemedAt}`} className={styles.redemption}>
                <div className={styles.redemptionHead}>
                  <code className={styles.code}>{redemption.code}</code>
                  <DateTime value={redemption.redeemedAt} className={styles.date} />
                </div>
                <ReceivedList grants={redemption.received} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </PageFrame>
  );
}
