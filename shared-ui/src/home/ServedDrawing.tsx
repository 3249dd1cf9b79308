import { useMemo } from 'react';

/**
 * A chart as the API drew it (an SVG), scaled to its box and labelled as an image (its figures
 * are in the table beside it). ECharts escaped every text in it on the server.
 */
export function ServedDrawing({ svg, title }: { svg: string; title: string }) {
  const scaled = useMemo(
    () => svg.replace(/^<svg width="\d+" height="\d+"/, '<svg width="100%"'),
    [svg],
  );
  return (
    <div
      role="img"
      aria-label={title}
      data-testid="report-chart-drawing"
      // The API's own drawing of the report's figures: no text a user typed reaches it unescaped.
      dangerouslySetInnerHTML={{ __html: scaled }}
    />
  );
}
