#!/usr/bin/env node
// `npm run catalog [-- <output.sql>]`: writes the fictional player catalog (DOMAIN.md "What a card is: the families")
// to api/migrations/0009_catalog_data.sql, or to the given path. The data comes from one fixed seed and the exact
// @faker-js/faker version of the root package.json, so a run reproduces the committed file byte for byte
// (api/test/catalog.test.ts checks it). Changing the seed, the rules below or the faker version changes the players:
// do that only before the catalog is in use, regenerate, and commit the new file with the change.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Faker,
  base,
  da,
  de,
  en,
  en_GB,
  en_GH,
  en_IE,
  en_NG,
  en_US,
  es,
  fr,
  fr_SN,
  hr,
  it,
  nl,
  nl_BE,
  pl,
  pt_BR,
  pt_PT,
  sv,
  generateMersenne53Randomizer,
} from '@faker-js/faker';

const SEED = 20_240_611;
const OUTPUT = fileURLToPath(new URL('../../api/migrations/0009_catalog_data.sql', import.meta.url));

/** @typedef {'GK' | 'DF' | 'MF' | 'FW'} Position */
/** @typedef {'GK' | 'CB' | 'LB' | 'RB' | 'CDM' | 'CM' | 'CAM' | 'LM' | 'RM' | 'LW' | 'RW' | 'ST'} PreferredPosition */
/** @typedef {{ id: number, name: string, country: string }} League */
/** @typedef {{ id: number, leagueId: number, name: string, shortName: string, primaryColor: string, secondaryColor: string }} Club */
/**
 * @typedef {{ id: number, clubId: number, name: string, nationality: string, born: string, position: Position,
 *   preferredPosition: PreferredPosition, heightCm: number }} Player
 */

// The squad of every club (25 players: 3 GK, 8 DF, 8 MF, 6 FW) with each player's preferred position and the range
// of heights drawn for it; api/src/modules/catalog/constants.ts holds the same shape for the API.
/** @type {{ position: Position, preferred: PreferredPosition, count: number, height: [number, number] }[]} */
const SQUAD = [
  { position: 'GK', preferred: 'GK', count: 3, height: [183, 200] },
  { position: 'DF', preferred: 'CB', count: 4, height: [179, 197] },
  { position: 'DF', preferred: 'LB', count: 2, height: [168, 186] },
  { position: 'DF', preferred: 'RB', count: 2, height: [168, 186] },
  { position: 'MF', preferred: 'CDM', count: 2, height: [174, 192] },
  { position: 'MF', preferred: 'CM', count: 2, height: [170, 188] },
  { position: 'MF', preferred: 'CAM', count: 2, height: [166, 184] },
  { position: 'MF', preferred: 'LM', count: 1, height: [165, 183] },
  { position: 'MF', preferred: 'RM', count: 1, height: [165, 183] },
  { position: 'FW', preferred: 'LW', count: 1, height: [164, 182] },
  { position: 'FW', preferred: 'RW', count: 1, height: [164, 182] },
  { position: 'FW', preferred: 'ST', count: 4, height: [174, 196] },
];
const CLUBS_PER_LEAGUE = 5;
const BORN_FROM = Date.UTC(1990, 0, 1);
const BORN_TO = Date.UTC(2007, 11, 31);
const DAY_MS = 86_400_000;
/** Share of a club's players from its league's country. */
const HOME_SHARE = 0.65;

/** The league countries (ISO 3166-1 alpha-2) and the locale their players' names come from. */
const LEAGUE_COUNTRIES = ['GB', 'ES', 'DE', 'IT'];
/** Every nationality a player may have, the faker locale of the names, and how often a foreign player has it. */
const NATIONALITIES = {
  GB: { locale: en_GB, weight: 8 },
  ES: { locale: es, weight: 8 },
  DE: { locale: de, weight: 8 },
  IT: { locale: it, weight: 7 },
  FR: { locale: fr, weight: 9 },
  PT: { locale: pt_PT, weight: 6 },
  BR: { locale: pt_BR, weight: 9 },
  AR: { locale: es, weight: 5 },
  NL: { locale: nl, weight: 6 },
  BE: { locale: nl_BE, weight: 4 },
  IE: { locale: en_IE, weight: 3 },
  US: { locale: en_US, weight: 3 },
  DK: { locale: da, weight: 3 },
  SE: { locale: sv, weight: 3 },
  PL: { locale: pl, weight: 3 },
  HR: { locale: hr, weight: 3 },
  NG: { locale: en_NG, weight: 4 },
  GH: { locale: en_GH, weight: 3 },
  SN: { locale: fr_SN, weight: 3 },
};

