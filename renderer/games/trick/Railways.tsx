/**
 * The five railways as one display facing one long edge (the board shows it twice, the far copy
 * turned 180°): per company its colour, emblem and name, the **share value now** (large), its
 * locomotive or, without one, what a share would be worth with each locomotive still to come
 * ("if [3] 40 · [4] 50 …"), and its cards left to right — the Station, Railway cards with their
 * station values, Cities. A seat's placement choice is shown on it before it is confirmed (the
 * chosen railway lit, a ghost card at the chosen end). Draws the table view only.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RailwayView } from '../../../shared-rules/games/trick';
import { COMPANIES } from '../../../shared-rules/games/trick/meta';
import { Emblem } from './Emblem';
import { locomotiveKey, railwayItem, type RailwayItem } from './faces';
import { CITY_COLOR, companyStyle, STATION_COLOR } from './palette';

/** A placement being chosen, to show: the railway, the end (if chosen), and what goes there (a railway item code, or a locomotive index). */
export type ShownPlacement = { readonly railway: number; readonly end: 'front' | 'back' | null; readonly item: number | null; readonly locomotive: number | null };

/** One card lying in a railway. */
function ItemChip({ item, ghost = false }: { readonly item: RailwayItem; readonly ghost?: boolean }): ReactNode {
  const { t } = useTranslation();
  const g = ghost ? ' ghost' : '';
  if (item.kind === 'station') {
    return (
      <span className={`trick-chip is-station${g}`} style={{ background: STATION_COLOR }} title={t('trick.station')}>
        <Emblem company={item.company} size="1em" outline="#ffffff" />
        <span className="trick-chip-value">{item.value}</span>
      </span>
    );
  }
  if (item.kind === 'city') {
    return (
      <span className={`trick-chip is-city${g}`} style={{ background: CITY_COLOR }}>
        <span className="trick-chip-city">{t(`trick.city.${item.city}`)}</span>
        <span className="trick-chip-value">{item.value}</span>
      </span>
    );
  }
  const style = companyStyle(item.company);
  return (
    <span className={`trick-chip is-card${g}`} style={{ borderColor: style.color }}>
      <span className="trick-chip-number" style={{ background: style.color, color: style.ink }}>
        {item.number}
      </span>
      <span className="trick-chip-value">{item.value}</span>
    </span>
  );
}

/** One railway's row. */
function RailwayRow({ r, railway, shown, over, far }: { readonly r: number; readonly railway: RailwayView; readonly shown: ShownPlacement | null; readonly over: boolean; readonly far: boolean }): ReactNode {
  const tid = (name: string): string | undefined => (far ? undefined : `${name}-${r}`);
  const { t } = useTranslation();
  const id = COMPANIES[r] ?? 'bo';
  const style = companyStyle(r);
  const here = shown !== null && shown.railway === r ? shown : null;
  const ghost = here !== null && here.item !== null && here.end !== null ? railwayItem(here.item) : null;
  return (
    <div className={`trick-rail${here !== null ? ' chosen' : ''}`} data-testid={tid('railway-row')}>
      <div className="trick-rail-name" style={{ background: style.color, color: style.ink }}>
        <Emblem company={r} size="1.2em" outline={style.edge} />
        <span>{t(`trick.company.${id}`)}</span>
      </div>
      <div className="trick-rail-value" data-testid={tid('share-value')} title={t('trick.perShare')}>
        {railway.shareValue ?? '–'}
      </div>
      <div className="trick-rail-loco">
        {railway.locomotive >= 0 ? (
          <span className="trick-loco" data-testid={tid('loco')}>
            {t(locomotiveKey(railway.locomotive))}
            <span className="trick-loco-profit">{t('trick.profitLine', { profit: railway.profit ?? 0 })}</span>
          </span>
        ) : here !== null && here.locomotive !== null ? (
          <span className="trick-loco ghost">{t(locomotiveKey(here.locomotive))}</span>
        ) : over ? (
          <span className="trick-no-loco">{t('trick.noLocomotive')}</span>
        ) : (
          <span className="trick-if" data-testid={tid('if')}>
            {railway.ifLocomotive.map((o) => (
              <span key={o.locomotive} className="trick-if-one">
                <b>{t(locomotiveKey(o.locomotive))}</b> {o.shareValue}
              </span>
            ))}
          </span>
        )}
      </div>
      <div className="trick-rail-items">
        {ghost !== null && here?.end === 'front' && <ItemChip item={ghost} ghost />}
        {here !== null && here.item !== null && here.end === null && <span className="trick-end-mark" />}
        {railway.items.map((code, i) => (
          <ItemChip key={`${i}:${code}`} item={railwayItem(code)} />
        ))}
        {ghost !== null && here?.end === 'back' && <ItemChip item={ghost} ghost />}
      </div>
    </div>
  );
}

/** Props: the railways (by company), the placement being chosen (or null), whether the game is over, and which copy. */
export type RailwaysProps = { readonly railways: readonly RailwayView[]; readonly shown: ShownPlacement | null; readonly over: boolean; readonly far: boolean };

/** The railway display (the near copy has the test ids). */
export function Railways({ railways, shown, over, far }: RailwaysProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={`trick-railways ${far ? 'far' : 'near'}`} data-testid={far ? 'railways-far' : 'railways'} aria-hidden={far}>
      <div className="trick-railways-head">
        <span>{t('trick.railways')}</span>
        <span className="trick-head-note">{t('trick.railwaysNote')}</span>
      </div>
      {railways.map((railway, r) => (
        <RailwayRow key={r} r={r} railway={railway} shown={shown} over={over} far={far} />
      ))}
    </div>
  );
}
