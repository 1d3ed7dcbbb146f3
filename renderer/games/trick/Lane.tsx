/**
 * The Trick Lane facing one long edge (shown twice, like the railways): what this trick wins,
 * large, then what the next tricks win, small — a share of a company (an Exchange card, or a
 * Railway card that replaced a Reservation), a City and its value, a locomotive and its cost
 * ([6] with [∞]), a Reservation. Also the last finished trick's line (who won what). Draws only.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrickTableView } from '../../../shared-rules/games/trick';
import { COMPANIES, LOCOMOTIVE_INFINITY } from '../../../shared-rules/games/trick/meta';
import { Emblem } from './Emblem';
import { infinityOutOfGame } from '../../../shared-rules/games/trick/state';
import { laneSlot, locomotiveKey, type LaneSlot } from './faces';
import { CITY_COLOR, companyStyle } from './palette';

/** One lane slot as a small card. */
export function SlotCard({ slot, now = false }: { readonly slot: LaneSlot; readonly now?: boolean }): ReactNode {
  const { t } = useTranslation();
  const size = now ? ' now' : '';
  switch (slot.kind) {
    case 'share': {
      const style = companyStyle(slot.company);
      return (
        <span className={`trick-slot is-share${size}`} style={{ background: style.color, color: style.ink, borderColor: style.edge }}>
          <Emblem company={slot.company} size="1.3em" outline={style.edge} />
          <span className="trick-slot-title">{t('trick.lane.share', { company: t(`trick.company.${COMPANIES[slot.company] ?? 'bo'}`) })}</span>
          {slot.card !== null && <span className="trick-slot-note">{slot.card.number}</span>}
        </span>
      );
    }
    case 'city':
      return (
        <span className={`trick-slot is-city${size}`} style={{ background: CITY_COLOR }}>
          <span className="trick-slot-title">{t(`trick.city.${slot.city}`)}</span>
          <span className="trick-slot-note">{slot.value}</span>
        </span>
      );
    case 'locomotive':
      return (
        <span className={`trick-slot is-loco${size}`}>
          <span className="trick-slot-title">
            {t(locomotiveKey(slot.locomotive))}
            {slot.withInfinity ? ` + ${t(locomotiveKey(LOCOMOTIVE_INFINITY))}` : ''}
          </span>
          <span className="trick-slot-note">−{slot.cost}</span>
        </span>
      );
    case 'reservation':
      return (
        <span className={`trick-slot is-reservation${size}`}>
          <span className="trick-slot-title">{t('trick.lane.reservation')}</span>
        </span>
      );
  }
}

/** Props: the table view and which copy (the near one has the test ids). */
export type LaneProps = { readonly table: TrickTableView; readonly far: boolean };

/** The lane display (see the module comment). */
export function Lane({ table, far }: LaneProps): ReactNode {
  const { t } = useTranslation();
  const out = infinityOutOfGame(table.outOfGame);
  const [first, ...rest] = table.lane;
  const last = table.last;
  return (
    <div className="trick-lane" data-testid={far ? undefined : 'lane'}>
      {first !== undefined && (
        <div className="trick-lane-now">
          <span className="trick-lane-label">{t(table.phase === 'play' ? 'trick.lane.now' : 'trick.lane.nextTrick')}</span>
          <SlotCard slot={laneSlot(first, out)} now />
        </div>
      )}
      {rest.length > 0 && (
        <div className="trick-lane-next">
          <span className="trick-lane-label">{t('trick.lane.next')}</span>
          <span className="trick-lane-slots">
            {rest.map((code, i) => (
              <SlotCard key={i} slot={laneSlot(code, out)} />
            ))}
          </span>
        </div>
      )}
      {last !== null && (
        <div className="trick-lane-last" data-testid={far ? undefined : 'last-trick'}>
          {t('trick.lane.last', { seat: (table.seats[last.winner] ?? 0) + 1 })} <SlotCard slot={laneSlot(last.slot, out)} />
        </div>
      )}
    </div>
  );
}
