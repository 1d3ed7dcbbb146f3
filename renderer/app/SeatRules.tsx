/**
 * The rules at a seat (issue #14 §7): every seat panel, whatever the game and in the lobby too,
 * gets a "? Rules" tab on its board side, at its far end; a touch opens the rules card at that
 * seat's edge, over the board and turned to face that seat (it lives in the seat panel, which is
 * rotated to its edge: table/SeatPanel.tsx), with the game's illustrated pages (./RulesPages.tsx)
 * and a Close button. Each seat opens and pages its own card, so several seats may read at once.
 * Dumb: open flag, size and callbacks in.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { TouchButton } from '../seat-kit/TouchButton';
import { RulesPages } from './RulesPages';

/** Props: the seat, whether its card is open, how far the card may reach over the board (CSS px, from the panel's board side), and what Open and Close do. */
export type SeatRulesProps = {
  readonly seat: SeatId;
  readonly open: boolean;
  readonly reachPx: number;
  readonly onOpen: () => void;
  readonly onClose: () => void;
};

/** The seat's rules tab, and its rules card while open. */
export function SeatRules({ seat, open, reachPx, onOpen, onClose }: SeatRulesProps): ReactNode {
  const { t } = useTranslation();
  const style = { maxHeight: Math.max(120, Math.floor(reachPx)) } satisfies CSSProperties;
  return (
    <>
      {!open && (
        <div className="seat-rules-tab">
          <TouchButton seat={seat} control="rules" variant="secondary" label={t('tutorial.rules.openLabel')} onPress={onOpen} testId={`rules-open-${seat}`}>
            <span className="seat-rules-mark" aria-hidden="true">
              ?
            </span>
            {t('tutorial.rules.open')}
          </TouchButton>
        </div>
      )}
      {open && (
        <div className="seat-rules-card" role="dialog" aria-label={t('rules.title')} data-testid={`rules-card-${seat}`} style={style}>
          <RulesPages seat={seat} onClose={onClose} />
        </div>
      )}
    </>
  );
}
