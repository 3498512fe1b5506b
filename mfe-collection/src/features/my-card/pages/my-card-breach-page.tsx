import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  ButtonLink,
  errorMessage,
  formatPercent,
  Money,
  paths,
  useToast,
  type CardCampResponse,
  type SkillView,
} from '@fc/shared';
import { Alert, DefinitionList, EmptyState } from '@fc/shared/ui';
import { useCamp } from '../../../lib/api/card-detail';
import { useMyItems } from '../../../lib/api/item-counts';
import { useRefusal } from '../components/card-actions';
import { CardHero } from '../components/card-facts';
import { useCardCrumbs } from '../../../lib/card-crumbs';
import { CardPageFrame } from '../components/card-page-frame';
import { SkillPips } from '../components/skill-pips';
import styles from '../components/my-card.module.css';

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
  const crumbs = useCardCrumbs('fp');
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
    <CardPageFrame
      tokenId={tokenId}
      title={t('titles.myCardBreach')}
      testId="camp-page"
      heading={() => t('titles.myCardBreach')}
      subtitle={() => t('camp.intro')}
      breadcrumb={(detail) => (detail ? [...crumbs, { label: detail.card.player?.name ?? t('titles.myFpCard'), to: paths.myFpCard(tokenId) }] : crumbs)}
    >
      {(detail) => {
        const blocked = refusal(detail.actions.camp);
        const skills = detail.fp?.skills ?? [];
        return (
          <div className={styles.layout}>
            <div className={styles.hero}>
              <CardHero card={detail.card} />
            </div>
            <section className={styles.main} aria-labelledby="camp-skills">
              <div className={styles.skillHead}>
                <h2 id="camp-skills" className={styles.skillName}>
                  {t('card.skills')}
                </h2>
                <span className={styles.muted} data-testid="skill-books">
                  {t('camp.skillBooks', { count: books })}
                </span>
              </div>
              {result ? (
                <div className={styles.result} data-success={String(result.success)} role="status" data-testid="camp-result">
                  {result.success
                    ? t(result.step === 'awaken' ? 'camp.awakened' : 'camp.levelledUp', { skill: t(`skills.${result.skill}`), level: result.level })
                    : t(result.step === 'awaken' ? 'errors:AWAKENING_FAILED' : 'camp.levelUpFailed', { skill: t(`skills.${result.skill}`) })}
                  <p className={styles.reason}>
                    {t('camp.seed', { nonce: result.fair.nonce, hash: result.fair.serverSeedHash.slice(0, 16) })}{' '}
                    <Link to={paths.fair(result.fair)} data-testid="camp-verify">
                      {t('camp.verify')}
                    </Link>
                  </p>
                </div>
              ) : null}
              {blocked && skills.some((skill) => skill.next) ? <Alert tone="warning">{blocked}</Alert> : null}
              {books === 0 && !items.isPending ? (
                <Alert tone="info">
                  {t('camp.noBooks')} <Link to={paths.propShop()}>{t('getItems')}</Link>
                </Alert>
              ) : null}
              {skills.length === 0 ? (
                <EmptyState title={t('camp.noSlots')} action={<ButtonLink to={paths.myFpCard(tokenId)}>{t('camp.backToCard')}</ButtonLink>} />
              ) : (
                <ul className={styles.skills}>
                  {skills.map((skill) => {
                    const next = skill.next;
                    const short = next ? books < next.skillBooks : false;
                    return (
                      <li key={skill.slot} className={styles.skill} data-level={skill.level} data-testid={`skill-${skill.slot}`}>
                        <div className={styles.skillHead}>
                          <h3 className={styles.skillName}>{t(`skills.${skill.skill}`)}</h3>
                          <SkillPips level={skill.level} />
                        </div>
                        <p className={styles.muted}>{skill.level === 0 ? t('camp.locked') : t('camp.level', { level: skill.level })}</p>
                        {next ? (
                          <>
                            <DefinitionList
                              layout="rows"
                              items={[
                                { id: 'odds', term: t('camp.odds'), value: formatPercent(next.oddsPercent / 100), valueTestId: 'camp-odds' },
                                { id: 'cost', term: t('camp.cost'), value: <Money currency="TMT" amount={next.cost} /> },
                                { id: 'books', term: t('camp.booksNeeded'), value: t('camp.books', { count: next.skillBooks }) },
                              ]}
                            />
                            <div className={styles.skillAction}>
                              <Button
                                fullWidth
                                aria-describedby={short && !blocked ? `camp-short-${skill.slot}` : undefined}
                                onClick={() => attempt(skill)}
                                disabled={Boolean(blocked) || short || camp.isPending}
                                loading={camp.isPending && camp.variables?.slot === skill.slot}
                              >
                                {next.step === 'awaken' ? t('camp.awaken') : t('camp.levelUp', { level: next.toLevel })}
                              </Button>
                              {short && !blocked ? (
                                <p className={styles.reason} id={`camp-short-${skill.slot}`}>
                                  {t('camp.shortOfBooks', { count: next.skillBooks - books })}
                                </p>
                              ) : null}
                            </div>
                          </>
                        ) : (
                          <p className={styles.muted}>{t('camp.maxed')}</p>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          </div>
        );
      }}
    </CardPageFrame>
  );
}