const LEAGUE_WORDS = ['Ironvale', 'Sunmarch', 'Coldharbor', 'Westreach', 'Brightwater', 'Stonemere', 'Redmoor', 'Ashcombe'];
const LEAGUE_KINDS = ['Premier League', 'Championship', 'Super League', 'Premier Division', 'First League'];
const TOWN_STARTS = [
  'Amber', 'Bracken', 'Cinder', 'Copper', 'Ember', 'Fallow', 'Gilden', 'Harbor', 'Juniper', 'Kestrel', 'Lantern',
  'Marrow', 'Pebble', 'Quarry', 'Raven', 'Rook', 'Saffron', 'Slate', 'Sparrow', 'Thistle', 'Tide', 'Umber', 'Wren',
];
const TOWN_ENDS = ['brook', 'crest', 'fell', 'gate', 'haven', 'holm', 'mere', 'moor', 'port', 'ridge', 'stead', 'vale', 'wick'];
const TOWN_PLACES = ['City', 'Bay', 'Cross', 'Point', 'Hill'];
const CLUB_KINDS = ['FC', 'United', 'Athletic', 'Rovers', 'Albion', 'Wanderers', 'Rangers', 'Sporting'];

// Famous footballers a random first and last name could spell; such a draw is thrown away. Faker's names are random
// combinations, so this only guards against an unlucky match with someone well known.
const FAMOUS = new Set(
  [
    'Lionel Messi', 'Cristiano Ronaldo', 'Thomas Muller', 'David Silva', 'David Villa', 'Paul Scholes', 'Gary Neville',
    'Phil Neville', 'John Terry', 'Frank Lampard', 'Steven Gerrard', 'Harry Kane', 'Jamie Vardy', 'Michael Owen',
    'David Beckham', 'Wayne Rooney', 'Alan Shearer', 'Gary Lineker', 'Bobby Moore', 'Bobby Charlton', 'Kevin Keegan',
    'Ashley Cole', 'Joe Cole', 'Andy Cole', 'Rio Ferdinand', 'Jack Grealish', 'Mason Mount', 'Declan Rice',
    'Jordan Henderson', 'Kyle Walker', 'John Stones', 'Luke Shaw', 'Marcus Rashford', 'Raheem Sterling', 'Phil Foden',
    'Bukayo Saka', 'Jude Bellingham', 'Peter Crouch', 'James Milner', 'Ryan Giggs', 'Gareth Bale', 'Aaron Ramsey',
    'Roy Keane', 'Robbie Keane', 'Sergio Ramos', 'Carles Puyol', 'Xavi Hernandez', 'Andres Iniesta', 'Fernando Torres',
    'David De Gea', 'Iker Casillas', 'Raul Gonzalez', 'Pedro Rodriguez', 'Jordi Alba', 'Sergio Busquets', 'Juan Mata',
    'Manuel Neuer', 'Philipp Lahm', 'Bastian Schweinsteiger', 'Toni Kroos', 'Mesut Ozil', 'Miroslav Klose',
    'Michael Ballack', 'Oliver Kahn', 'Lukas Podolski', 'Mario Gotze', 'Marco Reus', 'Mats Hummels', 'Leon Goretzka',
    'Joshua Kimmich', 'Kai Havertz', 'Lothar Matthaus', 'Franz Beckenbauer', 'Gerd Muller', 'Jurgen Klinsmann',
    'Paolo Maldini', 'Francesco Totti', 'Andrea Pirlo', 'Alessandro Del Piero', 'Gianluigi Buffon', 'Fabio Cannavaro',
    'Giorgio Chiellini', 'Leonardo Bonucci', 'Roberto Baggio', 'Filippo Inzaghi', 'Daniele De Rossi', 'Marco Verratti',
    'Thierry Henry', 'Zinedine Zidane', 'Patrick Vieira', 'Kylian Mbappe', 'Antoine Griezmann', 'Paul Pogba',
    'Karim Benzema', 'Olivier Giroud', 'Hugo Lloris', 'Franck Ribery', 'Michel Platini', 'Robert Pires',
    'Luis Figo', 'Ruben Dias', 'Joao Felix', 'Bruno Fernandes', 'Bernardo Silva', 'Nuno Gomes', 'Ricardo Carvalho',
    'Ronaldo Nazario', 'Roberto Carlos', 'Thiago Silva', 'Dani Alves', 'Marcelo Vieira', 'Gabriel Jesus', 'Lucas Moura',
    'Diego Maradona', 'Gabriel Batistuta', 'Angel Di Maria', 'Sergio Aguero', 'Javier Mascherano', 'Carlos Tevez',
    'Robin Van Persie', 'Arjen Robben', 'Wesley Sneijder', 'Virgil Van Dijk', 'Frenkie De Jong', 'Johan Cruyff',
    'Kevin De Bruyne', 'Eden Hazard', 'Romelu Lukaku', 'Vincent Kompany', 'Christian Eriksen', 'Peter Schmeichel',
    'Kasper Schmeichel', 'Zlatan Ibrahimovic', 'Henrik Larsson', 'Robert Lewandowski', 'Luka Modric', 'Ivan Rakitic',
    'Davor Suker', 'Jay-Jay Okocha', 'Nwankwo Kanu', 'Victor Osimhen', 'Michael Essien', 'Abedi Pele', 'Sadio Mane',
    'Kalidou Koulibaly', 'Landon Donovan', 'Clint Dempsey', 'Christian Pulisic', 'Mohamed Salah', 'Erling Haaland',
  ].map(normalized),
);

