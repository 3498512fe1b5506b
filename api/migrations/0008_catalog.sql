-- The fictional player catalog (DOMAIN.md "What a card is: the families"): leagues, their clubs and the players cards
-- are minted of. No real names, photos or badges. The rows are data, generated once from a fixed seed by
-- tools/catalog/generate-players.mjs into 0009_catalog_data.sql; ids are stable, cards refer to players by id.
CREATE TABLE leagues (
  id smallint PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- ISO 3166-1 alpha-2.
  country text NOT NULL CHECK (country ~ '^[A-Z]{2}$')
);

CREATE TABLE clubs (
  id smallint PRIMARY KEY,
  league_id smallint NOT NULL REFERENCES leagues (id),
  name text NOT NULL UNIQUE,
  short_name text NOT NULL UNIQUE CHECK (short_name ~ '^[A-Z]{3}$'),
  -- Kit colours as '#rrggbb', for the generated club logos and card art.
  primary_color text NOT NULL CHECK (primary_color ~ '^#[0-9a-f]{6}$'),
  secondary_color text NOT NULL CHECK (secondary_color ~ '^#[0-9a-f]{6}$')
);
CREATE INDEX clubs_league_idx ON clubs (league_id);

CREATE TABLE players (
  id integer PRIMARY KEY,
  club_id smallint NOT NULL REFERENCES clubs (id),
  name text NOT NULL,
  -- ISO 3166-1 alpha-2.
  nationality text NOT NULL CHECK (nationality ~ '^[A-Z]{2}$'),
  born date NOT NULL,
  position text NOT NULL CHECK (position IN ('GK', 'DF', 'MF', 'FW')),
  -- The line a player is picked for (position) and the role he plays best in it.
  preferred_position text NOT NULL CHECK (preferred_position IN ('GK', 'CB', 'LB', 'RB', 'CDM', 'CM', 'CAM', 'LM', 'RM',
    'LW', 'RW', 'ST')),
  height_cm smallint NOT NULL CHECK (height_cm BETWEEN 160 AND 205),
  CONSTRAINT players_preferred_in_position CHECK (CASE position
    WHEN 'GK' THEN preferred_position = 'GK'
    WHEN 'DF' THEN preferred_position IN ('CB', 'LB', 'RB')
    WHEN 'MF' THEN preferred_position IN ('CDM', 'CM', 'CAM', 'LM', 'RM')
    ELSE preferred_position IN ('LW', 'RW', 'ST') END)
);
CREATE INDEX players_club_idx ON players (club_id);
CREATE INDEX players_position_idx ON players (position);
