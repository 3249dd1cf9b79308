import { z } from 'zod';

/** The public OpenStreetMap tile server: the map tiles of the GPS screen unless MAP_TILE_URL says. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A tile URL template: http(s), with the {z}, {x} and {y} placeholders. */
export function isMapTileUrl(value: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => value.includes(part))) return false;
  try {
    const url = new URL(value.replace(/[{}]/g, ''));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The origin a tile URL template loads from (for the content security policy). */
export function mapTileOrigin(value: string): string {
  return new URL(value.replace(/[{}]/g, '')).origin;
}

/** `/config.json`: deployment settings the screens read at start (support contacts, links). */
export const clientConfigSchema = z.object({
  supportPhone: z.string(),
  supportEmail: z.string(),
  developerName: z.string(),
  developerUrl: z.string(),
  userManualUrl: z.string(),
  legacySystemUrl: z.string(),
  /** Map tiles of the GPS screen: an http(s) template with {z}, {x} and {y}. */
  mapTileUrl: z.string().refine(isMapTileUrl).default(DEFAULT_MAP_TILE_URL),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
