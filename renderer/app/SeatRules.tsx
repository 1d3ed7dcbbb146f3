/**
 * The rules at a seat (issue #14 §7): every seat panel, whatever the game and in the lobby too,
 * gets a "? Rules" tab on its board side, at its far end (`RulesTab`); a touch opens the rules
 * card at that seat's edge (`RulesCard`), over the board and turned to face that seat (both live in
 * the seat's overlay, table/SeatOverlay.tsx, rotated like its panel), with the game's illustrated
 * pages (./RulesPages.tsx) and a Close button. Each seat opens and pages its own card, so several
 * seats may read at once. Dumb: sizes and callbacks in.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { TouchButton } from '../seat-kit/TouchButton';
import { RulesPages } from './RulesPages';

/** Props of the tab: the seat and what a touch does. */
export type RulesTabProps = { readonly seat: SeatId; readonly onOpen: () => void };

/** The seat's "? Rules" tab. */
export function RulesTab({ seat, onOpen }: RulesTabProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className="seat-rules-tab">
      <TouchButton seat={seat} control="rules" variant="secondary" label={t('tutorial.rules.openLabel')} onPress={onOpen} testId={`rules-open-${seat}`}>
        <span className="seat-rules-mark" aria-hidden="true">
          ?
        </span>
        {t('tutorial.rules.open')}
      </TouchButton>
    </div>
  );
}

/** Props of the card: the seat, how far it may reach over the board (CSS px, from the panel's board side), and what Close does. */
export type RulesCardProps = { readonly seat: SeatId; readonly reachPx: number; readonly onClose: () => void };

/** The seat's rules card, over the board at its edge. */
export function RulesCard({ seat, reachPx, onClose }: RulesCardProps): ReactNode {
  const { t } = useTranslation();
  const style = { maxHeight: Math.max(120, Math.floor(reachPx)) } satisfies CSSProperties;
  return (
    <div className="seat-rules-card" role="dialog" aria-label={t('rules.title')} data-testid={`rules-card-${seat}`} style={style}>
      <RulesPages seat={seat} onClose={onClose} />
    </div>
  );
}
