import localLevelData from './data/nepal-local-levels.json';

/** Nepal's 7 provinces and 77 districts (reference data, seeded in every mode). */
export const PROVINCES = [
  { id: 1, name: 'Koshi' },
  { id: 2, name: 'Madhesh' },
  { id: 3, name: 'Bagmati' },
  { id: 4, name: 'Gandaki' },
  { id: 5, name: 'Lumbini' },
  { id: 6, name: 'Karnali' },
  { id: 7, name: 'Sudurpashchim' },
] as const;

const DISTRICTS_BY_PROVINCE: Record<number, readonly string[]> = {
  1: [
    'Bhojpur',
    'Dhankuta',
    'Ilam',
    'Jhapa',
    'Khotang',
    'Morang',
    'Okhaldhunga',
    'Panchthar',
    'Sankhuwasabha',
    'Solukhumbu',
    'Sunsari',
    'Taplejung',
    'Terhathum',
    'Udayapur',
  ],
  2: ['Bara', 'Dhanusha', 'Mahottari', 'Parsa', 'Rautahat', 'Saptari', 'Sarlahi', 'Siraha'],
  3: [
    'Bhaktapur',
    'Chitwan',
    'Dhading',
    'Dolakha',
    'Kathmandu',
    'Kavrepalanchok',
    'Lalitpur',
    'Makwanpur',
    'Nuwakot',
    'Ramechhap',
    'Rasuwa',
    'Sindhuli',
    'Sindhupalchok',
  ],
  4: [
    'Baglung',
    'Gorkha',
    'Kaski',
    'Lamjung',
    'Manang',
    'Mustang',
    'Myagdi',
    'Nawalpur',
    'Parbat',
    'Syangja',
    'Tanahun',
  ],
  5: [
    'Arghakhanchi',
    'Banke',
    'Bardiya',
    'Dang',
    'Eastern Rukum',
    'Gulmi',
    'Kapilvastu',
    'Parasi',
    'Palpa',
    'Pyuthan',
    'Rolpa',
    'Rupandehi',
  ],
  6: [
    'Dailekh',
    'Dolpa',
    'Humla',
    'Jajarkot',
    'Jumla',
    'Kalikot',
    'Mugu',
    'Salyan',
    'Surkhet',
    'Western Rukum',
  ],
  7: [
    'Achham',
    'Baitadi',
    'Bajhang',
    'Bajura',
    'Dadeldhura',
    'Darchula',
    'Doti',
    'Kailali',
    'Kanchanpur',
  ],
};

/** The districts the local-level data spells differently from the names above. */
export const DISTRICT_DATA_NAMES: Readonly<Record<string, string>> = {
  Tehrathum: 'Terhathum',
  Dhanusa: 'Dhanusha',
  Chitawan: 'Chitwan',
  'Nawalparasi East': 'Nawalpur',
  Tanahu: 'Tanahun',
  'Nawalparasi West': 'Parasi',
  'Rukum East': 'Eastern Rukum',
  'Rukum West': 'Western Rukum',
};

export const ECOLOGICAL_BELTS = ['Mountain', 'Hill', 'Terai'] as const;
export type EcologicalBelt = (typeof ECOLOGICAL_BELTS)[number];

/** Each district's ecological belt, by the data file's spelling of its name. */
const BELT_OF_DATA_NAME = new Map<string, string>(
  localLevelData.provinces.flatMap((province) =>
    province.districts.map((district) => [district.name, district.ecologicalBelt] as const),
  ),
);

function beltOf(name: string): EcologicalBelt {
  const dataName =
    Object.entries(DISTRICT_DATA_NAMES).find(([, ours]) => ours === name)?.[0] ?? name;
  const belt = BELT_OF_DATA_NAME.get(dataName);
  const known = ECOLOGICAL_BELTS.find((b) => b === belt);
  if (!known) throw new Error(`No ecological belt for district ${name}`);
  return known;
}

/** Districts numbered 1..77 in province order, then alphabetically within each province. */
export const DISTRICTS: readonly {
  id: number;
  name: string;
  provinceId: number;
  belt: EcologicalBelt;
}[] = Object.entries(DISTRICTS_BY_PROVINCE)
  .flatMap(([provinceId, names]) => names.map((name) => ({ name, provinceId: Number(provinceId) })))
  .map((district, index) => ({ id: index + 1, ...district, belt: beltOf(district.name) }));

export function districtId(name: string): number {
  const found = DISTRICTS.find((district) => district.name === name);
  if (!found) throw new Error(`Unknown district ${name}`);
  return found.id;
}


export interface LocalLevel {
  id: number;
  districtId: number;
  name: string;
  nameNe: string;
  type: string;
}

/**
 * Nepal's 753 local levels (metropolitan and sub-metropolitan cities, municipalities and rural
 * municipalities) with their Nepali names, from data/nepal-local-levels.json (see its README):
 * numbered 1..753 in the file's order (province, then district and local level by English name).
 */
export const LOCAL_LEVELS: readonly LocalLevel[] = localLevelData.provinces
  .flatMap((province) =>
    province.districts.flatMap((district) =>
      district.localLevels.map((level) => ({
        districtId: districtId(DISTRICT_DATA_NAMES[district.name] ?? district.name),
        name: level.name,
        nameNe: level.nameNe,
        type: level.type,
      })),
    ),
  )
  .map((level, index) => ({ id: index + 1, ...level }));
