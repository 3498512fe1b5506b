import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, Card, errorMessage, formatAmount, paths, useToast, type CardCampResponse, type SkillView } from '@fc/shared';
import { useCamp } from '../../../lib/cards/card-detail';
import { useMyItems } from '../../../lib/cards/item-counts';
import { useRefusal } from '../components/card-actions';
import { CardPicture } from '../components/card-facts';
import { CardPageFrame } from '../components/card-page-frame';
import styles from '../components/my-card.module.css';

/** Level pips of a skill: filled up to its level, out of 5. */
function Pips({ level }: { level: number }) {
  const { t } = useTranslation('collection');
  return (
    <span className={styles.pips} role="img" aria-label={level === 0 ? t('camp.locked') : t('camp.level', { level })}>
      {[1, 2, 3, 4, 5].map((step) => (
        <span key={step} className={`${styles.pip} ${step <= level ? styles.pipOn : ''}`} />
      ))}
    </span>
  );
}

/**
 * `/mycard/breach/{tokenId}`: the camp. Each skill slot is locked until awakened; awakening and each level up cost
 * TMT and skill books, with the chance of success shown before paying. A failure keeps the level and spends the cost.
 */
export default function MyCardBreachPage() {
  const { t } = useTranslation('collection');
  const tokenId = useParams().tokenId ?? '';
  const toast = useToast();
  const camp = useCamp();
  const items = useMyItems();
  const refusal = useRefusal();
  const [result, setResult] = useState<(CardCampResponse & { skill: string }) | null>(null);
  const books = items.free('skillBook');

  const attempt = (skill: SkillView) =>
    camp.mutate(
      { tokenId, slot: skill.slot },
      {
        onSuccess: (answer) => setResult({ ...answer, skill: skill.skill }),
        onError: (error) => toast.error(errorMessage(t, error)),
      },
    );

  return (
    <CardPageFrame tokenId={tokenId} title={t('titles.myCardBreach')} testId="camp-page">
      {(detail) => {
        const blocked = refusal(detail.actions.camp);
        const skills = detail.fp?.skills ?? [];
        return (
          <div className={styles.layout}>
            <aside className={styles.aside}>
              <CardPicture detail={detail} />
              <Link to={paths.myFpCard(tokenId)}>{t('camp.backToCard')}</Link>
            </aside>
            <div className={styles.sections}>
              <p>{t('camp.intro')}</p>
              <p data-testid="skill-books">{t('camp.skillBooks', { count: books })}</p>
              {result ? (
                <div className={styles.result} data-success={String(result.success)} role="status" data-testid="camp-result">
                  {result.success
                    ? t(result.step === 'awaken' ? 'camp.awakened' : 'camp.levelledUp', { skill: t(`skills.${result.skill}`), level: result.level })
                    : t(result.step === 'awaken' ? 'errors:AWAKENING_FAILED' : 'camp.levelUpFailed', { skill: t(`skills.${result.skill}`) })}
                  <p className={styles.reason}>{t('camp.seed', { seed: result.seed.slice(0, 16) })}</p>
                </div>
              ) : null}
              {blocked && skills.some((skill) => skill.next) ? <Alert tone="warning">{blocked}</Alert> : null}
              {books === 0 && !items.isPending ? (
                <Alert tone="info">
                  {t('camp.noBooks')} <Link to={paths.propShop()}>{t('getItems')}</Link>
                </Alert>
              ) : null}
              <ul className={styles.skills}>
                {skills.map((skill) => {
                  const next = skill.next;
                  const short = next ? books < next.skillBooks : false;
                  return (
                    <li key={skill.slot} className={styles.skill} data-level={skill.level} data-testid={`skill-${skill.slot}`}>
                      <strong>{t(`skills.${skill.skill}`)}</strong>
                      <Pips level={skill.level} />
                      <span className={styles.muted}>{skill.level === 0 ? t('camp.locked') : t('camp.level', { level: skill.level })}</span>
                      {next ? (
                        <>
                          <dl className={styles.facts}>
                            <div>
                              <dt>{t('camp.odds')}</dt>
                              <dd data-testid="camp-odds">{next.oddsPercent}%</dd>
                            </div>
                            <div>
                              <dt>{t('camp.cost')}</dt>
                              <dd>
                                {formatAmount('TMT', next.cost)} · {t('camp.books', { count: next.skillBooks })}
                              </dd>
                            </div>
                          </dl>
                          <Button onClick={() => attempt(skill)} disabled={Boolean(blocked) || short || camp.isPending} loading={camp.isPending && camp.variables?.slot === skill.slot}>
                            {next.step === 'awaken' ? t('camp.awaken') : t('camp.levelUp', { level: next.toLevel })}
                          </Button>
                        </>
                      ) : (
                        <span className={styles.muted}>{t('camp.maxed')}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
              {skills.length === 0 ? (
                <Card>
                  <p>{t('camp.noSlots')}</p>
                  <ButtonLink to={paths.collection('fpcards')}>{t('seeCollection')}</ButtonLink>
                </Card>
              ) : null}
            </div>
          </div>
        );
      }}
    </CardPageFrame>
  );
}
