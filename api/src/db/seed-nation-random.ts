/**
 * What the national demo draws its people from: a seeded pseudo-random sequence (the same rows on
 * every start), names by gender and by ethnic group, the groups' shares among students, and
 * where people come from (mostly their campus's province).
 */
import { DISTRICTS, LOCAL_LEVELS } from './reference-data';

/** A pseudo-random sequence from a fixed seed (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/** One of `items`, each as likely as the others. */
export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('national demo: nothing to pick from');
  return item;
}

/** One of the weighted entries, in proportion to its weight. */
export function pickWeighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [item, weight] of entries) {
    left -= weight;
    if (left < 0) return item;
  }
  const last = entries.at(-1);
  if (!last) throw new Error('national demo: nothing to pick from');
  return last[0];
}

/** A whole number from `min` to `max`, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** The AD date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * First names, none of them a first name of the first demo set (whose tests find its people by
 * first name).
 */
export const FEMALE_NAMES = [
  'Alisha',
  'Anita',
  'Bimala',
  'Binita',
  'Durga',
  'Goma',
  'Menuka',
  'Nirmala',
  'Parbati',
  'Pramila',
  'Prakriti',
  'Pratima',
  'Radhika',
  'Rekha',
  'Reshma',
  'Rita',
  'Sabita',
  'Samjhana',
  'Sangita',
  'Sapana',
  'Sarala',
  'Shanti',
  'Sharmila',
  'Shristi',
  'Sushma',
  'Trishna',
  'Usha',
  'Yamuna',
] as const;
export const MALE_NAMES = [
  'Anil',
  'Arjun',
  'Bharat',
  'Bhupendra',
  'Bishnu',
  'Dilip',
  'Ganesh',
  'Gopal',
  'Jeevan',
  'Keshav',
  'Krishna',
  'Mahesh',
  'Manoj',
  'Naresh',
  'Niraj',
  'Pawan',
  'Purna',
  'Ramesh',
  'Roshan',
  'Rupak',
  'Sagar',
  'Sandip',
  'Sanjay',
  'Santosh',
  'Shiva',
  'Sunil',
  'Umesh',
  'Yubaraj',
] as const;

/** Surnames of each ethnic group of the setup (seed-setup.ts); a group not here uses its name. */
const SURNAMES: Record<string, readonly string[]> = {
  Kami: ['Bishwakarma', 'Sunar'],
  'Damai/Dholi': ['Pariyar', 'Nepali'],
  Sarki: ['Sarki', 'Mijar'],
  'Gandarbha (Gaine)': ['Gandharba'],
  'Chamar/Harijan/Ram': ['Ram'],
  Musahar: ['Sada'],
  'Dusadh/Paswan': ['Paswan'],
  Magar: ['Magar', 'Thapa Magar', 'Pun', 'Ale'],
  Tharu: ['Chaudhary', 'Tharu', 'Dangaura'],
  Tamang: ['Tamang', 'Lama', 'Moktan'],
  Newar: ['Shrestha', 'Maharjan', 'Shakya', 'Bajracharya', 'Pradhan'],
  Limbu: ['Limbu', 'Subba'],
  Chepang: ['Chepang', 'Praja'],
  Thakali: ['Thakali', 'Sherchan'],
  Teli: ['Sah', 'Teli'],
  'Koiri/Kushwaha': ['Kushwaha', 'Mahato'],
  Kalwar: ['Kalwar', 'Gupta'],
  Mallaha: ['Mallah', 'Mukhiya'],
  Muslim: ['Ansari', 'Miya', 'Khan'],
  'Brahmin (Hill)': ['Adhikari', 'Poudel', 'Sharma', 'Sapkota', 'Bhattarai', 'Dahal', 'Aryal'],
  Chhetri: ['Khadka', 'Basnet', 'Karki', 'KC', 'Bista', 'Bhandari', 'Rawal'],
  Thakuri: ['Shahi', 'Malla', 'Thakuri'],
  'Sanyasi/Dasnami': ['Giri', 'Puri', 'Bharati'],
  'Brahmin (Tarai)': ['Jha', 'Mishra', 'Tiwari'],
  Marwadi: ['Agrawal', 'Jain'],
  Bengali: ['Das'],
  'Punjabi/Sikh': ['Singh'],
  Others: ['Bhujel', 'Gharti'],
};
export const surnamesOf = (group: string): readonly string[] =>
  SURNAMES[group] ?? [group.replace(/[^A-Za-z].*$/, '')];