/** @param {string} name */
function normalized(name) {
  return name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** @param {string} text */
function sqlString(text) {
  return `'${text.replaceAll("'", "''")}'`;
}

/** @param {number} rgb a 24-bit colour */
function hex(rgb) {
  return `#${rgb.toString(16).padStart(6, '0')}`;
}

/** WCAG relative luminance of a 24-bit colour. @param {number} rgb */
function luminance(rgb) {
  const channel = (/** @type {number} */ shift) => {
    const c = ((rgb >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** @param {number} a @param {number} b */
function contrast(a, b) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * Three capital letters for a club, the first its town's initial, unique among `taken`.
 * @param {string} town @param {Set<string>} taken
 */
function shortName(town, taken) {
  const letters = town.toUpperCase().replace(/[^A-Z]/g, '');
  const [first = 'X', ...rest] = letters;
  for (let i = 0; i < rest.length; i += 1) {
    for (let j = i + 1; j < rest.length; j += 1) {
      const candidate = `${first}${rest[i]}${rest[j]}`;
      if (!taken.has(candidate)) return candidate;
    }
  }
  throw new Error(`no free short name for ${town}`);
}

/** Draws the whole catalog from the seed; the same seed and faker version always give the same catalog. */
export function generateCatalog() {
  const randomizer = generateMersenne53Randomizer();
  randomizer.seed(SEED);
  const faker = new Faker({ locale: [en, base], randomizer });
  const namesOf = Object.fromEntries(
    Object.entries(NATIONALITIES).map(([code, { locale }]) => [code, new Faker({ locale: [locale, en, base], randomizer })]),
  );

  /** @type {League[]} */
  const leagues = [];
  const leagueWords = faker.helpers.shuffle(LEAGUE_WORDS);
  const leagueKinds = faker.helpers.shuffle(LEAGUE_KINDS);
  for (const [index, country] of LEAGUE_COUNTRIES.entries()) {
    leagues.push({ id: index + 1, name: `${leagueWords[index]} ${leagueKinds[index]}`, country });
  }

  /** @type {Club[]} */
  const clubs = [];
  // Every town starts with a word of its own, so no two clubs sound alike.
  const townStarts = faker.helpers.shuffle(TOWN_STARTS);
  const shortNames = new Set();
  for (const league of leagues) {
    for (let n = 0; n < CLUBS_PER_LEAGUE; n += 1) {
      const start = townStarts[clubs.length] ?? '';
      const town = faker.datatype.boolean(0.7)
        ? `${start}${faker.helpers.arrayElement(TOWN_ENDS)}`
        : `${start} ${faker.helpers.arrayElement(TOWN_PLACES)}`;
      const short = shortName(town, shortNames);
      shortNames.add(short);
      let primary;
      let secondary;
      do {
        primary = faker.number.int({ max: 0xffffff });
        secondary = faker.number.int({ max: 0xffffff });
      } while (contrast(primary, secondary) < 3);
      clubs.push({
        id: clubs.length + 1,
        leagueId: league.id,
        name: `${town} ${faker.helpers.arrayElement(CLUB_KINDS)}`,
        shortName: short,
        primaryColor: hex(primary),
        secondaryColor: hex(secondary),
      });
    }
  }

  /** @type {Player[]} */
  const players = [];
  const names = new Set();
  const foreign = Object.entries(NATIONALITIES).map(([value, { weight }]) => ({ value, weight }));
  for (const club of clubs) {
    const home = leagues[club.leagueId - 1]?.country ?? 'GB';
    const away = foreign.filter(({ value }) => value !== home);
    for (const { position, preferred, count, height } of SQUAD) {
      for (let n = 0; n < count; n += 1) {
        const nationality = faker.datatype.boolean(HOME_SHARE) ? home : faker.helpers.weightedArrayElement(away);
        const person = namesOf[nationality] ?? faker;
        let name;
        do {
          name = `${person.person.firstName('male')} ${person.person.lastName('male')}`;
        } while (names.has(normalized(name)) || FAMOUS.has(normalized(name)));
        names.add(normalized(name));
        const days = faker.number.int({ max: Math.round((BORN_TO - BORN_FROM) / DAY_MS) });
        // The mean of two draws: heights gather around the middle of the range.
        const heightCm = Math.round((faker.number.int({ min: height[0], max: height[1] }) + faker.number.int({ min: height[0], max: height[1] })) / 2);
        players.push({
          id: players.length + 1,
          clubId: club.id,
          name,
          nationality,
          born: new Date(BORN_FROM + days * DAY_MS).toISOString().slice(0, 10),
          position,
          preferredPosition: preferred,
          heightCm,
        });
      }
    }
  }
  return { leagues, clubs, players };
}

/** The catalog as the SQL of migration 0009. @param {ReturnType<typeof generateCatalog>} catalog */
export function catalogSql({ leagues, clubs, players }) {
  const lines = [
    '-- Generated by tools/catalog/generate-players.mjs (`npm run catalog`) from a fixed seed: do not edit by hand.',
    '-- Change the script and run it again; test/catalog.test.ts checks that this file is exactly its output.',
    '',
    'INSERT INTO leagues (id, name, country) VALUES',
    leagues.map((l) => `  (${l.id}, ${sqlString(l.name)}, ${sqlString(l.country)})`).join(',\n') + ';',
    '',
    'INSERT INTO clubs (id, league_id, name, short_name, primary_color, secondary_color) VALUES',
    clubs
      .map((c) => `  (${c.id}, ${c.leagueId}, ${sqlString(c.name)}, ${sqlString(c.shortName)}, ${sqlString(c.primaryColor)}, ${sqlString(c.secondaryColor)})`)
      .join(',\n') + ';',
  ];
  for (const club of clubs) {
    lines.push(
      '',
      `-- ${club.name}`,
      'INSERT INTO players (id, club_id, name, nationality, born, position, preferred_position, height_cm) VALUES',
      players
        .filter((p) => p.clubId === club.id)
        .map(
          (p) =>
            `  (${p.id}, ${p.clubId}, ${sqlString(p.name)}, ${sqlString(p.nationality)}, ${sqlString(p.born)}, ${sqlString(p.position)}, ${sqlString(p.preferredPosition)}, ${p.heightCm})`,
        )
        .join(',\n') + ';',
    );
  }
  return `${lines.join('\n')}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const output = path.resolve(process.argv[2] ?? OUTPUT);
  writeFileSync(output, catalogSql(generateCatalog()));
  console.log(`wrote ${output}`);
}
