import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '@fc/shared';
import { type Cooldown } from '@fc/shared/ui';

interface ResendButtonProps extends Omit<ButtonProps, 'loading'> {
  /** The wait the server asks for between two mails; the button counts it down. */
  cooldown: Cooldown;
  /** The send request is running. */
  pending: boolean;
}

/** Sends a mail again: off while the request runs and until the cooldown ends, showing the seconds left. */
export function ResendButton({ cooldown, pending, disabled, children, ...rest }: ResendButtonProps) {
  const { t } = useTranslation('auth');
  return (
    <Button {...rest} loading={pending} disabled={disabled || pending || cooldown.running}>
      {cooldown.running ? t('activation.resendIn', { seconds: cooldown.remaining }) : children}
    </Button>
  );
}
