/**
 * Demo data (`npm run demo`) and bulk seeding (`npm run seed`), shared by both scripts.
 *
 * Everything is generated inside the database with set-based SQL: one statement per batch makes
 * the clients, their orders and the orders' call logs (INSERT ... SELECT FROM generate_series with
 * random() choices, chained through data-modifying CTEs). Node only builds the SQL text, which is
 * why a million orders take minutes rather than hours.
 *
 * The lifecycle stages below are the single source of truth for which flags and dates an order
 * has at each status label; the demo spreads orders evenly over them, the seed realistically.
 */
import {Client} from 'pg';
import {COUNTRIES, LANGUAGES, ORDER_STATUS_LABELS, ROLE_FLAGS, ROLE_LABELS, TEAMS, type Country, type Language, type RoleFlag, type Team} from '@karat/shared';
import {hashPassword} from '../services/password.service';
import {ProgressBar} from './progress';
import {addBursarDemoOrders} from './demo-bursar';
import {APPROVED_PAYEE_JSON} from '../repositories/approved-payee.sql';

export type Log = (line: string) => void;

// ---------------------------------------------------------------------------------------------
// Lifecycle stages

/** Spec 01 §9 "Business constants and limits": orders not received this long after creation are cold cases. */
export const COLD_CASE_DAYS = 45;

export interface StageDef {
  /** The status label orderStatusLabel gives an order at this stage. */
  label: string;
  /** Youngest and oldest plausible order age (days) at this stage. */
  minAgeDays: number;
  maxAgeDays: number;
  /** Seed only: relative weight among the stages possible at an age, below and above COLD_CASE_DAYS. */
  youngWeight: number;
  oldWeight: number;
}

/**
 * In lifecycle order. The SQL refers to stages by their index here (see ST), so the flags of each
 * stage are written once, in orderColumnsSql. The minimum ages leave room for the stage's
 * milestone dates (OFFSET_DAYS x the largest jitter), so dates rarely need clamping to now.
 * Orders that never arrive (packaged, welcome call done) linger up to a year as cold cases.
 */
export const STAGES: readonly StageDef[] = [
  {label: 'Waiting packager', minAgeDays: 0, maxAgeDays: 3, youngWeight: 12, oldWeight: 0},
  {label: 'In packager', minAgeDays: 0, maxAgeDays: 4, youngWeight: 10, oldWeight: 0},
  {label: 'Is packaged', minAgeDays: 1, maxAgeDays: 365, youngWeight: 14, oldWeight: 3},
  {label: 'Welcome call done', minAgeDays: 5, maxAgeDays: 365, youngWeight: 16, oldWeight: 3},
  {label: 'Received', minAgeDays: 12, maxAgeDays: 30, youngWeight: 8, oldWeight: 0},
  {label: 'Is valuated', minAgeDays: 13, maxAgeDays: 35, youngWeight: 8, oldWeight: 0},
  {label: 'In revaluation', minAgeDays: 13, maxAgeDays: 40, youngWeight: 6, oldWeight: 0},
  {label: 'Is tellered', minAgeDays: 17, maxAgeDays: 50, youngWeight: 8, oldWeight: 0.5},
  {label: 'Is revaluated', minAgeDays: 17, maxAgeDays: 50, youngWeight: 6, oldWeight: 0.5},
  {label: 'Is paid', minAgeDays: 19, maxAgeDays: 60, youngWeight: 8, oldWeight: 1},
  {label: 'Complete', minAgeDays: 21, maxAgeDays: Infinity, youngWeight: 10, oldWeight: 62},
  {label: 'Closed', minAgeDays: 1, maxAgeDays: Infinity, youngWeight: 14, oldWeight: 30},
];

const stageIndex = (label: string): number => {
  const i = STAGES.findIndex(s => s.label === label);
  if (i < 0) throw new Error(`Unknown stage ${label}`);
  return i;
};
/** Stage indexes by name, for readable SQL. */
const ST = {
  waiting: stageIndex('Waiting packager'),
  inPackager: stageIndex('In packager'),
  packaged: stageIndex('Is packaged'),
  welcomeCallDone: stageIndex('Welcome call done'),
  received: stageIndex('Received'),
  valued: stageIndex('Is valuated'),
  inRevaluation: stageIndex('In revaluation'),
  tellered: stageIndex('Is tellered'),
  revaluated: stageIndex('Is revaluated'),
  paid: stageIndex('Is paid'),
  complete: stageIndex('Complete'),
  closed: stageIndex('Closed'),
};

// A change to the status rules in @karat/shared must show up here, not silently skew the data.
{
  const ours = STAGES.map(s => s.label).sort();
  const theirs = [...ORDER_STATUS_LABELS].sort();
  if (ours.join('|') !== theirs.join('|')) {
    throw new Error(`seed stages (${ours.join(', ')}) do not match ORDER_STATUS_LABELS (${theirs.join(', ')})`);
  }
}

/** Nominal days after creation of each milestone; each order scales them by a jitter of 0.85-1.15. */
const OFFSET_DAYS = {packaged: 0.5, received: 10, arrivedSms: 10.3, valuation: 11, revaluation: 12.5, teller: 14, payed: 16, bursar: 18};
/** Spec 01 §9 "Business constants and limits": new orders get the welcome call in 4 days and the due date in 16. */
const WELCOME_CALL_DAYS = 4;
const DUE_DATE_DAYS = 16;

// ---------------------------------------------------------------------------------------------
// Reference data

export const DEMO_PASSWORD = 'demo-password';
export const SEED_PASSWORD = 'seed-password';

export interface MaterialRow {
  name: string;
  price: number;
  category: 'gold' | 'silver';
}

/** Per-gram purchase prices in EUR: fine gold at 75 EUR/g and fine silver at 0.80 EUR/g, scaled by fineness. */
export const DEFAULT_MATERIALS: readonly MaterialRow[] = [
  ...[375, 585, 750, 916, 999].map(f => ({name: `Gold ${f}`, price: round2((75 * f) / 999), category: 'gold' as const})),
  ...[830, 925].map(f => ({name: `Silver ${f}`, price: round2((0.8 * f) / 999), category: 'silver' as const})),
];

const GREETINGS = {
  fi: 'Hei! Kiitos tilauksestasi. Turvapussi on matkalla sinulle, ja soitamme muutaman päivän kuluttua.',
  sv: 'Hej! Tack för din beställning. Säkerhetspåsen är på väg till dig, och vi ringer om några dagar.',
  svFI: 'Hej! Tack för din beställning. Säkerhetspåsen är på kommande, vi ringer upp dig inom några dagar.',
};

/** Where a team sits and which language and country its staff prefer. */
const TEAM_HOME: Record<Team, {language: Language; country: Country; location: string}> = {
  turku: {language: 'finnish', country: 'finland', location: 'Turku'},
  helsinki: {language: 'finnish', country: 'finland', location: 'Helsinki'},
  gothenburg: {language: 'swedish', country: 'sweden', location: 'Gothenburg'},
  'malaga-finland': {language: 'finnish', country: 'finland', location: 'Malaga'},
  'malaga-sweden': {language: 'swedish', country: 'sweden', location: 'Malaga'},
  uk: {language: 'uk-english', country: 'uk', location: 'London'},
};

/** The demo member of each role and its team (a Record, so a new role flag must be placed here). */
const DEMO_TEAM: Record<RoleFlag, Team> = {
  admin: 'helsinki',
  buyer: 'turku',
  buyerWebOrder: 'helsinki',
  isColdCaller: 'malaga-finland',
  packager: 'turku',
  receiver: 'turku',
  valuation: 'turku',
  teller: 'gothenburg',
  bursar: 'helsinki',
  customer: 'helsinki',
  payer: 'helsinki',
  ccManager: 'malaga-sweden',
  teamLeader: 'uk',
  messageCenter: 'turku',
  officeAdmin: 'helsinki',
};

/** Web-order buyers and cold callers are buyers too: the call lists and stats are buyer screens. */
export function demoRoleFlags(flag: RoleFlag): RoleFlag[] {
  return flag === 'buyerWebOrder' || flag === 'isColdCaller' ? ['buyer', flag] : [flag];
}
export const demoUsername = (flag: RoleFlag) => `demo-${flag.toLowerCase()}`;

interface CountryProfile {
  weight: number;
  languages: [Language, number][];
  teams: [Team, number][];
}
/** Where clients live: their languages and the teams that serve them (a Record, so none is forgotten). */
const COUNTRY_PROFILE: Record<Country, CountryProfile> = {
  finland: {
    weight: 50,
    languages: [
      ['finnish', 85],
      ['finland-swedish', 15],
    ],
    teams: [
      ['turku', 40],
      ['helsinki', 40],
      ['malaga-finland', 20],
    ],
  },
  sweden: {
    weight: 35,
    languages: [['swedish', 1]],
    teams: [
      ['gothenburg', 65],
      ['malaga-sweden', 35],
    ],
  },
  uk: {weight: 15, languages: [['uk-english', 1]], teams: [['uk', 1]]},
};

