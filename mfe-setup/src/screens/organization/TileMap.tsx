/**
 * A small slippy-map view without a map library: a grid of OpenStreetMap tiles (<img>) around a
 * point, a marker at the point, zoom buttons, and a click that picks the clicked point. When a
 * tile does not load (no network, a content policy) it steps aside and says so: the coordinates
 * stay the source of truth.
 */
import { useState, type MouseEvent } from 'react';
import { Button, Space, Typography } from 'antd';
import { DEFAULT_MAP_TILE_URL } from '@hemis/shared-contracts';
import { setupTexts } from '../../i18n/texts';

export const TILE_SIZE = 256;
export const MAP_TEXT = {
  unavailable:
    'The map could not be loaded here (no connection to the map tiles). ' +
    'The coordinates above are what is saved.',
  open: 'Open in OpenStreetMap',
  attribution: '© OpenStreetMap contributors',
} as const;

/** Web-Mercator pixel position of a point at a zoom level (whole world = 256 * 2^zoom). */
export function toPixel(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const clamped = Math.max(-85.05112878, Math.min(85.05112878, lat));
  const rad = (clamped * Math.PI) / 180;
  return {
    x: ((lon + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size,
  };
}

/** The point at a Web-Mercator pixel position. */
export function fromPixel(x: number, y: number, zoom: number): { lat: number; lon: number } {
  const size = TILE_SIZE * 2 ** zoom;
  const lon = (x / size) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return { lat, lon };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

export interface TileMapProps {
  latitude: number;
  longitude: number;
  /** A click on the map picks that point. */
  onPick?: (point: { latitude: number; longitude: number }) => void;
  width?: number;
  height?: number;
  tileUrl?: string;
}

export function TileMap({
  latitude,
  longitude,
  onPick,
  width = 560,
  height = 320,
  tileUrl = DEFAULT_MAP_TILE_URL,
}: TileMapProps) {
  const t = setupTexts.useTexts();
  const [zoom, setZoom] = useState(15);
  const [failed, setFailed] = useState(false);
  const osmLink = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;

  if (failed) {
    return (
      <div data-testid="map-unavailable">
        <Typography.Paragraph type="secondary">{t(MAP_TEXT.unavailable)}</Typography.Paragraph>
        <Typography.Link href={osmLink} target="_blank" rel="noreferrer">
          {t(MAP_TEXT.open)}
        </Typography.Link>
      </div>
    );
  }

  const centre = toPixel(latitude, longitude, zoom);
  const left = centre.x - width / 2;
  const top = centre.y - height / 2;
  const count = 2 ** zoom;
  const tiles: { key: string; src: string; x: number; y: number }[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty <= Math.floor((top + height) / TILE_SIZE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (
      let tx = Math.floor(left / TILE_SIZE);
      tx <= Math.floor((left + width) / TILE_SIZE);
      tx++
    ) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        src: tileUrl
          .replace('{z}', String(zoom))
          .replace('{x}', String(wrapped))
          .replace('{y}', String(ty)),
        x: tx * TILE_SIZE - left,
        y: ty * TILE_SIZE - top,
      });
    }
  }

  function pick(event: MouseEvent<HTMLDivElement>) {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    const point = fromPixel(left + event.clientX - box.left, top + event.clientY - box.top, zoom);
    onPick({ latitude: round6(point.lat), longitude: round6(point.lon) });
  }

  return (
    <div>
      <div
        data-testid="tile-map"
        role="presentation"
        onClick={pick}
        style={{
          position: 'relative',
          width,
          maxWidth: '100%',
          height,
          overflow: 'hidden',
          background: '#e8eef2',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          cursor: onPick ? 'crosshair' : 'default',
        }}
      >
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tile.src}
            alt=""
            draggable={false}
            width={TILE_SIZE}
            height={TILE_SIZE}
            onError={() => setFailed(true)}
            style={{ position: 'absolute', left: tile.x, top: tile.y, userSelect: 'none' }}
          />
        ))}
        {/* The marker is an image of the point; a role lets its label be read (axe: aria-prohibited-attr). */}
        <div
          role="img"
          aria-label={t('Campus location')}
          style={{
            position: 'absolute',
            left: width / 2 - 8,
            top: height / 2 - 8,
            width: 16,
            height: 16,
            borderRadius: '50%',
            background: '#d4380d',
            border: '3px solid #fff',
            boxShadow: '0 0 4px rgba(0,0,0,.5)',
            pointerEvents: 'none',
          }}
        />
        <span
          style={{
            position: 'absolute',
            right: 4,
            bottom: 2,
            fontSize: 11,
            background: 'rgba(255,255,255,.8)',
            padding: '0 4px',
          }}
        >
          {t(MAP_TEXT.attribution)}
        </span>
      </div>
      <Space style={{ marginTop: 8 }}>
        <Button
          size="small"
          onClick={() => setZoom((z) => Math.min(19, z + 1))}
          aria-label={t('Zoom in')}
        >
          +
        </Button>
        <Button
          size="small"
          onClick={() => setZoom((z) => Math.max(3, z - 1))}
          aria-label={t('Zoom out')}
        >
          −
        </Button>
        <Typography.Link href={osmLink} target="_blank" rel="noreferrer">
          {t(MAP_TEXT.open)}
        </Typography.Link>
      </Space>
    </div>
  );
}
