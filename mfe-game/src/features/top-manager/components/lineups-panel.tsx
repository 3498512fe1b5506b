import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, errorMessage, paths, type LineupGroup } from '@fc/shared';
import { Alert, Card, Modal } from '@fc/shared/ui';
import { useActivateGroup } from '../api/activate-group';
import { useDeleteGroup } from '../api/delete-group';
import styles from './top-manager.module.css';

/** The saved lineups: the active one marked; switch, edit, delete, and a new one while under the limit. */
export function LineupsPanel({ groups, max }: { groups: LineupGroup[]; max: number }) {
  const { t } = useTranslation('game');
  const activate = useActivateGroup();
  const remove = useDeleteGroup();
  const [deleting, setDeleting] = useState<LineupGroup | null>(null);
  const closeDelete = () => {
    setDeleting(null);
    remove.reset();
  };
  return (
    <Card
      as="section"
      title={t('home.lineups.title')}
      aria-label={t('home.lineups.title')}
      actions={
        groups.length < max ? (
          <ButtonLink to={paths.editGroup('new')} size="sm">
            {t('home.lineups.new')}
          </ButtonLink>
        ) : (
          <span className={styles.muted}>{t('home.lineups.limit', { max })}</span>
        )
      }
    >
      {groups.length === 0 ? (
        <p>{t('home.lineups.none')}</p>
      ) : (
        <ul className={styles.list}>
          {groups.map((group) => (
            <li key={group.groupId} className={styles.listRow} data-testid="lineup-row">
              <span>
                <strong>{group.name}</strong> · {group.formation} · {t('home.club.rating', { rating: group.rating })}
                {group.active ? <span className={styles.badge}>{t('home.lineups.active')}</span> : null}
                {group.issues.length > 0 ? <span className={styles.warning}>{t('home.lineups.notReady')}</span> : null}
              </span>
              <span className={styles.rowActions}>
                {group.active ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={activate.isPending && activate.variables?.groupId === group.groupId}
                    onClick={() => activate.mutate({ groupId: group.groupId })}
                    aria-label={t('home.lineups.activateNamed', { name: group.name })}
                  >
                    {t('home.lineups.activate')}
                  </Button>
                )}
                <ButtonLink size="sm" variant="secondary" to={paths.editGroup(group.groupId)} aria-label={t('home.lineups.editNamed', { name: group.name })}>
                  {t('home.lineups.edit')}
                </ButtonLink>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(group)} aria-label={t('home.lineups.deleteNamed', { name: group.name })}>
                  {t('home.lineups.delete')}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {activate.error ? <Alert tone="error">{errorMessage(t, activate.error)}</Alert> : null}
      <Modal
        open={deleting !== null}
        onClose={closeDelete}
        title={t('home.lineups.deleteTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={closeDelete}>
              {t('energy.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate({ groupId: deleting.groupId }, { onSuccess: () => setDeleting(null) })}
            >
              {t('home.lineups.delete')}
            </Button>
          </>
        }
      >
        <p>{t('home.lineups.deleteBody', { name: deleting?.name ?? '' })}</p>
        {remove.error ? <Alert tone="error">{errorMessage(t, remove.error)}</Alert> : null}
      </Modal>
    </Card>
  );
}