/** Gold items by fineness as they typically arrive: 14 and 18 carat in the Nordics, 9 carat in the UK. */
const GOLD_MIX: Record<Country, Record<number, number>> = {
  finland: {375: 4, 585: 55, 750: 28, 916: 5, 999: 8},
  sweden: {375: 4, 585: 35, 750: 45, 916: 8, 999: 8},
  uk: {375: 50, 585: 12, 750: 20, 916: 15, 999: 3},
};
const SILVER_MIX: Record<number, number> = {830: 35, 925: 65};
const SEK_PER_EUR = 11.2;
const GBP_PER_EUR = 0.85;

interface LocaleData {
  male: string[];
  female: string[];
  last: string[];
  streets: string[];
  /** City and the start of its postal codes (two digits in the Nordics, the postcode area in the UK). */
  cities: [string, string][];
  /** Mobile prefixes with the country code. */
  mobile: string[];
}

const FI_FIRST_M = [
  'Matti',
  'Juha',
  'Timo',
  'Kari',
  'Mikko',
  'Jari',
  'Antti',
  'Jukka',
  'Pekka',
  'Heikki',
  'Seppo',
  'Markku',
  'Hannu',
  'Ilkka',
  'Eero',
  'Olavi',
  'Tapio',
  'Kalevi',
  'Esa',
  'Veikko',
];
const FI_FIRST_F = [
  'Anna',
  'Maria',
  'Liisa',
  'Tuula',
  'Ritva',
  'Pirjo',
  'Sirpa',
  'Marja',
  'Leena',
  'Helena',
  'Aino',
  'Eila',
  'Anneli',
  'Kaarina',
  'Raija',
  'Sinikka',
  'Päivi',
  'Hilkka',
  'Tuulikki',
  'Irmeli',
];
const SV_FIRST_M = [
  'Lars',
  'Anders',
  'Johan',
  'Per',
  'Karl',
  'Erik',
  'Mikael',
  'Nils',
  'Jan',
  'Hans',
  'Bengt',
  'Sven',
  'Gustav',
  'Olof',
  'Björn',
  'Lennart',
  'Göran',
  'Stefan',
  'Magnus',
  'Åke',
];
const SV_FIRST_F = [
  'Anna',
  'Eva',
  'Maria',
  'Karin',
  'Kristina',
  'Lena',
  'Birgitta',
  'Ingrid',
  'Elisabeth',
  'Margareta',
  'Ulla',
  'Britt',
  'Gunilla',
  'Astrid',
  'Sofia',
  'Marianne',
  'Inger',
  'Solveig',
  'Agneta',
  'Märta',
];

const LOCALES: Record<Language, LocaleData> = {
  finnish: {
    male: FI_FIRST_M,
    female: FI_FIRST_F,
    last: [
      'Korhonen',
      'Virtanen',
      'Mäkinen',
      'Nieminen',
      'Mäkelä',
      'Hämäläinen',
      'Laine',
      'Heikkinen',
      'Koskinen',
      'Järvinen',
      'Lehtonen',
      'Lehtinen',
      'Saarinen',
      'Salminen',
      'Heinonen',
      'Niemi',
      'Heikkilä',
      'Kinnunen',
      'Salonen',
      'Turunen',
      'Salo',
      'Laitinen',
      'Tuominen',
      'Rantanen',
      'Karjalainen',
      'Jokinen',
      'Mattila',
      'Savolainen',
      'Lahtinen',
      'Ahonen',
    ],
    streets: [
      'Mannerheimintie',
      'Hämeenkatu',
      'Kauppakatu',
      'Koulukatu',
      'Rantatie',
      'Puistokatu',
      'Kirkkokatu',
      'Asemakatu',
      'Koivukuja',
      'Metsätie',
      'Rinnetie',
      'Myllytie',
      'Kalevankatu',
      'Aleksanterinkatu',
      'Satamakatu',
      'Peltotie',
      'Kuusitie',
      'Harjutie',
      'Lehtokatu',
      'Sepänkatu',
    ],
    cities: [
      ['Helsinki', '00'],
      ['Espoo', '02'],
      ['Vantaa', '01'],
      ['Turku', '20'],
      ['Tampere', '33'],
      ['Oulu', '90'],
      ['Jyväskylä', '40'],
      ['Kuopio', '70'],
      ['Lahti', '15'],
      ['Pori', '28'],
      ['Joensuu', '80'],
      ['Lappeenranta', '53'],
      ['Hämeenlinna', '13'],
      ['Seinäjoki', '60'],
      ['Rovaniemi', '96'],
      ['Kotka', '48'],
      ['Mikkeli', '50'],
      ['Salo', '24'],
      ['Rauma', '26'],
      ['Kokkola', '67'],
    ],
    mobile: ['35840', '35841', '35844', '35845', '35850'],
  },
  'finland-swedish': {
    male: ['Johan', 'Mikael', 'Henrik', 'Fredrik', 'Stig', 'Rolf', 'Bo', 'Ulf', 'Carl', 'Kaj', 'Lars', 'Anders', 'Göran', 'Bengt', 'Tor'],
    female: [
      'Ann-Christin',
      'Gunilla',
      'Britt-Marie',
      'Marita',
      'Camilla',
      'Susanne',
      'Monica',
      'Ulrika',
      'Birgitta',
      'Solveig',
      'Anna',
      'Karin',
      'Ingrid',
      'Margareta',
      'Maj-Britt',
    ],
    last: [
      'Lindholm',
      'Holmström',
      'Nyberg',
      'Sundqvist',
      'Björklund',
      'Lindroos',
      'Ekholm',
      'Stenroos',
      'Grönqvist',
      'Nyman',
      'Blomqvist',
      'Westerlund',
      'Forsman',
      'Backman',
      'Sjöholm',
      'Enqvist',
      'Lindfors',
      'Wikström',
      'Öhman',
      'Granholm',
    ],
    streets: [
      'Storgatan',
      'Strandvägen',
      'Skolgatan',
      'Kyrkogatan',
      'Handelsesplanaden',
      'Sandviksgatan',
      'Björkvägen',
      'Nylandsgatan',
      'Sjövägen',
      'Hamngatan',
      'Smedsgatan',
      'Ängsvägen',
      'Backavägen',
      'Tallvägen',
    ],
    cities: [
      ['Helsingfors', '00'],
      ['Esbo', '02'],
      ['Åbo', '20'],
      ['Vasa', '65'],
      ['Borgå', '06'],
      ['Jakobstad', '68'],
      ['Karleby', '67'],
      ['Ekenäs', '10'],
      ['Kristinestad', '64'],
      ['Närpes', '64'],
      ['Mariehamn', '22'],
      ['Lovisa', '07'],
      ['Kyrkslätt', '02'],
      ['Pargas', '21'],
    ],
    mobile: ['35840', '35841', '35844', '35845', '35850'],
  },
  swedish: {
    male: SV_FIRST_M,
    female: SV_FIRST_F,
    last: [
      'Andersson',
      'Johansson',
      'Karlsson',
      'Nilsson',
      'Eriksson',
      'Larsson',
      'Olsson',
      'Persson',
      'Svensson',
      'Gustafsson',
      'Pettersson',
      'Jonsson',
      'Jansson',
      'Hansson',
      'Bengtsson',
      'Lindberg',
      'Lindström',
      'Lindqvist',
      'Berglund',
      'Sjöberg',
      'Åberg',
      'Holm',
      'Forsberg',
      'Söderberg',
      'Nyström',
    ],
    streets: [
      'Storgatan',
      'Drottninggatan',
      'Kungsgatan',
      'Vasagatan',
      'Skolgatan',
      'Björkvägen',
      'Ringvägen',
      'Parkvägen',
      'Sveavägen',
      'Linnégatan',
      'Järnvägsgatan',
      'Östra Långgatan',
      'Nygatan',
      'Trädgårdsgatan',
      'Kyrkvägen',
      'Ekvägen',
      'Bäckvägen',
      'Hantverkargatan',
    ],
    cities: [
      ['Stockholm', '11'],
      ['Göteborg', '41'],
      ['Malmö', '21'],
      ['Uppsala', '75'],
      ['Västerås', '72'],
      ['Örebro', '70'],
      ['Linköping', '58'],
      ['Helsingborg', '25'],
      ['Jönköping', '55'],
      ['Norrköping', '60'],
      ['Lund', '22'],
      ['Umeå', '90'],
      ['Gävle', '80'],
      ['Borås', '50'],
      ['Eskilstuna', '63'],
      ['Södertälje', '15'],
      ['Karlstad', '65'],
      ['Växjö', '35'],
      ['Halmstad', '30'],
      ['Sundsvall', '85'],
    ],
    mobile: ['4670', '4672', '4673', '4676', '4679'],
  },
  'uk-english': {
    male: [
      'John',
      'David',
      'Michael',
      'Peter',
      'Robert',
      'James',
      'William',
      'Richard',
      'Paul',
      'Stephen',
      'Christopher',
      'George',
      'Brian',
      'Alan',
      'Ian',
      'Graham',
      'Keith',
      'Colin',
      'Trevor',
      'Derek',
    ],
    female: [
      'Margaret',
      'Susan',
      'Patricia',
      'Elizabeth',
      'Mary',
      'Sarah',
      'Jean',
      'Linda',
      'Janet',
      'Carol',
      'Barbara',
      'Ann',
      'Christine',
      'Helen',
      'Karen',
      'Jennifer',
      'Pauline',
      'Joan',
      'Sandra',
      'Dorothy',
    ],
    last: [
      'Smith',
      'Jones',
      'Williams',
      'Taylor',
      'Brown',
      'Davies',
      'Evans',
      'Wilson',
      'Thomas',
      'Johnson',
      'Roberts',
      'Robinson',
      'Thompson',
      'Wright',
      'Walker',
      'White',
      'Edwards',
      'Hughes',
      'Green',
      'Hall',
      'Wood',
      'Harris',
      'Lewis',
      'Martin',
      'Jackson',
      'Clarke',
      'Turner',
      'Hill',
      'Scott',
      "O'Neill",
    ],
    streets: [
      'High Street',
      'Station Road',
      'Church Lane',
      'Victoria Road',
      'Park Avenue',
      'Queens Road',
      'Mill Lane',
      'The Green',
      'Kings Road',
      'Manor Way',
      'London Road',
      'Green Lane',
      'Church Street',
      'Springfield Road',
      'Windsor Close',
      'Orchard Way',
      'Grange Road',
      'York Road',
    ],
    cities: [
      ['London', 'SW'],
      ['London', 'SE'],
      ['London', 'N'],
      ['London', 'E'],
      ['London', 'NW'],
      ['Manchester', 'M'],
      ['Birmingham', 'B'],
      ['Leeds', 'LS'],
      ['Glasgow', 'G'],
      ['Bristol', 'BS'],
      ['Liverpool', 'L'],
      ['Edinburgh', 'EH'],
      ['Sheffield', 'S'],
      ['Cardiff', 'CF'],
      ['Newcastle upon Tyne', 'NE'],
      ['Nottingham', 'NG'],
      ['Leicester', 'LE'],
      ['Brighton', 'BN'],
      ['Southampton', 'SO'],
      ['Norwich', 'NR'],
      ['York', 'YO'],
      ['Bath', 'BA'],
      ['Exeter', 'EX'],
      ['Belfast', 'BT'],
    ],
    mobile: ['447'],
  },
};

