import { PROVINCES, type ProvinceName } from '@hemis/shared-contracts';

/**
 * Nepal's seven provinces as simplified polygons, drawn by hand from the provinces' corners in
 * degrees (longitude, latitude): neighbours share their corners, so the shapes tile the country
 * without gaps. Enough to recognise the provinces; not a survey map.
 */
type Corner = readonly [longitude: number, latitude: number];

const C = {
  // The border, from the north-west corner westward, south, east and back north.
  darchula: [80.95, 30.4],
  mahakali: [80.35, 29.75],
  kanchanpur: [80.05, 28.95],
  kailali: [80.55, 28.65],
  bardiya: [81.15, 28.4],
  banke: [81.8, 27.95],
  kapilvastu: [82.75, 27.55],
  rupandehi: [83.6, 27.35],
  nawalparasi: [84.1, 27.35],
  chitwan: [84.65, 27.05],
  rautahat: [85.5, 26.8],
  saptari: [86.6, 26.45],
  koshiRiver: [87.0, 26.4],
  jhapa: [88.1, 26.35],
  ilam: [88.2, 27.0],
  kanchenjunga: [88.15, 27.9],
  sankhuwasabha: [87.2, 27.85],
  everest: [86.55, 28.1],
  sindhupalchok: [85.9, 28.2],
  rasuwa: [85.2, 28.45],
  gorkha: [85.0, 28.55],
  manang: [84.5, 28.75],
  mustang: [83.9, 29.35],
  dolpaEast: [83.55, 29.45],
  dolpa: [83.2, 29.55],
  humla: [82.2, 30.15],
  bajhang: [81.4, 30.4],
  // Inside: where three provinces meet, and the bends between.
  bajura: [81.55, 29.45],
  surkhet: [81.45, 28.75],
  salyan: [82.2, 28.3],
  rukumWest: [82.75, 28.55],
  rukumEast: [83.1, 28.95],
  gulmi: [83.35, 28.1],
  palpa: [83.85, 27.75],
  chitwanNorth: [84.45, 27.75],
  dhading: [84.85, 28.15],
  makwanpur: [85.3, 27.3],
  sindhuli: [85.9, 27.1],
  udayapur: [86.2, 26.95],
  okhaldhunga: [86.35, 27.45],
  solukhumbu: [86.45, 27.85],
  siraha: [86.95, 26.65],
} as const satisfies Record<string, Corner>;

const OUTLINES: Record<ProvinceName, readonly Corner[]> = {
  Sudurpashchim: [
    C.darchula,
    C.bajhang,
    C.bajura,
    C.surkhet,
    C.bardiya,
    C.kailali,
    C.kanchanpur,
    C.mahakali,
  ],
  Karnali: [
    C.bajhang,
    C.humla,
    C.dolpa,
    C.dolpaEast,
    C.rukumEast,
    C.rukumWest,
    C.salyan,
    C.surkhet,
    C.bajura,
  ],
  Lumbini: [
    C.surkhet,
    C.salyan,
    C.rukumWest,
    C.rukumEast,
    C.gulmi,
    C.palpa,
    C.nawalparasi,
    C.rupandehi,
    C.kapilvastu,
    C.banke,
    C.bardiya,
  ],
  Gandaki: [
    C.rukumEast,
    C.dolpaEast,
    C.mustang,
    C.manang,
    C.gorkha,
    C.dhading,
    C.chitwanNorth,
    C.nawalparasi,
    C.palpa,
    C.gulmi,
  ],
  Bagmati: [
    C.nawalparasi,
    C.chitwanNorth,
    C.dhading,
    C.gorkha,
    C.rasuwa,
    C.sindhupalchok,
    C.everest,
    C.solukhumbu,
    C.okhaldhunga,
    C.udayapur,
    C.sindhuli,
    C.makwanpur,
    C.chitwan,
  ],
  Madhesh: [
    C.chitwan,
    C.makwanpur,
    C.sindhuli,
    C.udayapur,
    C.siraha,
    C.koshiRiver,
    C.saptari,
    C.rautahat,
  ],
  Koshi: [
    C.udayapur,
    C.okhaldhunga,
    C.solukhumbu,
    C.everest,
    C.sankhuwasabha,
    C.kanchenjunga,
    C.ilam,
    C.jhapa,
    C.koshiRiver,
    C.siraha,
  ],
};

/** The drawing's frame: degrees to user units (a degree of latitude drawn a little taller). */
const WEST = 79.95;
const NORTH = 30.5;
const X_SCALE = 100;
const Y_SCALE = 112;
export const MAP_VIEW_BOX = `0 0 ${Math.ceil((88.3 - WEST) * X_SCALE)} ${Math.ceil((NORTH - 26.25) * Y_SCALE)}`;

function point([longitude, latitude]: Corner): readonly [number, number] {
  return [
    Math.round((longitude - WEST) * X_SCALE * 10) / 10,
    Math.round((NORTH - latitude) * Y_SCALE * 10) / 10,
  ];
}

export interface ProvinceShape {
  id: number;
  name: ProvinceName;
  /** The SVG path. */
  path: string;
  /** Where its name is written (the mean of its corners). */
  label: readonly [number, number];
}

/** The seven provinces drawn west to east. */
export const PROVINCE_SHAPES: readonly ProvinceShape[] = [...PROVINCES]
  .sort((a, b) => b.id - a.id)
  .map(({ id, name }) => {
    const points = OUTLINES[name].map(point);
    const path = `M${points.map(([x, y]) => `${x},${y}`).join('L')}Z`;
    const sum = points.reduce(([sx, sy], [x, y]) => [sx + x, sy + y], [0, 0]);
    return {
      id,
      name,
      path,
      label: [Math.round(sum[0] / points.length), Math.round(sum[1] / points.length)] as const,
    };
  });
