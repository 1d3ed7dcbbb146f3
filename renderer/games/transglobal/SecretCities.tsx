/**
 * A seat's secret cities while its Hold button is held (#14 §5): a card that rises from the seat
 * panel over the board's edge, facing that seat, with a private mini-map of the board turned the
 * way the seat sees the board (land, lakes, the seat's hub, each city in its region's colour and
 * symbol, ringed green once connected), the list of cities with the same marks, and a countdown
 * bar with the seconds left before the card hides by itself. Display only: it takes no touches.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { SeatCity } from '../../../shared-rules/games/transglobal';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { SeatSymbol, useSeatRotation } from '../../seat-kit';
import type { SeatColour } from '../../table/seat-colours';
import { miniMapCities, miniMapOf, turnedBack } from './mini-map';

/** The mini-map's longer side, mm. */
const MAP_MM = 120;

/** Props: the seat, its colour, the map, its dealt cities, its hub's intersection, display names, and how long the card stays open (ms). */
export type SecretCitiesProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly map: Pick<TransglobalMap, 'bounds' | 'layers' | 'intersections' | 'regions'>;
  readonly cities: readonly SeatCity[];
  readonly hub: number | null;
  readonly cityName: (id: string, fallback: string) => string;
  readonly openMs: number;
};

/** Whole seconds left of `totalMs` since the card opened, counting down once a second. */
function useSecondsLeft(totalMs: number): number {
  const [left, setLeft] = useState(Math.ceil(totalMs / 1000));
  useEffect(() => {
    const opened = Date.now();
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((totalMs - (Date.now() - opened)) / 1000))), 250);
    return () => clearInterval(timer);
  }, [totalMs]);
  return left;
}

/** The secret-cities card (test id `cities-<seat>`; each city `city-<seat>-<id>`, its mark on the map `mini-city-<seat>-<id>`). */
export function SecretCities({ seat, colour, map, cities, hub, cityName, openMs }: SecretCitiesProps): ReactNode {
  const { t } = useTranslation();
  const rotation = useSeatRotation();
  const seconds = useSecondsLeft(openMs);
  const outline = miniMapOf(map);
  const marks = miniMapCities(map, cities);
  const long = Math.max(outline.width, outline.height);
  const widthMm = (MAP_MM * outline.width) / long;
  const heightMm = (MAP_MM * outline.height) / long;
  const box = turnedBack(widthMm, heightMm, rotation);
  const mark = long / 12;
  const hubAt = hub === null ? undefined : map.intersections[hub];
  const connected = cities.filter((c) => c.connected).length;
  return (
    <div className="secret-cities" data-testid={`cities-${seat}`} aria-live="polite">
      <div className="mini-map" style={{ width: `calc(${box.boxWidth} * var(--mm))`, height: `calc(${box.boxHeight} * var(--mm))` }}>
        <svg
          viewBox={`${map.bounds.minX} ${map.bounds.minY} ${outline.width} ${outline.height}`}
          style={{ width: `calc(${widthMm} * var(--mm))`, height: `calc(${heightMm} * var(--mm))`, transform: `translate(-50%, -50%) rotate(${box.turn}deg)` }}
          role="img"
          aria-label={t('tg.cities.map')}
          data-testid={`mini-map-${seat}`}
          data-turn={box.turn}
        >
          <rect x={map.bounds.minX} y={map.bounds.minY} width={outline.width} height={outline.height} className="mini-sea" />
          <path d={outline.land} className="mini-land" />
          <path d={outline.lakes} className="mini-lake" />
          {hubAt !== undefined && colour !== undefined && (
            <g transform={`translate(${hubAt.x - mark / 2} ${hubAt.y - mark / 2})`} data-testid={`mini-hub-${seat}`}>
              <circle cx={mark / 2} cy={mark / 2} r={mark * 0.62} className="mini-hub-ring" />
              <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={mark} exact />
            </g>
          )}
          {marks.map((c) => (
            <g key={c.id} transform={`translate(${c.x - mark / 2} ${c.y - mark / 2})`} data-testid={`mini-city-${seat}-${c.id}`} data-connected={c.connected}>
              {c.connected && <circle cx={mark / 2} cy={mark / 2} r={mark * 0.72} className="mini-connected" />}
              <SeatSymbol symbol={c.symbol} fill={c.color} size={mark} exact />
            </g>
          ))}
        </svg>
      </div>
      <div className="secret-list">
        <span className="cities-count">{t('tg.cities.count', { connected, total: cities.length })}</span>
        {cities.map((c) => {
          const region = map.regions.find((r) => r.id === c.region);
          return (
            <span key={c.id} className={`city${c.connected ? ' connected' : ''}`} data-testid={`city-${seat}-${c.id}`}>
              {region !== undefined && <SeatSymbol symbol={region.symbol} fill={region.color} size={16} />}
              <span aria-hidden="true">{c.connected ? '✓' : '○'}</span> {cityName(c.id, c.name)}
            </span>
          );
        })}
        <span className="reveal-countdown" data-testid={`cities-countdown-${seat}`}>
          <span className="reveal-bar" style={{ animationDuration: `${openMs}ms` }} />
          <span className="reveal-seconds">{t('tg.cities.hidesIn', { seconds })}</span>
        </span>
      </div>
    </div>
  );
}