/** Spec 01 §4 "Closing an order": the quick options. */
const CLOSE_REASONS = ['Age', '3rd party', 'Nothing to send', "Don't trust us", "Didn't know about invoice", 'Invoice paid', 'No information'];
const GENERAL_MESSAGES = [
  'Prefers calls after 16:00',
  'Hard of hearing, speak slowly',
  'If no answer, call the daughter',
  'Has more items coming later',
  'Wants the offer by email',
];
const REVALUATION_MESSAGES = [
  'Client disputes the weight, please check again',
  'Please re-check the fineness of the ring',
  'Stones were not deducted?',
  'Client says the chain is 18 carat',
];
const VALUATION_MESSAGES = ['Stones removed from weight', 'Includes gold-plated items of no value', 'Dental gold included', 'Broken chain, weighed as scrap'];
const WELCOME_MESSAGES = ['Security bag sent, client knows what to do', 'Client will send items this week', 'Explained insurance and return'];
const AFTER_CALL_MESSAGES = ['Client promised to send next week', 'Bag got lost, will look for it', 'Still collecting items'];

// ---------------------------------------------------------------------------------------------
// SQL building helpers (all values are ours, quoted here; nothing comes from users)

function round2(x: number) {
  return Math.round(x * 100) / 100;
}
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
// Parenthesised, so a subscript after them is not read as part of the cast ("::int[][i]").
const textArray = (xs: readonly string[]) => `(ARRAY[${xs.map(lit).join(',')}]::text[])`;
const intArray = (xs: readonly number[]) => `(ARRAY[${xs.map(x => String(Math.trunc(x))).join(',')}]::int[])`;
const numArray = (xs: readonly number[]) => `(ARRAY[${xs.map(x => String(x)).join(',')}]::numeric[])`;
/** One element of an array, chosen by a uniform [0,1) expression. */
const pickFrom = (array: string, length: number, u: string) => `(${array})[1 + floor((${u}) * ${length})::int]`;
const pickText = (xs: readonly string[], u: string) => pickFrom(textArray(xs), xs.length, u);
const pickId = (ids: readonly number[], u = 'random()') => (ids.length ? pickFrom(intArray(ids), ids.length, u) : 'NULL::int');
/** A weighted choice among SQL expressions, by a uniform [0,1) expression. */
function weighted(choices: readonly (readonly [string, number])[], u: string): string {
  const usable = choices.filter(([, w]) => w > 0);
  if (usable.length === 1) return usable[0][0];
  const total = usable.reduce((sum, [, w]) => sum + w, 0);
  let acc = 0;
  const whens = usable.slice(0, -1).map(([value, w]) => {
    acc += w;
    return `WHEN ${u} < ${acc / total} THEN ${value}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${usable[usable.length - 1][0]} END`;
}
/** CASE over a text column, with one branch per key. */
function caseOf<K extends string>(column: string, keys: readonly K[], branch: (key: K) => string): string {
  return `CASE ${column} ${keys.map(k => `WHEN ${lit(k)} THEN ${branch(k)}`).join(' ')} END`;
}
const digits = (n: number) => `lpad(floor(random() * ${10 ** n})::bigint::text, ${n}, '0')`;
const DAY = `interval '1 day'`;
/**
 * Each generation step is a subquery reading the columns of the one below. OFFSET 0 keeps the
 * planner from flattening them: flattened, every reference to a computed column repeats its whole
 * expression, and the stage choice alone would be evaluated dozens of times per row.
 */
const fence = (sql: string) => `${sql} OFFSET 0`;

// ---------------------------------------------------------------------------------------------
// Staff and materials the generated orders refer to

export interface Staff {
  /** Buyers who take phone orders, with their team (callers are matched to the order's team). */
  callers: {id: number; team: string | null}[];
  /** Every buyer: targets of call transfers. */
  buyers: number[];
  webBuyers: number[];
  coldCallers: number[];
  packagers: number[];
  receivers: number[];
  valuators: number[];
  tellers: number[];
  payers: number[];
  bursars: number[];
  customerService: number[];
}

interface MemberRow {
  id: number;
  team: string | null;
  buyer: boolean;
  buyerweborder: boolean;
  iscoldcaller: boolean;
  packager: boolean;
  receiver: boolean;
  valuation: boolean;
  teller: boolean;
  payer: boolean;
  bursar: boolean;
  customer: boolean;
}

function staffFrom(members: MemberRow[]): Staff {
  const ids = (test: (m: MemberRow) => boolean) => members.filter(test).map(m => m.id);
  const buyers = members.filter(m => m.buyer);
  // Plain buyers take the phone orders; web-order buyers and cold callers only when there is nobody else.
  const plain = buyers.filter(m => !m.buyerweborder && !m.iscoldcaller);
  const callers = (plain.length ? plain : buyers).map(m => ({id: m.id, team: m.team}));
  const web = ids(m => m.buyer && m.buyerweborder);
  const cold = ids(m => m.buyer && m.iscoldcaller);
  return {
    callers,
    buyers: buyers.map(m => m.id),
    webBuyers: web.length ? web : callers.map(c => c.id),
    coldCallers: cold.length ? cold : buyers.map(m => m.id),
    packagers: ids(m => m.packager),
    receivers: ids(m => m.receiver),
    valuators: ids(m => m.valuation),
    tellers: ids(m => m.teller),
    payers: ids(m => m.payer),
    bursars: ids(m => m.bursar),
    customerService: ids(m => m.customer),
  };
}

const MEMBER_ROW_SQL = `SELECT id, team, buyer, buyerweborder, iscoldcaller, packager, receiver, valuation, teller, payer, bursar, customer
  FROM members`;

async function loadStaff(db: Client): Promise<Staff> {
  const {rows} = await db.query<MemberRow>(`${MEMBER_ROW_SQL} WHERE isactive ORDER BY id`);
  return staffFrom(rows);
}

interface MaterialChoice {
  /** The material's id, which a product names as its density (as the valuation form saves it). */
  id?: number;
  fineness: number;
  name: string;
  price: number;
}
interface Materials {
  gold: MaterialChoice[];
  silver: MaterialChoice[];
}

/** Gold and silver materials with a fineness in their name; the defaults when the table has none. */
async function loadMaterials(db: Client): Promise<Materials> {
  const {rows} = await db.query<{id: number; name: string; price: string; category: string}>(
    `SELECT id, name, price, category FROM materials WHERE category IN ('gold', 'silver') ORDER BY id`,
  );
  const parse = (list: {id?: number; name: string; price: number | string; category: string}[], category: string) =>
    list
      .filter(r => r.category === category && /\d{3}/.test(r.name) && Number(r.price) > 0)
      .map(r => ({id: r.id, fineness: Number(/(\d{3})/.exec(r.name)![1]), name: r.name, price: Number(r.price)}));
  const gold = parse(rows, 'gold');
  const silver = parse(rows, 'silver');
  return {
    gold: gold.length ? gold : parse([...DEFAULT_MATERIALS], 'gold'),
    silver: silver.length ? silver : parse([...DEFAULT_MATERIALS], 'silver'),
  };
}

async function insertMissingMaterials(db: Client): Promise<number> {
  let added = 0;
  for (const m of DEFAULT_MATERIALS) {
    const res = await db.query(
      `INSERT INTO materials (name, price, category)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM materials WHERE lower(name) = lower($1))`,
      [m.name, m.price, m.category],
    );
    added += res.rowCount ?? 0;
  }
  return added;
}

interface NewMember {
  name: string;
  username: string;
  team: Team;
  flags: RoleFlag[];
  buyerCommission: number;
  phone: string;
  password: {passwordHash: string; salt: string};
}

async function insertMember(db: Client, m: NewMember): Promise<MemberRow> {
  const home = TEAM_HOME[m.team];
  const flagColumns = ROLE_FLAGS.map(f => f.toLowerCase());
  const flagValues = ROLE_FLAGS.map(f => m.flags.includes(f));
  const columns = ['name', 'username', 'phone', 'buyercommission', 'preferlanguage', 'prefercountry', 'team', 'location', 'isactive', ...flagColumns];
  const values = [m.name, m.username, m.phone, m.buyerCommission, home.language, home.country, m.team, home.location, true, ...flagValues];
  const {rows} = await db.query<MemberRow>(
    `INSERT INTO members (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING id, team, buyer, buyerweborder, iscoldcaller, packager, receiver, valuation, teller, payer, bursar, customer`,
    values,
  );
  await db.query('INSERT INTO member_credentials (memberid, passwordhash, salt) VALUES ($1, $2, $3)', [rows[0].id, m.password.passwordHash, m.password.salt]);
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// The batch statement

export interface BatchOptions {
  orders: number;
  clients: number;
  /** 'even': stage by row number (every status label gets the same share); 'realistic': by age. */
  mode: 'even' | 'realistic';
  /** Oldest createdAt, in days before now. */
  spanDays: number;
  /**
   * Realistic mode: the part [from, from + width) of the order-age distribution this batch covers,
   * oldest first, so order numbers grow with createdAt across batches.
   */
  slice?: {from: number; width: number};
  staff: Staff;
  materials: Materials;
}

/** Uniform randoms drawn once per order and kept in the plan, so each one can be read several times. */
const PLAN_RANDOMS = [
  'u_age',
  'u_stage',
  'u_closep',
  'u_closet',
  'u_j',
  'u_team',
  'u_web',
  'u_xfer',
  'u_xfer2',
  'u_cold',
  'u_gold',
  'u_gold0',
  'u_goldw',
  'u_silver',
  'u_silver0',
  'u_silverw',
  'u_other',
  'u_out',
  'u_rev',
  'u_rev2',
  'u_wc',
  'u_wct',
  'u_ac',
  'u_act',
  'u_sms',
  'u_ship',
  'u_reason',
  'u_method',
  'u_factor',
  'u_pkg',
  'u_msg',
  'u_msg2',
];

/**
 * Per order: its stage s, its age in days and createdAt, and p, the stage whose flags it carries
 * (for a closed order, the stage it was closed at). The randoms are drawn once per order in the
 * fenced base subquery, so every later reference to a u_* sees the same value.
 */
function planSql(o: BatchOptions): string {
  const base = `SELECT g, 1 + (g - 1) % ${o.clients} AS k, ${PLAN_RANDOMS.map(u => `random() AS ${u}`).join(', ')}
    FROM generate_series(1, ${o.orders}) AS g`;
  const maxAge = (s: StageDef) => Math.min(s.maxAgeDays, o.spanDays);
  let staged: string;
  if (o.mode === 'even') {
    const mins = numArray(STAGES.map(s => s.minAgeDays));
    const maxs = numArray(STAGES.map(maxAge));
    staged = `SELECT b.*, (${mins}[b.s + 1] + b.u_age::numeric * (${maxs}[b.s + 1] - ${mins}[b.s + 1]))::float8 AS age
      FROM (${fence(`SELECT a.*, (a.g - 1) % ${STAGES.length} AS s FROM (${fence(base)}) a`)}) b`;
  } else {
    // Order volume grew linearly over the span: age density falls linearly to 0 at spanDays, so
    // age = span * (1 - sqrt(v)) for uniform v (v = 0 the oldest). This batch covers its slice of v.
    const {from, width} = o.slice ?? {from: 0, width: 1};
    const aged = `SELECT a.*, ${o.spanDays} * (1 - sqrt(least(1, ${from} + a.u_age * ${width}))) AS age FROM (${fence(base)}) a`;
    // Buyers reach most clients within a day of the welcome-call date, so few young orders are
    // still waiting for theirs after that: each buyer's open list is a day's calls plus a tail.
    const young = (s: StageDef, i: number) =>
      i === ST.packaged ? `CASE WHEN b.age > ${WELCOME_CALL_DAYS + 1} THEN ${s.youngWeight * 0.15} ELSE ${s.youngWeight} END` : `${s.youngWeight}`;
    const weights = STAGES.map(
      (s, i) => `CASE WHEN b.age >= ${s.minAgeDays} AND b.age <= ${maxAge(s)}
        THEN CASE WHEN b.age < ${COLD_CASE_DAYS} THEN (${young(s, i)})::float8 ELSE ${s.oldWeight}::float8 END ELSE 0::float8 END AS w${i}`,
    );
    const sumTo = (i: number) => Array.from({length: i + 1}, (_, j) => `c.w${j}`).join(' + ');
    const total = sumTo(STAGES.length - 1);
    const choose = STAGES.slice(0, -1)
      .map((_, i) => `WHEN c.u_stage * (${total}) < ${sumTo(i)} THEN ${i}`)
      .join(' ');
    staged = `SELECT c.*, CASE ${choose} ELSE ${STAGES.length - 1} END AS s
      FROM (${fence(`SELECT b.*, ${weights.join(', ')} FROM (${fence(aged)}) b`)}) c`;
  }
  // Closed orders were closed at some earlier stage: mostly before arrival, some after a declined offer.
  const closedAt = `CASE WHEN d.s <> ${ST.closed} THEN d.s
      WHEN d.age >= 20 AND d.u_closep < 0.10 THEN ${ST.tellered}
      WHEN d.age >= 6 AND d.u_closep < 0.65 THEN ${ST.welcomeCallDone}
      WHEN d.age >= 1.5 AND d.u_closep < 0.90 THEN ${ST.packaged}
      WHEN d.u_closep < 0.95 THEN ${ST.inPackager}
      ELSE ${ST.waiting} END`;
  return `SELECT d.*, now() - d.age * ${DAY} AS created, ${closedAt} AS p FROM (${fence(staged)}) d`;
}

/** One client per plan k, created just before its first order, with a country-consistent language. */
function clientsSql(): string {
  const countries = COUNTRIES.map(c => [lit(c), COUNTRY_PROFILE[c].weight] as const);
  const languages = caseOf('z.country', COUNTRIES, c =>
    weighted(
      COUNTRY_PROFILE[c].languages.map(([l, w]) => [lit(l), w] as const),
      'z.u_lang',
    ),
  );
  const languageKeys = LANGUAGES;
  const first = caseOf(
    'y.language',
    languageKeys,
    l => `CASE WHEN y.male THEN ${pickText(LOCALES[l].male, 'y.u_first')} ELSE ${pickText(LOCALES[l].female, 'y.u_first')} END`,
  );
  const last = caseOf('y.language', languageKeys, l => pickText(LOCALES[l].last, 'y.u_last'));
  const city = caseOf('y.language', languageKeys, l =>
    pickText(
      LOCALES[l].cities.map(c => c[0]),
      'y.u_city',
    ),
  );
  const zipStart = (l: Language) =>
    pickText(
      LOCALES[l].cities.map(c => c[1]),
      'y.u_city',
    );
  const ukLetter = `substr('ABDEFGHJLNPQRSTUWXYZ', 1 + floor(random() * 20)::int, 1)`;
  const zip = caseOf('y.language', languageKeys, l => {
    // Finland: 5 digits (most end in 0); Sweden: 'NNN NN'; UK: a postcode such as 'SW11 4AB'.
    if (l === 'swedish') return `${zipStart(l)} || ${digits(1)} || ' ' || ${digits(2)}`;
    if (l === 'uk-english') return `${zipStart(l)} || (1 + floor(random() * 19))::int || ' ' || ${digits(1)} || ${ukLetter} || ${ukLetter}`;
    return `${zipStart(l)} || ${digits(2)} || '0'`;
  });
  const houseNumber = `(1 + floor(random() * 80))::int`;
  const address = caseOf('y.language', languageKeys, l => {
    const street = pickText(LOCALES[l].streets, 'y.u_street');
    if (l === 'uk-english') {
      return `CASE WHEN random() < 0.1 THEN 'Flat ' || (1 + floor(random() * 12))::int || ', ' ELSE '' END || ${houseNumber} || ' ' || ${street}`;
    }
    if (l === 'swedish') return `${street} || ' ' || ${houseNumber} || CASE WHEN random() < 0.15 THEN 'B' ELSE '' END`;
    return `${street} || ' ' || ${houseNumber} || CASE WHEN random() < 0.35 THEN ' ' || substr('ABCDEF', 1 + floor(random() * 6)::int, 1) || ' ' || (1 + floor(random() * 40))::int ELSE '' END`;
  });
  const phone = caseOf('y.language', languageKeys, l => {
    const prefix = pickText(LOCALES[l].mobile, 'random()');
    return `${prefix} || ${digits(l === 'uk-english' ? 9 : 7)}`;
  });
  const l1 = `SELECT k, min(created) - random() * interval '20 minutes' AS createdat,
      random() AS u_country, random() AS u_lang, random() AS u_gender, random() AS u_first, random() AS u_last,
      random() AS u_city, random() AS u_street, random() AS u_bank, random() AS u_email, random() AS u_birth
    FROM plan GROUP BY k`;
  const l2 = `SELECT z0.*, ${weighted(countries, 'z0.u_country')} AS country FROM (${fence(l1)}) z0`;
  const l3 = `SELECT z.*, ${languages} AS language,
      z.u_gender < 0.48 OR (z.u_gender >= 0.97 AND z.u_gender < 0.985) AS male,
      CASE WHEN z.u_gender >= 0.97 THEN 'unknown' WHEN z.u_gender < 0.48 THEN 'male' ELSE 'female' END AS gender
    FROM (${fence(l2)}) z`;
  const l4 = `SELECT y.*, ${first} AS firstname, ${last} AS lastname, ${city} AS city, ${zip} AS zip,
      ${address} AS address, ${phone} AS phone,
      1930 + floor(35 * (y.u_birth + random()))::int AS birthyear,
      CASE y.country WHEN 'finland' THEN ${digits(14)} WHEN 'sweden' THEN ${digits(10)} || ${digits(10)} END AS bban
    FROM (${fence(l3)}) y`;
  // IBAN check digits by ISO 7064 mod 97 (F=15 I=18, S=28 E=14), so the teller's IBAN check passes.
  const l5 = `SELECT x.*,
      CASE WHEN x.u_email < 0.6 THEN translate(lower(x.firstname || '.' || x.lastname), 'äöåéü -''', 'aoaeu')
        || (10 + floor(random() * 90))::int || '@example.com' END AS email,
      CASE WHEN x.u_bank >= 0.7 THEN NULL
        WHEN x.country = 'finland' THEN 'FI' || lpad((98 - (x.bban || '151800')::numeric % 97)::int::text, 2, '0') || x.bban
        WHEN x.country = 'sweden' THEN 'SE' || lpad((98 - (x.bban || '281400')::numeric % 97)::int::text, 2, '0') || x.bban
      END AS iban,
      CASE WHEN x.u_bank < 0.7 AND x.country = 'uk' THEN ${digits(2)} || '-' || ${digits(2)} || '-' || ${digits(2)} END AS uksortcode,
      CASE WHEN x.u_bank < 0.7 AND x.country = 'uk' THEN ${digits(8)} END AS ukaccountnumber
    FROM (${fence(l4)}) x ORDER BY x.createdat`;
  // Numbered in createdAt order (nextval above the sorted subquery), so client numbers grow with time.
  return `SELECT nextval('client_number_seq') AS clientnumber, w.* FROM (${fence(l5)}) w`;
}

/** The orders' columns, level by level; every flag follows from the stage p (see STAGES). */
function ordersSql(o: BatchOptions): {columns: string[]; select: string} {
  const {staff, materials} = o;
  const at = (days: number) => `least(d.created + ${days} * d.jit * ${DAY}, now())`;
  const teamChoice = caseOf('n.country', COUNTRIES, c =>
    weighted(
      COUNTRY_PROFILE[c].teams.map(([t, w]) => [lit(t), w] as const),
      'n.u_team',
    ),
  );
  const goldIndex = caseOf('n.country', COUNTRIES, c =>
    weighted(
      materials.gold.map((m, i) => [String(i + 1), GOLD_MIX[c][m.fineness] ?? 3] as const),
      'n.u_gold',
    ),
  );
  const silverIndex = weighted(
    materials.silver.map((m, i) => [String(i + 1), SILVER_MIX[m.fineness] ?? 5] as const),
    'n.u_silver',
  );
  const goldPrice = (i: string) => `${numArray(materials.gold.map(m => m.price))}[${i}]`;
  const silverPrice = (i: string) => `${numArray(materials.silver.map(m => m.price))}[${i}]`;

  // Callers belong to the order's team when the team has a buyer.
  const allCallers = staff.callers.map(c => c.id);
  const teamCallers = TEAMS.map(t => [t, staff.callers.filter(c => c.team === t).map(c => c.id)] as const).filter(([, ids]) => ids.length > 0);
  const phoneCaller = teamCallers.length
    ? `CASE d.team ${teamCallers.map(([t, ids]) => `WHEN ${lit(t)} THEN ${pickId(ids, 'd.u_xfer2')}`).join(' ')} ELSE ${pickId(allCallers, 'd.u_xfer2')} END`
    : pickId(allCallers, 'd.u_xfer2');

  const joined = `SELECT pl.*, cl.country, cl.language, cl.address, cl.zip, cl.city, ci.id AS clientid
    FROM plan pl JOIN cl ON cl.k = pl.k JOIN ci ON ci.clientnumber = cl.clientnumber ORDER BY pl.created`;
  // Numbered in createdAt order, like the clients.
  const numbered = `SELECT nextval('order_number_seq') AS onum, j.* FROM (${fence(joined)}) j`;
  const level1 = `SELECT n.*, ${teamChoice} AS team, 0.85 + 0.3 * n.u_j AS jit,
      n.u_web < 0.15 AS web,
      n.p >= ${ST.inPackager} OR n.u_ship < 0.5 AS shipreg,
      n.p >= ${ST.inPackager} AS inpackager,
      n.p >= ${ST.packaged} AS packaged,
      n.p = ${ST.welcomeCallDone} OR (n.p >= ${ST.received} AND n.u_wc < 0.85) AS wcdone,
      n.p >= ${ST.received} AS received,
      n.p >= ${ST.valued} AS valued,
      n.p = ${ST.inRevaluation} AS rtv,
      n.p = ${ST.revaluated} OR (n.p IN (${ST.paid}, ${ST.complete}) AND n.u_rev < 0.1) AS revalued,
      n.p IN (${ST.tellered}, ${ST.paid}, ${ST.complete}) OR (n.p = ${ST.revaluated} AND n.u_rev2 < 0.5) AS tellered,
      n.p = ${ST.complete} AS complete,
      n.s = ${ST.closed} AS closed,
      -- 0 offer accepted, 1 declined, 2 donation. Paid orders were accepted or donated; closed
      -- orders that got as far as the teller were declined and sent back.
      CASE WHEN n.s = ${ST.closed} THEN 1
        WHEN n.p = ${ST.paid} THEN CASE WHEN n.u_out < 0.9 THEN 0 ELSE 2 END
        WHEN n.u_out < 0.8 THEN 0 WHEN n.u_out < 0.92 THEN 1 ELSE 2 END AS outcome,
      -- Days from creation to closing, by the stage it was closed at.
      CASE WHEN n.s <> ${ST.closed} THEN NULL
        WHEN n.p <= ${ST.inPackager} THEN 0.1 + 0.8 * n.u_closet
        WHEN n.p = ${ST.packaged} THEN 1 + 3 * n.u_closet
        WHEN n.p = ${ST.welcomeCallDone} THEN 5 + n.u_closet * (least(n.age, 90) - 5)
        ELSE 18.5 + 2 * n.u_closet END AS closeoff0,
      ${goldIndex} AS gi, ${silverIndex} AS si,
      n.u_gold0 < 0.1 AS gold0
    FROM (${fence(numbered)}) n`;
  // Orders with a teller decision always hold some metal (a zero offer cannot be approved).
  const level2 = `SELECT d.*,
      CASE WHEN d.web THEN ${pickId(staff.webBuyers, 'd.u_xfer2')} ELSE ${phoneCaller} END AS callerid,
      least(d.closeoff0, d.age * 0.98) AS closeoff,
      d.closed AND d.p = ${ST.welcomeCallDone} AND least(d.closeoff0, d.age * 0.98) > ${COLD_CASE_DAYS} AS coldclose,
      d.p IN (${ST.packaged}, ${ST.welcomeCallDone}) AND NOT d.closed AND d.age > ${COLD_CASE_DAYS + 1} AND d.u_cold < 0.6 AS coldopen,
      d.p >= ${ST.paid} AND d.outcome <> 1 AS paid,
      CASE WHEN NOT d.valued THEN NULL WHEN d.gold0 THEN 0::numeric
        ELSE round((1.5 + 60 * d.u_goldw * d.u_goldw)::numeric, 3) END AS gw,
      CASE WHEN NOT d.valued THEN NULL
        WHEN d.u_silver0 < 0.7 AND NOT (d.gold0 AND d.p NOT IN (${ST.valued}, ${ST.inRevaluation})) THEN 0::numeric
        ELSE round((5 + 300 * d.u_silverw * d.u_silverw)::numeric, 3) END AS sw,
      CASE WHEN NOT d.valued THEN NULL WHEN d.u_other < 0.5 THEN 0::numeric
        ELSE round(((d.u_other - 0.5) * 60)::numeric, 3) END AS ow
    FROM (${fence(level1)}) d`;
  const level3 = `SELECT d.*,
      d.coldopen OR d.coldclose AS coldcase,
      CASE WHEN d.coldopen OR d.coldclose THEN ${pickId(staff.coldCallers)} END AS coldcasecallerid,
      CASE WHEN NOT d.closed THEN NULL WHEN d.p = ${ST.tellered} THEN 'boomerang' WHEN d.coldclose THEN 'phone'
        ELSE ${weighted(
          [
            ["'phone'", 75],
            ["'email'", 15],
            ["'boomerang'", 10],
          ],
          'd.u_method',
        )} END AS closemethod,
      CASE WHEN NOT d.closed THEN NULL WHEN d.p = ${ST.tellered} THEN 'Offer declined, items returned'
        WHEN d.coldclose THEN 'Closed by cold call' ELSE ${pickText(CLOSE_REASONS, 'd.u_reason')} END AS closereason,
      -- The sum of the products' prices, each the material's price (its factor) x weight in cents, as the valuation saves it.
      CASE WHEN d.valued THEN round(d.gw * ${goldPrice('d.gi')}, 2) + round(d.sw * ${silverPrice('d.si')}, 2) END AS price,
      -- The after call comes a week after the due date (spec 01 §9 "Business constants and limits"), only to orders still out then.
      d.p = ${ST.welcomeCallDone} AND d.age > 25 AND (NOT d.closed OR d.closeoff > 25) AND d.u_ac < 0.5 AS aftercalldone,
      d.u_xfer < 0.03 AS tempxfer,
      d.u_xfer >= 0.03 AND d.u_xfer < 0.05 AS permxfer,
      ${pickId(staff.buyers)} AS otherbuyer
    FROM (${fence(level2)}) d`;
  const level4 = `SELECT d.*,
      CASE WHEN d.packaged THEN ${at(OFFSET_DAYS.packaged)} END AS dpack,
      CASE WHEN d.wcdone THEN least(d.created + ${WELCOME_CALL_DAYS} * ${DAY} + d.u_wct * interval '8 hours', now()) END AS dwc,
      CASE WHEN d.received THEN ${at(OFFSET_DAYS.received)} END AS drec,
      CASE WHEN d.received AND d.u_sms < 0.6 THEN ${at(OFFSET_DAYS.arrivedSms)} END AS dsms,
      CASE WHEN d.valued THEN ${at(OFFSET_DAYS.valuation)} END AS dval,
      CASE WHEN d.revalued THEN ${at(OFFSET_DAYS.revaluation)} END AS drev,
      CASE WHEN d.tellered THEN ${at(OFFSET_DAYS.teller)} END AS dtel,
      CASE WHEN d.paid THEN ${at(OFFSET_DAYS.payed)} END AS dpay,
      CASE WHEN d.complete THEN ${at(OFFSET_DAYS.bursar)} END AS dbur,
      CASE WHEN d.closed THEN d.created + d.closeoff * ${DAY} END AS dclose,
      CASE WHEN d.aftercalldone THEN least(d.created + (${DUE_DATE_DAYS + 7} + 2 * d.u_act) * ${DAY}, now()) END AS dac,
      CASE WHEN d.coldclose THEN d.created + d.closeoff * ${DAY}
        WHEN d.coldopen THEN d.created + (${COLD_CASE_DAYS + 1} + (d.u_cold / 0.6) * (d.age - ${COLD_CASE_DAYS + 1})) * ${DAY} END AS dcold,
      CASE WHEN NOT d.closed THEN NULL
        WHEN d.closemethod = 'phone' THEN coalesce(CASE WHEN d.coldclose THEN d.coldcasecallerid END, d.callerid)
        ELSE coalesce(${pickId(staff.customerService)}, d.callerid) END AS closerid,
      CASE WHEN d.valued AND d.tellered THEN round(d.price * (0.97 + 0.06 * d.u_factor::numeric), 2) WHEN d.valued THEN d.price END AS offer0,
      d.gw + d.sw + d.ow AS mw
    FROM (${fence(level3)}) d`;

  const products = `CASE WHEN NOT d.valued THEN NULL ELSE
      CASE WHEN d.gw > 0 THEN jsonb_build_array(jsonb_build_object(
        'key', 'gold' || ${intArray(materials.gold.map(m => m.fineness))}[d.gi],
        'name', ${textArray(materials.gold.map(m => m.name))}[d.gi],
        'density', ${intArray(materials.gold.map(m => m.id ?? m.fineness))}[d.gi],
        'densityName', ${textArray(materials.gold.map(m => m.name))}[d.gi],
        'weight', d.gw, 'price', round(d.gw * ${goldPrice('d.gi')}, 2), 'factor', ${goldPrice('d.gi')}, 'inDeal', true)) ELSE '[]'::jsonb END
      || CASE WHEN d.sw > 0 THEN jsonb_build_array(jsonb_build_object(
        'key', 'silver' || ${intArray(materials.silver.map(m => m.fineness))}[d.si],
        'name', ${textArray(materials.silver.map(m => m.name))}[d.si],
        'density', ${intArray(materials.silver.map(m => m.id ?? m.fineness))}[d.si],
        'densityName', ${textArray(materials.silver.map(m => m.name))}[d.si],
        'weight', d.sw, 'price', round(d.sw * ${silverPrice('d.si')}, 2), 'factor', ${silverPrice('d.si')}, 'inDeal', true)) ELSE '[]'::jsonb END
    END`;
  // UPU-style tracking codes (JJFI... for Posti); unique because the order number is.
  const barcode = `CASE WHEN NOT d.shipreg THEN NULL
      WHEN d.country = 'finland' THEN 'JJFI6' || lpad(d.onum::text, 13, '0')
      WHEN d.country = 'sweden' THEN 'KS' || lpad(d.onum::text, 9, '0') || 'SE'
      ELSE 'KG' || lpad(d.onum::text, 9, '0') || 'GB' END`;

  const cols: [string, string][] = [
    ['ordernumber', 'd.onum'],
    // The database's rule (migration 013), the one shared's finnishReference mirrors.
    ['referencenumber', 'finnish_reference(d.onum)'],
    ['barcode', barcode],
    ['country', 'd.country'],
    ['language', 'd.language'],
    ['team', 'd.team'],
    ['address', 'd.address'],
    ['zip', 'd.zip'],
    ['city', 'd.city'],
    ['clientid', 'd.clientid'],
    ['callerid', `CASE WHEN d.permxfer AND d.otherbuyer <> d.callerid THEN d.otherbuyer ELSE d.callerid END`],
    ['originalcallerid', `CASE WHEN d.permxfer AND d.otherbuyer <> d.callerid THEN d.callerid END`],
    ['ispermanentlytransferred', `coalesce(d.permxfer AND d.otherbuyer <> d.callerid, false)`],
    ['assignedcallerid', `CASE WHEN d.tempxfer AND d.otherbuyer <> d.callerid THEN d.otherbuyer END`],
    ['istemporarilytransferred', `coalesce(d.tempxfer AND d.otherbuyer <> d.callerid, false)`],
    ['coldcasecallerid', 'd.coldcasecallerid'],
    ['valuatorid', `CASE WHEN d.valued THEN ${pickId(staff.valuators)} END`],
    ['revaluatorid', `CASE WHEN d.revalued THEN ${pickId(staff.valuators)} END`],
    ['packagerid', `CASE WHEN d.packaged THEN ${pickId(staff.packagers)} END`],
    ['receiverid', `CASE WHEN d.received THEN ${pickId(staff.receivers)} END`],
    ['tellerid', `CASE WHEN d.tellered THEN ${pickId(staff.tellers)} END`],
    ['payerid', `CASE WHEN d.paid THEN ${pickId(staff.payers)} END`],
    ['bursarid', `CASE WHEN d.complete THEN ${pickId(staff.bursars)} END`],
    ['closerid', 'd.closerid'],
    ['createdat', 'd.created'],
    ['updatedat', 'greatest(d.created, d.dpack, d.dwc, d.drec, d.dsms, d.dval, d.drev, d.dtel, d.dpay, d.dbur, d.dclose, d.dac, d.dcold)'],
    ['welcomecall', `d.created + ${WELCOME_CALL_DAYS} * ${DAY}`],
    ['duedate', `d.created + ${DUE_DATE_DAYS} * ${DAY}`],
    ['packageddate', 'd.dpack'],
    ['receiveddate', 'd.drec'],
    ['valuationdate', 'd.dval'],
    ['revaluationdate', 'd.drev'],
    ['tellerdate', 'd.dtel'],
    ['payed', 'd.dpay'],
    ['bursarhandledate', 'd.dbur'],
    ['closedate', 'd.dclose'],
    ['latestwelcomecall', 'd.dwc'],
    ['latestaftercall', 'd.dac'],
    ['latestcoldcall', 'd.dcold'],
    ['arrivedsmsdate', 'd.dsms'],
    ['arrivedsmssent', 'd.dsms IS NOT NULL'],
    ['isweborder', 'd.web'],
    ['termsaccepted', 'd.web OR d.tellered'],
    ['closed', 'd.closed'],
    ['closereason', 'd.closereason'],
    ['closemethod', 'd.closemethod'],
    ['isboomerang', `coalesce(d.closemethod = 'boomerang', false)`],
    ['isshipmentregistered', 'd.shipreg'],
    ['inpackager', 'd.inpackager'],
    ['ispackaged', 'd.packaged'],
    ['welcomecalldone', 'd.wcdone'],
    ['aftercalldone', 'd.aftercalldone'],
    ['iscoldcase', 'd.coldcase'],
    ['isreceived', 'd.received'],
    ['isvalued', 'd.valued'],
    ['returntovaluation', 'd.rtv'],
    ['isrevaluated', 'd.revalued'],
    ['istellered', 'd.tellered'],
    // A donation is an accepted offer given away, as the teller's approval records it (offerAccepted and isDonation).
    ['offeraccepted', 'd.tellered AND d.outcome <> 1'],
    ['offereddeclined', 'd.tellered AND d.outcome = 1'],
    ['isdonation', 'd.tellered AND d.outcome = 2'],
    ['ispaid', 'd.paid'],
    ['iscomplete', 'd.complete'],
    ['isbursarreturnmade', 'd.complete AND d.outcome = 1'],
    ['goldweight', 'd.gw'],
    ['silverweight', 'd.sw'],
    ['otherweight', 'd.ow'],
    ['materialweight', 'd.mw'],
    ['packageweight', `CASE WHEN d.valued THEN d.mw + round((20 + 60 * d.u_pkg)::numeric, 3) END`],
    ['price', 'd.price'],
    ['offer', 'd.offer0'],
    ['sekoffer', `CASE WHEN d.country = 'sweden' THEN round(d.offer0 * ${SEK_PER_EUR}, 2) END`],
    ['gbpoffer', `CASE WHEN d.country = 'uk' THEN round(d.offer0 * ${GBP_PER_EUR}, 2) END`],
    ['products', products],
    ['generalmessage', `CASE WHEN d.u_msg < 0.08 THEN ${pickText(GENERAL_MESSAGES, 'd.u_msg / 0.08')} END`],
    ['tellermessagefromvaluation', `CASE WHEN d.valued AND d.u_msg2 < 0.2 THEN ${pickText(VALUATION_MESSAGES, 'd.u_msg2 / 0.2')} END`],
    ['revaluationmessagefromteller', `CASE WHEN d.rtv OR d.revalued THEN ${pickText(REVALUATION_MESSAGES, 'd.u_msg2')} END`],
  ];
  return {
    columns: cols.map(([c]) => c),
    select: `SELECT ${cols.map(([, e]) => e).join(',\n      ')} FROM (${fence(level4)}) d`,
  };
}

/**
 * One or two call logs per order, consistent with its call flags and dates: the welcome call
 * (done, or not answered), then a cold call, an after call, the call that closed it, or an
 * earlier unanswered welcome-call attempt.
 */
function callLogsSql(): string {
  const second = `CASE WHEN o0.iscoldcase THEN 'cold'
      WHEN o0.aftercalldone THEN 'after'
      WHEN o0.closed AND o0.closemethod = 'phone' AND o0.welcomecalldone THEN 'closing'
      WHEN o0.welcomecalldone AND o0.u < 0.5 THEN 'retry' END`;
  return `SELECT v.type, v.event, v.message, v.memberid, o.id, v.createdat
    FROM (SELECT o0.*, ${second} AS second FROM (SELECT o1.*, random() AS u FROM o o1) o0) o
    CROSS JOIN LATERAL (VALUES
      ('WELCOME_CALL',
       CASE WHEN o.welcomecalldone THEN 'done' WHEN o.welcomecall > now() THEN 'callAgain' ELSE 'doesNotAnswer' END,
       CASE WHEN o.welcomecalldone THEN ${pickText(WELCOME_MESSAGES, 'o.u')} END,
       o.callerid,
       coalesce(o.latestwelcomecall, least(o.welcomecall, o.createdat + (now() - o.createdat) / 2))),
      (CASE o.second WHEN 'cold' THEN 'COLD_CALL' WHEN 'after' THEN 'AFTER_CALL' WHEN 'closing' THEN 'AFTER_CALL'
         WHEN 'retry' THEN 'WELCOME_CALL' END,
       CASE o.second WHEN 'cold' THEN CASE WHEN o.closed THEN 'close' ELSE 'doesNotAnswer' END
         WHEN 'after' THEN 'newDueDate'
         WHEN 'closing' THEN CASE WHEN o.closereason = 'Invoice paid' THEN 'invoicePaid' ELSE 'hasNotArrived' END
         ELSE 'doesNotAnswer' END,
       CASE o.second WHEN 'after' THEN ${pickText(AFTER_CALL_MESSAGES, 'o.u')}
         WHEN 'closing' THEN o.closereason WHEN 'cold' THEN o.closereason END,
       CASE o.second WHEN 'cold' THEN o.coldcasecallerid WHEN 'closing' THEN o.closerid ELSE o.callerid END,
       CASE o.second WHEN 'cold' THEN o.latestcoldcall WHEN 'after' THEN o.latestaftercall
         WHEN 'closing' THEN o.closedate ELSE o.latestwelcomecall - interval '3 hours' END)
    ) AS v(type, event, message, memberid, createdat)
    WHERE v.type IS NOT NULL`;
}

/** The whole batch as one statement: clients, then their orders, then the orders' call logs. */
export function batchSql(o: BatchOptions): string {
  const orders = ordersSql(o);
  return `WITH plan AS MATERIALIZED (${planSql(o)}),
  cl AS MATERIALIZED (${clientsSql()}),
  ci AS (
    INSERT INTO clients (clientnumber, firstname, lastname, gender, address, zip, city, country, language, phone,
      email, birthyear, iban, uksortcode, ukaccountnumber, createdat, updatedat)
    SELECT clientnumber, firstname, lastname, gender, address, zip, city, country, language, phone,
      email, birthyear, iban, uksortcode, ukaccountnumber, createdat, createdat
    FROM cl
    RETURNING id, clientnumber
  ),
  o AS (
    INSERT INTO orders (${orders.columns.join(', ')})
    ${orders.select}
    RETURNING id, callerid, coldcasecallerid, closerid, createdat, welcomecall, welcomecalldone, latestwelcomecall,
      aftercalldone, latestaftercall, iscoldcase, latestcoldcall, closed, closedate, closemethod, closereason
  ),
  l AS (
    INSERT INTO call_logs (type, event, message, memberid, orderid, createdat)
    ${callLogsSql()}
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM ci)::int AS clients, (SELECT count(*) FROM o)::int AS orders,
    (SELECT count(*) FROM l)::int AS calllogs`;
}

interface BatchCounts {
  clients: number;
  orders: number;
  callLogs: number;
}

/**
 * The batch statement is large and its estimated cost high, so PostgreSQL would JIT-compile it:
 * seconds of compiling for a statement that runs once (three times slower on 50,000 orders).
 */
const NO_JIT = 'SET jit = off';

async function runBatch(db: Client, o: BatchOptions): Promise<BatchCounts> {
  const {rows} = await db.query<{clients: number; orders: number; calllogs: number}>(batchSql(o));
  await db.query(PAYING_CLIENTS_BANK_SQL);
  await db.query(APPROVED_PAYEE_SQL);
  return {clients: rows[0].clients, orders: rows[0].orders, callLogs: rows[0].calllogs};
}

/**
 * The teller approves a paying offer only with the client's bank details (spec 02 §5 "Teller approval"), so a client
 * with an accepted, paid or payable offer (not a donation) has them: an IBAN with its check digits
 * (ISO 7064 mod 97, as the clients' own above) from the client's id, or a UK sort code and account.
 * The payer's lists can then pay every demo order they show.
 */
const PAYING_CLIENTS_BANK_SQL = `
  WITH paying AS (
    SELECT DISTINCT c.id, c.country, lpad((7000000 + c.id)::text, 14, '0') AS fi, lpad((5000000000 + c.id)::text, 20, '0') AS se
      FROM clients c JOIN orders o ON o.clientid = c.id
     WHERE o.istellered AND o.offeraccepted AND NOT o.isdonation
       AND ((c.country IN ('finland', 'sweden') AND c.iban IS NULL) OR (c.country = 'uk' AND (c.uksortcode IS NULL OR c.ukaccountnumber IS NULL))))
  UPDATE clients c SET
    iban = CASE p.country
      WHEN 'finland' THEN 'FI' || lpad((98 - (p.fi || '151800')::numeric % 97)::int::text, 2, '0') || p.fi
      WHEN 'sweden' THEN 'SE' || lpad((98 - (p.se || '281400')::numeric % 97)::int::text, 2, '0') || p.se
      ELSE c.iban END,
    uksortcode = CASE WHEN p.country = 'uk' THEN '08-99-99' ELSE c.uksortcode END,
    ukaccountnumber = CASE WHEN p.country = 'uk' THEN lpad((10000000 + p.id % 90000000)::text, 8, '0') ELSE c.ukaccountnumber END
    FROM paying p WHERE c.id = p.id`;

/**
 * The teller's approval of an accepted offer freezes its payee (shared's PayeeSnapshot), which the
 * payer's batch pays: the seed's approved orders get theirs from the client and order as seeded,
 * approved by the order's teller at its teller date.
 */
const APPROVED_PAYEE_SQL = `
  UPDATE orders o SET payee = ${APPROVED_PAYEE_JSON}
    FROM clients c
   WHERE c.id = o.clientid AND o.istellered AND o.offeraccepted AND o.payee IS NULL`;

// ---------------------------------------------------------------------------------------------
// npm run demo

export const DEMO_CLIENTS = 2000;
/** 200 orders per status label; some demo clients have a second order. */
export const DEMO_ORDERS = 200 * STAGES.length;
export const DEMO_SPAN_DAYS = 120;

export interface DemoResult extends BatchCounts {
  created: boolean;
  members: number;
  materials: number;
  seconds: number;
}

const DEMO_LOCK = 727275;

/**
 * Adds the demo staff (one member per role flag, password 'demo-password'), materials, greetings,
 * and about 2,000 clients with orders spread evenly over every status label, in one transaction.
 * Does nothing when demo-admin already exists.
 */
export async function runDemo(url: string, log: Log = () => {}): Promise<DemoResult> {
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  const none: DemoResult = {created: false, members: 0, materials: 0, clients: 0, orders: 0, callLogs: 0, seconds: 0};
  const db = new Client({connectionString: url});
  await db.connect();
  const present = async () => ((await db.query(`SELECT 1 FROM members WHERE lower(username) = $1`, [demoUsername('admin')])).rowCount ?? 0) > 0;
  try {
    if (await present()) {
      log('Demo data already present');
      return {...none, seconds: (Date.now() - started) / 1000};
    }
    // Hashing is slow on purpose (scrypt): do it before the transaction holds the database.
    const passwords = await Promise.all(ROLE_FLAGS.map(() => hashPassword(DEMO_PASSWORD)));
    await db.query('BEGIN');
    try {
      await db.query(NO_JIT);
      // Two demo runs at once: the second waits here and then sees demo-admin.
      await db.query('SELECT pg_advisory_xact_lock($1)', [DEMO_LOCK]);
      if (await present()) {
        await db.query('ROLLBACK');
        log('Demo data already present');
        return {...none, seconds: (Date.now() - started) / 1000};
      }
      const members: MemberRow[] = [];
      for (const [i, flag] of ROLE_FLAGS.entries()) {
        const flags = demoRoleFlags(flag);
        members.push(
          await insertMember(db, {
            name: `Demo ${ROLE_LABELS[flag]}`,
            username: demoUsername(flag),
            team: DEMO_TEAM[flag],
            flags,
            buyerCommission: flags.includes('buyer') ? 40 : 0,
            phone: `${TEAM_HOME[DEMO_TEAM[flag]].country === 'sweden' ? '46701' : '358401'}00${String(i).padStart(4, '0')}`,
            password: passwords[i],
          }),
        );
      }
      log(`staff: ${members.length} demo members, password '${DEMO_PASSWORD}' (${elapsed()})`);
      const materials = await insertMissingMaterials(db);
      log(`materials: ${materials} added (${elapsed()})`);
      const greetings = await db.query(`INSERT INTO greetings (fi, sv, svfi) SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM greetings)`, [
        GREETINGS.fi,
        GREETINGS.sv,
        GREETINGS.svFI,
      ]);
      log(`greetings: ${greetings.rowCount ? 'added' : 'already present'} (${elapsed()})`);
      // Only the demo members handle the demo orders, whoever else is on the staff.
      const counts = await runBatch(db, {
        orders: DEMO_ORDERS,
        clients: DEMO_CLIENTS,
        mode: 'even',
        spanDays: DEMO_SPAN_DAYS,
        staff: staffFrom(members),
        materials: await loadMaterials(db),
      });
      log(`clients: ${counts.clients}, orders: ${counts.orders}, call logs: ${counts.callLogs} (${elapsed()})`);
      log(`bursar: ${await addBursarDemoOrders(db)} orders paid, declined, donated or handled today (${elapsed()})`);
      await db.query('COMMIT');
      return {created: true, members: members.length, materials, ...counts, seconds: (Date.now() - started) / 1000};
    } catch (err) {
      await db.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------
// npm run seed

export interface SeedOptions {
  orders: number;
  /** Orders per statement (each committed on its own). */
  batchSize?: number;
  /** Draw a progress bar on stderr. */
  progress?: boolean;
  /** Makes the generated data reproducible (PostgreSQL's setseed before each batch). */
  randomSeed?: number;
  /** At least this many active phone buyers (seed buyers are added over the teams), so orders spread realistically. */
  buyers?: number;
}

/** A setseed() argument in [0, 1) for a batch, mixed from the run's seed (32-bit multiplicative hash). */
function batchSeed(seed: number, batch: number): number {
  return (Math.imul((seed | 0) ^ Math.imul(batch + 1, 0x9e3779b9), 2654435761) >>> 0) / 2 ** 32;
}

export interface SeedResult extends BatchCounts {
  seedBuyers: number;
  seconds: number;
}

export const SEED_SPAN_DAYS = 3 * 365;
export const SEED_CLIENTS_PER_ORDER = 0.3;
const SEED_BUYERS_PER_TEAM = 1;

/**
 * Without active buyers there is nobody to call: one seed buyer per team. With `minimum`, seed buyers
 * are added over the teams until that many plain phone buyers are active. Password 'seed-password'.
 */
async function ensureBuyers(db: Client, log: Log, minimum = 0): Promise<number> {
  const {rows} = await db.query<{n: number; plain: number}>(
    'SELECT count(*)::int AS n, (count(*) FILTER (WHERE NOT buyerweborder AND NOT iscoldcaller))::int AS plain FROM members WHERE isactive AND buyer',
  );
  const missing = rows[0].n === 0 ? Math.max(TEAMS.length * SEED_BUYERS_PER_TEAM, minimum) : Math.max(0, minimum - rows[0].plain);
  if (missing === 0) return 0;
  const taken = new Set((await db.query<{u: string}>(`SELECT lower(username) AS u FROM members WHERE lower(username) LIKE 'seed-buyer-%'`)).rows.map(r => r.u));
  const teams = Array.from({length: missing}, (_, i) => TEAMS[i % TEAMS.length]);
  const passwords = await Promise.all(teams.map(() => hashPassword(SEED_PASSWORD)));
  let n = 0;
  await db.query('BEGIN');
  try {
    for (const [i, team] of teams.entries()) {
      n++;
      while (taken.has(`seed-buyer-${n}`)) n++;
      await insertMember(db, {
        name: `Seed Buyer ${n}`,
        username: `seed-buyer-${n}`,
        team,
        flags: ['buyer'],
        buyerCommission: 40,
        phone: `35840900${String(n).padStart(4, '0')}`,
        password: passwords[i],
      });
    }
    await db.query('COMMIT');
  } catch (err) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
  log(`added ${teams.length} seed buyers (seed-buyer-N, password '${SEED_PASSWORD}')`);
  return teams.length;
}

/**
 * Generates `orders` orders over the last three years with about 0.3 clients and 1-2 call logs
 * per order, in committed batches. Stages follow the order's age: recent orders are spread over
 * the whole pipeline, old ones are complete or closed, or lingering cold cases.
 */
export async function runSeed(url: string, options: SeedOptions, log: Log = () => {}): Promise<SeedResult> {
  const total = options.orders;
  if (!Number.isInteger(total) || total < 0) throw new Error(`orders must be a whole number >= 0, got ${total}`);
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 50_000));
  const started = Date.now();
  const db = new Client({connectionString: url});
  await db.connect();
  try {
    // Each batch is its own transaction; waiting for the WAL flush of each buys nothing here.
    await db.query('SET synchronous_commit = off');
    await db.query(NO_JIT);
    const seedBuyers = await ensureBuyers(db, log, options.buyers);
    if ((await db.query('SELECT 1 FROM materials LIMIT 1')).rowCount === 0) await insertMissingMaterials(db);
    const staff = await loadStaff(db);
    const materials = await loadMaterials(db);
    const totals: BatchCounts = {clients: 0, orders: 0, callLogs: 0};
    const bar = options.progress ? new ProgressBar(total, 'orders') : undefined;
    bar?.update(0);
    for (let batch = 0; totals.orders < total; batch++) {
      const orders = Math.min(batchSize, total - totals.orders);
      if (options.randomSeed !== undefined) await db.query('SELECT setseed($1)', [batchSeed(options.randomSeed, batch)]);
      const counts = await runBatch(db, {
        orders,
        clients: Math.max(1, Math.round(orders * SEED_CLIENTS_PER_ORDER)),
        mode: 'realistic',
        spanDays: SEED_SPAN_DAYS,
        slice: {from: totals.orders / total, width: orders / total},
        staff,
        materials,
      });
      totals.clients += counts.clients;
      totals.orders += counts.orders;
      totals.callLogs += counts.callLogs;
      bar?.update(totals.orders);
    }
    bar?.finish();
    // Fresh statistics, so the first list queries on the new data get sensible plans.
    if (total > 0) await db.query('ANALYZE clients; ANALYZE orders; ANALYZE call_logs');
    return {...totals, seedBuyers, seconds: (Date.now() - started) / 1000};
  } finally {
    await db.end();
  }
}
