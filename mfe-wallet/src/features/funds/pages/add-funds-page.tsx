import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  Button,
  errorMessage,
  fromBaseUnits,
  isApiError,
  PageFrame,
  Skeleton,
  toBaseUnits,
  useFormatMoney,
  type PaymentSdkConfigResponse,
} from '@fc/shared';
import { Alert, Card, DefinitionList, EmptyState, Tabs, TextField } from '@fc/shared/ui';
import { RECHARGE_MAX_USD, RECHARGE_MIN_USD, validateRechargeAmount } from '@fc/shared/contracts/validation';
import { Type, typeboxResolver, useForm, type FieldErrors, type Resolver } from '@fc/shared/forms';
import { usePaymentConfig } from '../api/get-payment-config';
import { useStartAddFunds } from '../api/start-add-funds';
import { BuyTmtPanel } from '../components/buy-tmt-panel';
import layout from '../../../components/layout.module.css';
import { useWalletCrumb } from '../../../components/wallet-crumb';
import styles from './add-funds.module.css';

/** What the form holds: the amount as typed, in whole USD with up to 2 decimals. */
const AddFundsForm = Type.Object({ amount: Type.String({ pattern: '^[0-9]{1,6}(\\.[0-9]{1,2})?$' }), method: Type.Literal('card') });
type AddFundsValues = { amount: string; method: 'card' };

/** Whole USD as typed → base units, or null when it is not an amount. */
function toCents(amount: string): bigint | null {
  try {
    return toBaseUnits('USD', amount);
  } catch {
    return null;
  }
}

