/**
 * The seat's refusal line: why the last touch of this seat was refused ("A $2 link cannot follow
 * a $1 link"), in the seat's own panel and language, announced to screen readers (`role="alert"`).
 * Draws nothing without a reason; the controller clears it when the turn moves on.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { useUi } from '../state/store';
import { refusalMessage } from './refusal';

/** Props: the seat and the reason text (already translated), or `undefined` for none. */
export type RefusalLineProps = { readonly seat: SeatId; readonly reason: string | undefined };

/** The refusal text of one seat (e2e tests find it as `reason-<seat>`). */
export function RefusalLine({ seat, reason }: RefusalLineProps): ReactNode {
  if (reason === undefined) return null;
  return (
    <span className="refusal" role="alert" data-testid={`reason-${seat}`}>
      {reason}
    </span>
  );
}

/**
 * The translated reason the engine last refused `seat`'s touch (the UI store's `refusal`, through
 * `refusalMessage`: `errors.<code>` or `errors.unknown`), or `undefined` when that seat has none.
 */
export function useSeatRefusal(seat: SeatId): string | undefined {
  const { t, i18n } = useTranslation();
  const refusal = useUi((s) => s.refusal);
  if (refusal === null || refusal.seat !== seat) return undefined;
  const message = refusalMessage(refusal.code, refusal.params, (key) => i18n.exists(key));
  return t(message.key, message.params);
}
