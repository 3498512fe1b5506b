-- FP card growth (DOMAIN.md "Cards"): ability attributes (five, in the line's order: an outfield player's passing,
-- dribbling, shooting, intercepting, tackling or a goalkeeper's goalkeeping, reaction, anticipation, commanding,
-- composure), productive attributes and the potential points not yet allocated to them, the rating (the mean of the
-- abilities with the equipment worn, kept here so the collection sorts by it), skill slots and the camp's attempts.
-- src/modules/cards/growth.ts computes them; the cards that exist already get their rarity's base below.

ALTER TABLE fp_cards
  ADD COLUMN ability smallint[],
  ADD COLUMN efficiency smallint,
  ADD COLUMN lucky smallint,
  ADD COLUMN physical smallint,
  ADD COLUMN charm smallint,
  ADD COLUMN wisdom smallint,
  ADD COLUMN potential smallint,
  ADD COLUMN rating smallint;

UPDATE fp_cards f SET
  ability = array_fill((b.ability + f.level - 1)::smallint, ARRAY[5]),
  efficiency = b.productive, lucky = b.productive, physical = b.productive, charm = b.productive, wisdom = b.productive,
  potential = (f.level - 1) * b.potential,
  rating = b.ability + f.level - 1
FROM cards c, LATERAL (SELECT
    CASE c.rarity WHEN 'common' THEN 52 WHEN 'rare' THEN 61 WHEN 'epic' THEN 70 WHEN 'legendary' THEN 79 ELSE 88 END AS ability,
    CASE c.rarity WHEN 'common' THEN 5 WHEN 'rare' THEN 8 WHEN 'epic' THEN 12 WHEN 'legendary' THEN 16 ELSE 20 END AS productive,
    CASE c.rarity WHEN 'common' THEN 1 WHEN 'rare' THEN 3 WHEN 'epic' THEN 6 ELSE 10 END AS potential) b
WHERE c.id = f.card_id;

ALTER TABLE fp_cards
  ALTER COLUMN ability SET NOT NULL,
  ALTER COLUMN efficiency SET NOT NULL,
  ALTER COLUMN lucky SET NOT NULL,
  ALTER COLUMN physical SET NOT NULL,
  ALTER COLUMN charm SET NOT NULL,
  ALTER COLUMN wisdom SET NOT NULL,
  ALTER COLUMN potential SET NOT NULL,
  ALTER COLUMN rating SET NOT NULL,
  ADD CONSTRAINT fp_cards_ability CHECK (cardinality(ability) = 5 AND 1 <= ALL (ability) AND 99 >= ALL (ability)),
  ADD CONSTRAINT fp_cards_productive CHECK (efficiency >= 0 AND lucky >= 0 AND physical >= 0 AND charm >= 0 AND wisdom >= 0),
  ADD CONSTRAINT fp_cards_potential CHECK (potential >= 0),
  ADD CONSTRAINT fp_cards_rating CHECK (rating BETWEEN 1 AND 99),
  -- Five levels until it ascends; the bar fills at the cap and no further (the longest bar is 128).
  ADD CONSTRAINT fp_cards_level_cap CHECK (ascended OR level <= 5),
  ADD CONSTRAINT fp_cards_xp_bar CHECK (xp <= 128);

-- An FP card's skill slots (by rarity: common 1 … unique 5); level 0 is locked, 1 awakened, up to 5.
CREATE TABLE fp_card_skills (
  card_id bigint NOT NULL REFERENCES cards (id),
  slot smallint NOT NULL CHECK (slot BETWEEN 0 AND 4),
  skill text NOT NULL,
  level smallint NOT NULL CHECK (level BETWEEN 0 AND 5),
  PRIMARY KEY (card_id, slot)
);

INSERT INTO fp_card_skills (card_id, slot, skill, level)
SELECT f.card_id, s.slot, (CASE p.position
    WHEN 'GK' THEN ARRAY['reflexSave', 'oneOnOne', 'distribution', 'commandArea', 'penaltySaver']
    WHEN 'DF' THEN ARRAY['slideTackle', 'interception', 'aerialDuel', 'manMarking', 'longPass']
    WHEN 'MF' THEN ARRAY['throughBall', 'pressing', 'dribbleMaster', 'longShot', 'setPiece']
    ELSE ARRAY['finesseShot', 'sprint', 'header', 'poacher', 'volley'] END)[s.slot + 1], 0
FROM fp_cards f
JOIN cards c ON c.id = f.card_id
JOIN players p ON p.id = c.player_id
CROSS JOIN generate_series(0, 4) AS s (slot)
WHERE s.slot < CASE c.rarity WHEN 'common' THEN 1 WHEN 'rare' THEN 2 WHEN 'epic' THEN 3 WHEN 'legendary' THEN 4 ELSE 5 END;

-- Each camp attempt: the step, its odds, what it cost and the server seed its roll came from (recorded, so any
-- attempt can be checked: uniform(seed, 0) × 100 < odds is a success, see src/modules/cards/draw.ts). Append-only by use.
CREATE TABLE camp_attempts (
  id bigserial PRIMARY KEY,
  card_id bigint NOT NULL REFERENCES cards (id),
  owner_id bigint NOT NULL REFERENCES users (id),
  slot smallint NOT NULL,
  step text NOT NULL CHECK (step IN ('awaken', 'levelUp')),
  from_level smallint NOT NULL,
  odds_percent smallint NOT NULL CHECK (odds_percent BETWEEN 0 AND 100),
  success boolean NOT NULL,
  cost numeric(78, 0) NOT NULL CHECK (cost >= 0),
  skill_books smallint NOT NULL CHECK (skill_books >= 0),
  seed text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL
);
CREATE INDEX camp_attempts_card_idx ON camp_attempts (card_id, id);

-- The manager's energy (DOMAIN.md "Energy and stamina"): what it was at `as_of`; what it is now adds 1 per 18 minutes
-- since, up to the cap, computed when read. The energy drink adds to it; matches (TopManager) spend it.
CREATE TABLE manager_energy (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  energy smallint NOT NULL CHECK (energy BETWEEN 0 AND 100),
  as_of timestamptz NOT NULL
);
