import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, paths, updateSession, useSession } from '@fc/shared';
import { Alert, Checkbox, TextField } from '@fc/shared/ui';
import { normalizeEmail } from '@fc/shared/contracts/validation';
import { SubscribeRequest } from '@fc/shared/contracts';
import { AuthCard } from '../../../components/auth-card';
import { emailError } from '../../../lib/email-error';
import { useForm } from '../../../lib/use-form';
import styles from '../../../components/form.module.css';
import { useSubscribe } from '../api/subscribe';
import { CheckIcon } from '../../../components/icons';

export default function SubscribePage() {
  const { t } = useTranslation('auth');
  const session = useSession();
  const subscribe = useSubscribe();
  const [done, setDone] = useState(false);

  const form = useForm({
    schema: SubscribeRequest,
    initial: { email: session.email, isReceiveInfo: false },
    validate: (values) => ({
      email: emailError(t, values.email),
    }),
    codeFields: { INVALID_EMAIL: 'email' },
  });

  const onSubmit = form.handleSubmit((values) => {
    subscribe.mutate(
      { email: normalizeEmail(values.email), isReceiveInfo: values.isReceiveInfo },
      {
        onSuccess: () => {
          updateSession({ subscribed: true });
          setDone(true);
        },
        onError: (error) => form.showServerError(error),
      },
    );
  });

  const home = (
    <Link className={styles.link} to={paths.home()}>
      {t('subscribe.toHome')}
    </Link>
  );

  if (done) {
    return (
      <AuthCard title={t('subscribe.doneTitle')} subtitle={t('subscribe.doneBody')} icon={<CheckIcon />} footer={home} testId="subscribe-page">
        <div data-testid="subscribe-done" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('subscribe.title')} subtitle={t('subscribe.subtitle')} footer={home} testId="subscribe-page">
      {session.subscribed ? <Alert tone="info">{t('subscribe.already')}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <form ref={form.formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField {...form.text('email')} label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoFocus />
        <Checkbox {...form.checkbox('isReceiveInfo')} label={t('subscribe.receiveInfo')} />
        <div className={styles.actions}>
          <Button type="submit" loading={subscribe.isPending} disabled={subscribe.isPending}>
            {t('subscribe.submit')}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
