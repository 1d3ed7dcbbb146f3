/**
 * Every game's Undo in a seat panel: a secondary button that takes back the seat's last action
 * while the engine allows it (`canUndo`). When it does not, a human's tap still reaches
 * `onUndo`, so the controller can ask the engine why and show the reason on the refusal line;
 * a bot seat's Undo is plainly disabled.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { TouchButton } from './TouchButton';

/** Props: the seat, whether the engine allows its undo now, whether the seat waits (a move in flight) or is a bot, and the press. */
export type UndoButtonProps = { readonly seat: SeatId; readonly canUndo: boolean; readonly wait: boolean; readonly bot: boolean; readonly onUndo: () => void };

/** The Undo button (e2e tests find it as `undo-<seat>`). */
export function UndoButton({ seat, canUndo, wait, bot, onUndo }: UndoButtonProps): ReactNode {
  const { t } = useTranslation();
  return (
    <TouchButton seat={seat} control="undo" variant="secondary" disabled={!canUndo || wait} onRefusedPress={bot ? undefined : onUndo} onPress={onUndo} testId={`undo-${seat}`}>
      {t('seat.undo')}
    </TouchButton>
  );
}
