/**
 * The trick in the table's centre (the card kit's centre area: `centreSlot` puts each card on
 * its player's side and turns it to read from their edge): the cards played so far, the one
 * winning marked; between tricks, the last trick faded with its winner marked, so a trick that
 * resolved at once (a stock trick) is still seen. Draws the table view only.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrickTableView } from '../../../shared-rules/games/trick';
import { centreSlot } from '../../card-kit';
import { TrickCardFace } from './TrickCard';

/** Props: the table view. */
export type TrickCentreProps = { readonly table: TrickTableView };

/** The centre area (e2e tests find `centre-card-<seat>-<card>`). */
export function TrickCentre({ table }: TrickCentreProps): ReactNode {
  const { t } = useTranslation();
  const current = table.trick.some((c) => c >= 0);
  const showLast = !current && table.last !== null;
  const cards = current ? table.trick : showLast ? (table.last?.cards ?? []) : [];
  const winning = current ? table.winning : (table.last?.winner ?? -1);
  const played = table.seats.flatMap((seat, p) => {
    const card = cards[p] ?? -1;
    return card < 0 ? [] : [{ seat, card, winning: p === winning }];
  });
  const areas = ['top', 'left', 'right', 'bottom'] as const;
  return (
    <div className={`centre-area trick-centre${showLast ? ' last' : ''}`} role="group" aria-label={t(showLast ? 'trick.lastTrick' : 'trick.trick')} data-testid="centre-area">
      {areas.map((area) => (
        <div key={area} className={`centre-side ${area}`}>
          {played
            .filter((c) => centreSlot(c.seat).area === area)
            .map((c) => (
              <div key={`${c.seat}:${c.card}`} className="centre-card" style={{ transform: `rotate(${centreSlot(c.seat).rotationDeg}deg)` }} data-testid={`centre-card-${c.seat}-${c.card}`}>
                <TrickCardFace card={c.card} winning={c.winning} />
              </div>
            ))}
        </div>
      ))}
    </div>
  );
}
