import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { erc20Abi, type Address } from 'viem';
import { useConnection, useSendTransaction, useSwitchChain, useWriteContract } from 'wagmi';
import { Button, errorMessage, toBaseUnits, useToast, type ChainToken, type ConnectorConfigResponse } from '@fc/shared';
import { TextField } from '@fc/shared/ui';
import { networkName } from '../networks';
import styles from './wallet-connector.module.css';

function walletError(t: TFunction, error: unknown): string {
  if (error && typeof error === 'object' && 'shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage;
  return errorMessage(t, error);
}

interface DepositFromWalletProps {
  settings: ConnectorConfigResponse;
  token: ChainToken;
  chainId: number;
  depositAddress: Address;
  /** Told the transaction's hash once the wallet sent it. */
  onSent?: (hash: `0x${string}`) => void;
}

/**
 * One click from the connected wallet to the user's deposit address: an ERC-20 `transfer` of TMT or GOAL, or a plain
 * BNB transfer; the wallet is switched to the deposit's network first. The deposit then shows like any other (n/15).
 */
export default function DepositFromWallet({ settings, token, chainId, depositAddress, onSent }: DepositFromWalletProps) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const connection = useConnection();
  const switchChain = useSwitchChain();
  const write = useWriteContract();
  const send = useSendTransaction();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const contract = settings.chains.find((chain) => chain.chainId === chainId)?.tokens.find((entry) => entry.token === token)?.contract ?? null;
  const pending = switchChain.isPending || write.isPending || send.isPending;

  const onDeposit = async () => {
    let value: bigint;
    try {
      value = toBaseUnits(token, amount);
    } catch {
      value = 0n;
    }
    if (value <= 0n) return setError(t('deposit.fromWallet.amountInvalid'));
    setError(undefined);
    try {
      if (connection.chainId !== chainId) await switchChain.mutateAsync({ chainId });
      const hash = contract
        ? await write.mutateAsync({ chainId, address: contract as Address, abi: erc20Abi, functionName: 'transfer', args: [depositAddress, value] })
        : await send.mutateAsync({ chainId, to: depositAddress, value });
      toast.success(t('deposit.fromWallet.sent'));
      setAmount('');
      onSent?.(hash);
    } catch (failure) {
      toast.error(walletError(t, failure));
    }
  };

  return (
    <div className={styles.deposit} data-testid="deposit-from-wallet">
      <h3 className={styles.subheading}>{t('deposit.fromWallet.title', { token, network: networkName(t, chainId) })}</h3>
      <div className={styles.depositRow}>
        <TextField label={t('deposit.fromWallet.amount', { token })} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} error={error} />
        <Button type="button" loading={pending} disabled={pending} onClick={() => void onDeposit()}>
          {t('deposit.fromWallet.send')}
        </Button>
      </div>
    </div>
  );
}
