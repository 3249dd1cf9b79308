import { useEffect, useState } from 'react';
import { sectionFiguresSchema, type SectionFigure } from '@hemis/shared-contracts';
import { apiClient } from '@hemis/shared-auth';

/**
 * The figures a section home's API path answers (scoped by the API); none while loading and,
 * quietly (logged), when the call fails or answers something else: the cards still show.
 */
export function useSectionFigures(path: string | undefined): readonly SectionFigure[] {
  const [figures, setFigures] = useState<readonly SectionFigure[]>([]);
  useEffect(() => {
    if (!path) return undefined;
    let active = true;
    apiClient
      .get<unknown>(path)
      .then((response) => {
        const parsed = sectionFiguresSchema.safeParse(response.data);
        if (!parsed.success) throw parsed.error;
        if (active) setFigures(parsed.data.figures);
      })
      .catch((error: unknown) => {
        console.error(`Reading the section figures at ${path} failed`, error);
        if (active) setFigures([]);
      });
    return () => {
      active = false;
    };
  }, [path]);
  return figures;
}
