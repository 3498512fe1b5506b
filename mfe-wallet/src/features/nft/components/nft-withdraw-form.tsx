import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAddress, isAddress } from 'viem';
import {
  ApiError,
  Button,
  errorMessage,
  useToast,
  type NftWithdrawalView,
  type NftWithdrawInfoResponse,
} from '@fc/shared';
import { Card, Select, TextField } from '@fc/shared/ui';
import { useForm } from '@fc/shared/forms';
import { CodeField, type CodeKind } from '../../../components/code-field';
import { useBoundWallets } from '../../../lib/connector/api/get-bound-wallets';
import { networkName } from '../../../lib/networks';
import { useRequestNftWithdrawal } from '../api/request-nft-withdrawal';
import styles from './nft-withdraw.module.css';

interface NftWithdrawFormValues {
  chainId: string;
  address: string;
  code: string;
}

/**
 * The address typed, checked strictly (a mixed-case address must carry its EIP-55 checksum) before it is checksummed:
 * `getAddress` alone would silently re-checksum a mistyped one.
 */
export function checkedAddress(text: string): string | null {
  const trimmed = text.trim();
  return isAddress(trimmed, { strict: true }) ? getAddress(trimmed) : null;
}

/** Network, address (a bound wallet offered), then the e-mail or Google code; the card goes out when the server agrees. */
export function NftWithdrawForm({ info, onRequested }: { info: NftWithdrawInfoResponse; onRequested: (withdrawal: NftWithdrawalView) => void }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const withdraw = useRequestNftWithdrawal();
  const bound = useBoundWallets();
  const [codeKind, setCodeKind] = useState<CodeKind>('google');
  const form = useForm<NftWithdrawFormValues>({ defaultValues: { chainId: String(info.networks[0] ?? ''), address: '', code: '' } });
  const { errors } = form.formState;
  // An address is the same on every EVM network: each bound wallet is offered whatever the network.
  const boundWallets = bound.data?.list ?? [];
  const closed = info.blocked !== null || !info.google2fa || info.suspendedUntil !== null;

  const onSubmit = form.handleSubmit((values) => {
    const network = info.networks.find((candidate) => candidate === Number(values.chainId));
    if (network === undefined) return form.setError('chainId', { message: t('errors:NETWORK_NOT_SELECTED') });
    const address = checkedAddress(values.address);
    if (!address) return form.setError('address', { message: t('errors:ADDRESS_INVALID') });
    if (!/^\d{6}$/.test(values.code)) return form.setError('code', { message: t('nftWithdraw.codeRequired') });
    const code = codeKind === 'google' ? { googleCode: values.code } : { emailCode: values.code };
    withdraw.mutate(
      { tokenId: info.tokenId, chainId: network, address, ...code },
      {
        onSuccess: (answer) => {
          toast.success(t('nftWithdraw.requested', { tokenId: info.tokenId }));
          onRequested(answer.withdrawal);
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.detail?.field : undefined;
          const target = field === 'address' || field === 'chainId' ? field : field === 'emailCode' || field === 'googleCode' ? 'code' : null;
          if (target) form.setError(target, { message: errorMessage(t, error) });
          else form.setError('root', { message: errorMessage(t, error) });
        },
      },
    );
  });

  return (
    <Card as="section" title={t('nftWithdraw.formTitle')}>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="nft-withdraw-form">
        <Select
          label={t('nftWithdraw.network')}
          options={info.networks.map((option) => ({ value: String(option), label: networkName(t, option) }))}
          error={errors.chainId?.message}
          {...form.register('chainId')}
        />
        <div className={styles.row}>
          <TextField className={styles.grow} label={t('nftWithdraw.address')} autoComplete="off" spellCheck={false} error={errors.address?.message} {...form.register('address')} />
          {boundWallets.length > 0 ? (
            <Select
              label={t('nftWithdraw.boundWallets')}
              placeholder={t('nftWithdraw.pickBound')}
              value=""
              options={boundWallets.map((wallet) => ({ value: wallet.address, label: `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}` }))}
              onChange={(event) => form.setValue('address', event.target.value, { shouldValidate: false })}
            />
          ) : null}
        </div>
        <p className={styles.note}>{t('nftWithdraw.addressNote')}</p>
        <CodeField
          idPrefix="nft-withdraw"
          kind={codeKind}
          onKindChange={setCodeKind}
          value={form.watch('code')}
          onChange={(value) => form.setValue('code', value)}
          error={errors.code?.message}
        />
        {errors.root?.message ? (
          <p className={styles.error} role="alert" data-testid="nft-withdraw-error">
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" loading={withdraw.isPending} disabled={closed || withdraw.isPending}>
          {t('nftWithdraw.submit')}
        </Button>
      </form>
    </Card>
  );
}
