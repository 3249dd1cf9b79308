/**
 * The addresses of a person's record (students, employees): the district lies in the province
 * and the local level in the district. A local level is stored under its English name from the
 * reference list (db/data), whether it was given in English or Nepali, in any case or spacing.
 */
import { and, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ADDRESS_TEXTS, MESSAGES, type AddressPrefix } from '@hemis/shared-contracts';
import { DISTRICTS, LOCAL_LEVELS } from '../db/reference-data';
import { badRequest } from './errors';
import type { DbOrTx, Row } from './resource/register';

/** Text compared for a match: case and runs of white space do not matter. */
const keyOf = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A local level's name without its kind ("Kirtipur" for "Kirtipur Municipality"). */
const KINDS = / (metropolitan city|sub-metropolitan city|rural municipality|municipality)$/;

/**
 * Per district: each way of writing one of its local levels -> its English name. The English
 * and Nepali names always match; a name without its kind ("Kathmandu") only where it names one
 * local level of the district.
 */
const NAMES_BY_DISTRICT: ReadonlyMap<number, ReadonlyMap<string, string>> = (() => {
  const byDistrict = new Map<number, Map<string, string>>();
  const short = new Map<number, Map<string, string | null>>();
  for (const level of LOCAL_LEVELS) {
    const names = byDistrict.get(level.districtId) ?? new Map<string, string>();
    byDistrict.set(level.districtId, names);
    names.set(keyOf(level.name), level.name);
    names.set(keyOf(level.nameNe), level.name);
    const bare = keyOf(level.name).replace(KINDS, '');
    const shortNames = short.get(level.districtId) ?? new Map<string, string | null>();
    short.set(level.districtId, shortNames);
    shortNames.set(bare, shortNames.has(bare) ? null : level.name);
  }
  for (const [districtId, shortNames] of short) {
    const names = byDistrict.get(districtId);
    for (const [bare, name] of shortNames) {
      if (name !== null && names && !names.has(bare)) names.set(bare, name);
    }
  }
  return byDistrict;
})();

/** The English name of the district's local level written as `text`, or null when none is. */
export function matchLocalLevel(districtId: number, text: string): string | null {
  return NAMES_BY_DISTRICT.get(districtId)?.get(keyOf(text)) ?? null;
}

const provinceOfDistrict = new Map(DISTRICTS.map((district) => [district.id, district.provinceId]));

const idOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export interface AddressCheck {
  /** The local levels given, under their English names (only those written otherwise). */
  names: Row;
  /** Field messages; empty when the addresses hold together. */
  fields: Record<string, string>;
}

/**
 * The addresses of a record as it will be (`values`; `changes`: what this write sets): the local
 * levels under their English names, and what does not hold together. A stored local level that
 * matches no entry of the list (free text from before the list) is kept while neither it nor
 * its district changes.
 */
export function addressCheck(
  kinds: readonly AddressPrefix[],
  values: Row,
  changes: Row,
  creating: boolean,
): AddressCheck {
  const fields: Record<string, string> = {};
  const names: Row = {};
  for (const kind of kinds) {
    const [provinceName, districtName, levelName] = [
      `${kind}ProvinceId`,
      `${kind}DistrictId`,
      `${kind}LocalLevel`,
    ];
    const provinceId = idOrNull(values[provinceName]);
    const districtId = idOrNull(values[districtName]);
    const touched = (name: string) => creating || name in changes;
    if (
      provinceId !== null &&
      districtId !== null &&
      (touched(provinceName) || touched(districtName)) &&
      provinceOfDistrict.get(districtId) !== provinceId
    ) {
      fields[districtName] = ADDRESS_TEXTS.districtOutsideProvince;
    }
    const level = typeof values[levelName] === 'string' ? values[levelName].trim() : '';
    if (level === '' || !(touched(levelName) || touched(districtName))) continue;
    const name = districtId === null ? null : matchLocalLevel(districtId, level);
    if (name === null) {
      fields[levelName] =
        districtId === null ? ADDRESS_TEXTS.districtFirst : ADDRESS_TEXTS.localLevelOutside;
    } else if (name !== values[levelName]) names[levelName] = name;
  }
  return { names, fields };
}

/** addressCheck for a write through the API: a 400 naming the fields when they do not hold. */
export function checkAddresses(
  kinds: readonly AddressPrefix[],
  values: Row,
  changes: Row,
  creating: boolean,
): Row {
  const { names, fields } = addressCheck(kinds, values, changes, creating);
  if (Object.keys(fields).length > 0) throw badRequest(MESSAGES.http.badRequest, fields);
  return names;
}

/** A table with an address: its district and local level columns per address. */
export interface AddressColumns {
  table: PgTable;
  addresses: readonly { district: PgColumn; localLevel: PgColumn }[];
}

/**
 * Stored local levels written as free text before the list (any case or spacing, the Nepali
 * name, the name without its kind) are set to the list's English name; the others are left as
 * they are (still shown, and kept until the address is edited). Runs at every start: only rows
 * not yet under a listed name are read. Answers how many spellings were matched.
 */
export async function matchStoredLocalLevels(
  db: DbOrTx,
  tables: readonly AddressColumns[],
): Promise<number> {
  let changed = 0;
  for (const { table, addresses } of tables) {
    for (const { district, localLevel } of addresses) {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- drizzle types the selected columns as nullable; the query's not-null filters are SQL it cannot read
      const pairs = (await db
        .selectDistinct({ districtId: district, text: localLevel })
        .from(table)
        .where(
          and(
            isNotNull(district),
            isNotNull(localLevel),
            sql`not exists (select 1 from local_levels l where l.district_id = ${district} and l.name = ${localLevel})`,
          ),
        )) as { districtId: number; text: string }[];
      for (const { districtId, text } of pairs) {
        const name = matchLocalLevel(districtId, text);
        if (name === null) continue;
        await db.execute(
          sql`update ${table} set ${sql.identifier(localLevel.name)} = ${name} where ${district} = ${districtId} and ${localLevel} = ${text}`,
        );
        changed += 1;
      }
    }
  }
  return changed;
}
