import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, errorMessage, maskAddress, useToast, type AddressBookEntry } from '@fc/shared';
import { Card, Disclosure, EmptyState, Select, TextField } from '@fc/shared/ui';
import { ADDRESS_LABEL_MAX_LENGTH } from '@fc/shared/contracts/wallet';
import { useForm } from '@fc/shared/forms';
import { networkName } from '../../../lib/networks';
import { useAddAddress } from '../api/add-address';
import { useRemoveAddress } from '../api/remove-address';
import { CodeField, type CodeKind } from '../../../components/code-field';
import styles from './withdraw.module.css';

interface AddressFormValues {
  chainId: string;
  address: string;
  label: string;
  code: string;
}

/** The saved withdrawal addresses of every network: remove one, or add one with a code. */
export function AddressBook({ chainIds, entries }: { chainIds: number[]; entries: AddressBookEntry[] }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const add = useAddAddress();
  const remove = useRemoveAddress();
  const [codeKind, setCodeKind] = useState<CodeKind>('google');
  const form = useForm<AddressFormValues>({ defaultValues: { chainId: String(chainIds[0] ?? ''), address: '', label: '', code: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (!values.label.trim()) return form.setError('label', { message: t('withdraw.book.labelRequired') });
    const code = codeKind === 'google' ? { googleCode: values.code } : { emailCode: values.code };
    add.mutate(
      { chainId: Number(values.chainId), address: values.address.trim(), label: values.label.trim(), ...code },
      {
        onSuccess: (entry) => {
          toast.success(t('withdraw.book.added', { label: entry.label }));
          form.reset({ chainId: values.chainId, address: '', label: '', code: '' });
        },
        onError: (error) => {
          const field = error instanceof ApiError ? error.detail?.field : undefined;
          const target = field === 'address' || field === 'label' ? field : field === 'emailCode' || field === 'googleCode' ? 'code' : null;
          if (target) form.setError(target, { message: errorMessage(t, error) });
          else toast.error(errorMessage(t, error));
        },
      },
    );
  });

  return (
    <Card as="section" title={t('withdraw.book.title')}>
      {entries.length === 0 ? (
        <EmptyState title={t('withdraw.book.empty')} />
      ) : (
        <ul className={styles.entries} data-testid="address-book">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry} data-testid="address-book-entry">
              <span>
                <strong>{entry.label}</strong> · {networkName(t, entry.chainId)}
                <br />
                <span className={styles.address} title={entry.address}>
                  {maskAddress(entry.address)}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                loading={remove.isPending && remove.variables === entry.id}
                onClick={() => remove.mutate(entry.id, { onError: (error) => toast.error(errorMessage(t, error)) })}
              >
                {t('withdraw.book.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Disclosure title={t('withdraw.book.addTitle')} headingLevel={3} className={styles.add}>
        <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="address-book-form">
          <Select
            label={t('withdraw.network')}
            options={chainIds.map((chainId) => ({ value: String(chainId), label: networkName(t, chainId) }))}
            {...form.register('chainId')}
          />
          <TextField label={t('withdraw.address')} autoComplete="off" spellCheck={false} error={errors.address?.message} {...form.register('address')} />
          <TextField label={t('withdraw.book.label')} maxLength={ADDRESS_LABEL_MAX_LENGTH} error={errors.label?.message} {...form.register('label')} />
          <CodeField idPrefix="book" kind={codeKind} onKindChange={setCodeKind} value={form.watch('code')} onChange={(value) => form.setValue('code', value)} error={errors.code?.message} />
          <Button type="submit" variant="secondary" loading={add.isPending} disabled={add.isPending}>
            {t('withdraw.book.add')}
          </Button>
        </form>
      </Disclosure>
    </Card>
  );
}
