/** Nepal's seven provinces, west to east by number (the ids the API's reference data uses). */
export const PROVINCES = [
  { id: 1, name: 'Koshi' },
  { id: 2, name: 'Madhesh' },
  { id: 3, name: 'Bagmati' },
  { id: 4, name: 'Gandaki' },
  { id: 5, name: 'Lumbini' },
  { id: 6, name: 'Karnali' },
  { id: 7, name: 'Sudurpashchim' },
] as const;
export type ProvinceName = (typeof PROVINCES)[number]['name'];
