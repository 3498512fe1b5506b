import { useTranslation } from 'react-i18next';
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_KINDS,
  PASSWORD_MIN_LENGTH,
} from '@fc/shared/contracts/validation';
import styles from './form.module.css';

interface PasswordChecklistProps {
  password: string;
  id?: string;
}

/** The password rules, ticked off as the user types. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const { t } = useTranslation('auth');
  const check = checkPassword(password);
  const rules = [
    { key: 'length', met: check.longEnough, text: t('password.ruleLength', { count: PASSWORD_MIN_LENGTH }) },
    { key: 'kinds', met: check.enoughKinds, text: t('password.ruleKinds', { count: PASSWORD_MIN_KINDS }) },
    ...(check.notTooLong ? [] : [{ key: 'max', met: false, text: t('password.ruleMax', { count: PASSWORD_MAX_LENGTH }) }]),
  ];
  return (
    <ul id={id} className={styles.checklist} aria-label={t('password.rulesLabel')} data-testid="password-rules">
      {rules.map((rule) => (
        <li key={rule.key} className={styles.check} data-met={rule.met} data-rule={rule.key}>
          <span className={styles.mark} aria-hidden="true">
            {rule.met ? '✓' : ''}
          </span>
          <span>{rule.text}</span>
          <span className={styles.srOnly}>{rule.met ? t('password.met') : t('password.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