/** Each group's share among students (per cent, roughly); groups not listed weigh 0.3. */
const GROUP_WEIGHTS: Record<string, number> = {
  'Brahmin (Hill)': 22,
  Chhetri: 16,
  Newar: 8,
  Magar: 5,
  Tharu: 5,
  Tamang: 4,
  Yadav: 3.5,
  Rai: 3,
  Kami: 3,
  Gurung: 2,
  Limbu: 2,
  Muslim: 2,
  'Damai/Dholi': 1.5,
  Sarki: 1,
  Thakuri: 1.2,
  'Sanyasi/Dasnami': 1,
  'Brahmin (Tarai)': 1.2,
  Teli: 1,
  'Koiri/Kushwaha': 1,
  Sherpa: 0.8,
  Others: 0.8,
};
/** Groups living mostly in one province count more among its campuses' students. */
const AT_HOME: Record<number, readonly string[]> = {
  1: ['Rai', 'Limbu', 'Sherpa', 'Rajbanshi', 'Dhimal'],
  2: [
    'Yadav',
    'Teli',
    'Koiri/Kushwaha',
    'Kurmi',
    'Kalwar',
    'Sonar',
    'Mallaha',
    'Kewat',
    'Musahar',
    'Dusadh/Paswan',
    'Chamar/Harijan/Ram',
    'Tatma',
    'Khatwe',
    'Dom',
    'Muslim',
    'Brahmin (Tarai)',
  ],
  3: ['Newar', 'Tamang', 'Chepang', 'Danuwar', 'Majhi', 'Sunuwar'],
  4: ['Gurung', 'Magar', 'Thakali'],
  5: ['Tharu', 'Magar', 'Muslim'],
  6: ['Thakuri', 'Chhetri', 'Kami', 'Sanyasi/Dasnami'],
  7: ['Tharu', 'Chhetri', 'Badi', 'Sarki'],
};

/** The groups' weights among a province's campuses' students. */
export function groupWeights(
  groups: readonly { id: number; name: string }[],
  provinceId: number,
): (readonly [{ id: number; name: string }, number])[] {
  const home = AT_HOME[provinceId] ?? [];
  return groups.map((group) => {
    const base = GROUP_WEIGHTS[group.name] ?? 0.3;
    return [group, home.includes(group.name) ? base * 4 : base] as const;
  });
}

export const RELIGION_OF_GROUP: Record<string, string> = {
  Newar: 'hindu',
  Tamang: 'buddhist',
  Gurung: 'buddhist',
  Sherpa: 'buddhist',
  Thakali: 'buddhist',
  Rai: 'kirat',
  Limbu: 'kirat',
  Muslim: 'islam',
};

/**
 * Where someone is from: mostly (80 %) a district of `provinceId`, half of those the campus's
 * own district; else any district. With one of the district's local levels.
 */
export function homeOf(
  random: Random,
  provinceId: number,
  ownDistrictId: number,
): { provinceId: number; districtId: number; localLevel: string | null } {
  const roll = random();
  const district =
    roll < 0.4
      ? DISTRICTS.find((entry) => entry.id === ownDistrictId)
      : roll < 0.8
        ? pick(
            random,
            DISTRICTS.filter((entry) => entry.provinceId === provinceId),
          )
        : pick(random, DISTRICTS);
  if (!district) throw new Error('national demo: no district');
  const levels = LOCAL_LEVELS.filter((level) => level.districtId === district.id);
  return {
    provinceId: district.provinceId,
    districtId: district.id,
    localLevel: levels.length > 0 ? pick(random, levels).name : null,
  };
}
