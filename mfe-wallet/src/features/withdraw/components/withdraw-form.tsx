import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  Button,
  errorMessage,
  Money,
  toBaseUnits,
  useFormatMoney,
  useToast,
  type AddressBookEntry,
  type ChainToken,
  type WithdrawInfoResponse,
} from '@fc/shared';
import { Card, DefinitionList, Select, TextField } from '@fc/shared/ui';
import { useForm } from '@fc/shared/forms';
import { networkName } from '../../../lib/networks';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { CodeField, type CodeKind } from '../../../components/code-field';
import styles from './withdraw.module.css';

interface WithdrawFormValues {
  chainId: string;
  amount: string;
  address: string;
  code: string;
}

const ADDRESS_SHAPE = /^0x[0-9a-fA-F]{40}$/;

function newRequestId(): string {
  return crypto.randomUUID();
}

/** The amount typed in whole units as base units, or null when it is not a number of the token's decimals. */
function parseAmount(token: ChainToken, text: string): bigint | null {
  try {
    return toBaseUnits(token, text);
  } catch {
    return null;
  }
}

/** Network, amount with the balance, minimum and fee, address (typed or from the address book), then a code. */
export function WithdrawForm({
  token,
  info,
  addresses,
  fillAddress = null,
}: {
  token: ChainToken;
  info: WithdrawInfoResponse;
  addresses: AddressBookEntry[];
  /** An address to put into the field (the connected wallet's), each time a new object is given. */
  fillAddress?: { address: string } | null;
}) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const money = useFormatMoney();
  const withdraw = useRequestWithdrawal();
  const [codeKind, setCodeKind] = useState<CodeKind>('google');
  // One key per withdrawal the user means: a retry after a lost answer reuses it, so the server holds once.
  const requestId = useRef(newRequestId());
  const form = useForm<WithdrawFormValues>({
    defaultValues: { chainId: String(info.networks[0]?.chainId ?? ''), amount: '', address: '', code: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (fillAddress) form.setValue('address', fillAddress.address);
  }, [fillAddress, form]);
  const chainId = Number(form.watch('chainId'));
  const network = info.networks.find((candidate) => candidate.chainId === chainId);
  const amount = parseAmount(token, form.watch('amount'));
  const saved = addresses.filter((entry) => entry.chainId === chainId);
  const blocked = !info.google2fa || info.suspendedUntil !== null;

  const onSubmit = form.handleSubmit((values) => {
    if (!network) return form.setError('chainId', { message: t('errors:NETWORK_NOT_SELECTED') });
    const base = parseAmount(token, values.amount);
    if (base === null || base < BigInt(network.minimum)) {
      return form.setError('amount', { message: t('withdraw.amountBelowMinimum', { minimum: money(token, network.minimum) }) });
    }
    if (base + BigInt(network.fee) > BigInt(info.balance)) return form.setError('amount', { message: t('errors:BALANCE_NOT_ENOUGH') });
    if (!ADDRESS_SHAPE.test(values.address.trim())) return form.setError('address', { message: t('errors:ADDRESS_INVALID') });
    const code = codeKind === 'google' ? { googleCode: values.code } : { emailCode: values.code };
    withdraw.mutate(
      { token, chainId: network.chainId, amount: base.toString(), address: values.address.trim(), requestId: requestId.current, ...code },
      {
        onSuccess: (withdrawal) => {
          toast.success(t('withdraw.requested', { amount: money(token, withdrawal.amount) }));
          requestId.current = newRequestId();
          form.reset({ chainId: values.chainId, amount: '', address: '', code: '' });
        },
        onError: (error) => {
          // A refusal is final for this request; a new key lets the corrected one through.
          if (error instanceof ApiError) requestId.current = newRequestId();
          const field = error instanceof ApiError ? error.detail?.field : undefined;
          const target = field === 'amount' || field === 'address' || field === 'chainId' ? field : field === 'emailCode' || field === 'googleCode' ? 'code' : null;
          if (target) form.setError(target, { message: errorMessage(t, error) });
          else toast.error(errorMessage(t, error));
        },
      },
    );
  });

  return (
    <Card as="section" title={t('withdraw.formTitle', { token })}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="withdraw-form">
        <Select
          label={t('withdraw.network')}
          options={info.networks.map((option) => ({ value: String(option.chainId), label: networkName(t, option.chainId) }))}
          error={errors.chainId?.message}
          {...form.register('chainId')}
        />
        <DefinitionList
          layout="tiles"
          items={[
            { id: 'balance', term: t('withdraw.balance'), value: <Money currency={token} amount={info.balance} />, valueTestId: 'withdraw-balance' },
            { id: 'minimum', term: t('withdraw.minimum'), value: network ? <Money currency={token} amount={network.minimum} /> : '–' },
            { id: 'fee', term: t('withdraw.fee'), value: network ? <Money currency={token} amount={network.fee} /> : '–', valueTestId: 'withdraw-fee' },
            {
              id: 'total',
              term: t('withdraw.total'),
              value: network && amount !== null ? <Money currency={token} amount={amount + BigInt(network.fee)} /> : '–',
              valueTestId: 'withdraw-total',
            },
          ]}
        />
        <TextField label={t('withdraw.amount', { token })} inputMode="decimal" autoComplete="off" error={errors.amount?.message} {...form.register('amount')} />
        <div className={styles.row}>
          <TextField className={styles.grow} label={t('withdraw.address')} autoComplete="off" spellCheck={false} error={errors.address?.message} {...form.register('address')} />
          {saved.length > 0 ? (
            <Select
              label={t('withdraw.fromBook')}
              placeholder={t('withdraw.pickAddress')}
              value=""
              options={saved.map((entry) => ({ value: entry.address, label: `${entry.label} (${entry.address.slice(0, 6)}…${entry.address.slice(-4)})` }))}
              onChange={(event) => form.setValue('address', event.target.value, { shouldValidate: false })}
            />
          ) : null}
        </div>
        <CodeField
          idPrefix="withdraw"
          kind={codeKind}
          onKindChange={setCodeKind}
          value={form.watch('code')}
          onChange={(value) => form.setValue('code', value)}
          error={errors.code?.message}
        />
        <Button type="submit" loading={withdraw.isPending} disabled={blocked || withdraw.isPending}>
          {t('withdraw.submit')}
        </Button>
      </form>
    </Card>
  );
}