function AddFundsFormCard({ config }: { config: PaymentSdkConfigResponse }) {
  const { t } = useTranslation('wallet');
  const formatMoney = useFormatMoney();
  const start = useStartAddFunds();
  const checkShape = typeboxResolver(AddFundsForm) as unknown as Resolver<AddFundsValues>;
  const resolver: Resolver<AddFundsValues> = async (values, context, options) => {
    const shape = await checkShape(values, context, options);
    const refusal = shape.errors.amount ? 'RECHARGE_AMOUNT_INVALID' : validateRechargeAmount(Number(values.amount));
    if (!refusal) return { values, errors: {} };
    const errors: FieldErrors<AddFundsValues> = { amount: { type: 'validate', message: t(`errors:${refusal}`) } };
    return { values: {}, errors };
  };
  const form = useForm<AddFundsValues>({ defaultValues: { amount: '', method: 'card' }, resolver, mode: 'onTouched', reValidateMode: 'onChange' });
  const amount = form.watch('amount');
  const cents = toCents(amount);
  const valid = cents !== null && validateRechargeAmount(Number(amount)) === null;

  const onSubmit = form.handleSubmit((values) => {
    const base = toCents(values.amount);
    if (base === null) return;
    start.mutate(
      { amount: base.toString(), method: values.method },
      {
        onError: (error) => {
          if (isApiError(error) && error.key === 'RECHARGE_AMOUNT_INVALID') form.setError('amount', { type: 'server', message: errorMessage(t, error) }, { shouldFocus: true });
        },
      },
    );
  });

  const amountError = form.formState.errors.amount?.message;
  const serverError = start.error && !(isApiError(start.error) && start.error.key === 'RECHARGE_AMOUNT_INVALID') ? errorMessage(t, start.error) : null;
  const money = (base: string | bigint) => formatMoney('USD', base);
  return (
    <Card as="section" title={t('payments.formTitle')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="add-funds-form">
        <TextField
          {...form.register('amount')}
          label={t('payments.amount')}
          hint={t('payments.amountHint', { min: money(config.minAmount), max: money(config.maxAmount) })}
          error={amountError}
          inputMode="decimal"
          autoComplete="off"
        />
        <fieldset className={styles.quick}>
          <legend>{t('payments.quickAmounts')}</legend>
          {config.quickAmounts.map((quick) => {
            const whole = fromBaseUnits('USD', quick);
            return (
              <Button
                key={quick}
                type="button"
                variant={amount === whole ? 'primary' : 'secondary'}
                aria-pressed={amount === whole}
                onClick={() => form.setValue('amount', whole, { shouldValidate: true, shouldTouch: true })}
              >
                {money(quick)}
              </Button>
            );
          })}
        </fieldset>
        <fieldset className={styles.methods}>
          <legend>{t('payments.method')}</legend>
          {config.methods.map((method) => (
            <label key={method} className={styles.method}>
              <input type="radio" value={method} {...form.register('method')} />
              {t(`payments.methods.${method}`)}
            </label>
          ))}
        </fieldset>
        {valid && cents !== null ? (
          <p className={styles.summary} data-testid="add-funds-summary">
            {t('payments.summary', { amount: money(cents), merchant: config.merchant, points: formatMoney('POINTS', cents / 100n) })}
          </p>
        ) : null}
        {config.provider === 'sandbox' ? <Alert tone="info">{t('payments.sandboxNote')}</Alert> : null}
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <div className={styles.actions}>
          <Button type="submit" loading={start.isPending || start.isSuccess} disabled={start.isPending || start.isSuccess}>
            {start.isSuccess ? t('payments.redirecting') : t('payments.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** What adding USD means: an order's limits, the points it earns, who takes the payment. */
function HowItWorks({ config }: { config: PaymentSdkConfigResponse }) {
  const { t } = useTranslation('wallet');
  const money = useFormatMoney();
  return (
    <Card as="section" title={t('payments.howTitle')}>
      <DefinitionList
        items={[
          { id: 'min', term: t('payments.minimum'), value: money('USD', config.minAmount) },
          { id: 'max', term: t('payments.maximum'), value: money('USD', config.maxAmount) },
          { id: 'points', term: t('payments.pointsTerm'), value: t('payments.pointsValue') },
          ...(config.provider ? [{ id: 'provider', term: t('orders.provider'), value: t(`orders.providers.${config.provider}`) }] : []),
          { id: 'timeout', term: t('payments.timeoutTerm'), value: t('payments.timeoutValue', { count: config.timeoutMinutes }) },
        ]}
      />
    </Card>
  );
}

/** Add USD by card: the form beside how it works. */
function AddUsdPanel() {
  const { t } = useTranslation('wallet');
  const config = usePaymentConfig();
  if (config.isPending) return <Skeleton height={320} />;
  if (config.error && !config.data) {
    return <EmptyState title={t('payments.loadFailed')} description={errorMessage(t, config.error)} action={<Button onClick={() => void config.refetch()}>{t('common:retry')}</Button>} />;
  }
  if (!config.data?.provider) return <Alert tone="warning">{t('payments.unavailable')}</Alert>;
  return (
    <div className={layout.split}>
      <div className={layout.main}>
        <AddFundsFormCard config={config.data} />
      </div>
      <div className={layout.aside}>
        <HowItWorks config={config.data} />
      </div>
    </div>
  );
}

const CHOICE_PARAM = 'currency';
const PANEL_ID = 'add-funds-panel';

/**
 * Add funds offers two choices: Add USD (by card) and Buy TMT (by card or from the USD balance), the second chosen by
 * `?currency=TMT` (`paths.buyTmt`), whose other parameters (`need`, `return`) are kept when switching.
 */
export default function AddFundsPage() {
  const { t } = useTranslation('wallet');
  const [search, setSearch] = useSearchParams();
  const walletCrumb = useWalletCrumb();
  const choice = search.get(CHOICE_PARAM) === 'TMT' ? 'TMT' : 'USD';
  const choose = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === 'TMT') params.set(CHOICE_PARAM, 'TMT');
    else params.delete(CHOICE_PARAM);
    setSearch(params, { replace: true });
  };
  return (
    <PageFrame
      title={t('titles.addFunds')}
      subtitle={choice === 'TMT' ? t('buyTmt.subtitle') : t('payments.subtitle', { min: RECHARGE_MIN_USD, max: RECHARGE_MAX_USD })}
      breadcrumb={[walletCrumb]}
      data-testid="add-funds-page"
    >
      <Tabs
        label={t('buyTmt.choices')}
        value={choice}
        onChange={choose}
        items={[
          { id: 'USD', label: t('buyTmt.addUsdTab'), panelId: PANEL_ID },
          { id: 'TMT', label: t('buyTmt.buyTmtTab'), panelId: PANEL_ID },
        ]}
      />
      <div id={PANEL_ID} role="tabpanel" aria-label={choice === 'TMT' ? t('buyTmt.buyTmtTab') : t('buyTmt.addUsdTab')}>
        {choice === 'TMT' ? <BuyTmtPanel /> : <AddUsdPanel />}
      </div>
    </PageFrame>
  );
}
