/**
 * A seat's hand of cards in its own panel (so it reads from its owner's edge), with
 * select-then-confirm (`./hand-selection.ts`) and, for a private hand, a press-and-hold reveal
 * (seat kit `HoldButton`): the faces show only while the seat's finger holds "Show", and hide by
 * themselves when it lifts. A refused touch is always answered on the seat's refusal line: past
 * the number of cards one action takes, or Confirm with none chosen, by the kit itself
 * (`errors.card-hand-full`, `errors.card-select-first`); a card that cannot be played now through
 * `onNotPlayable`, so the game can ask the engine why.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { SeatId } from '../../shared-rules/core/types';
import { useController } from '../app/controller-context';
import { HoldButton } from '../seat-kit/HoldButton';
import { TouchButton } from '../seat-kit/TouchButton';
import { Card, type CardFace } from './Card';
import { keepPlayable, tapCard } from './hand-selection';

/** One card in a hand: a stable id (unique in the hand) and its face. */
export type HandCard = { readonly id: string; readonly face: CardFace };

/** Props: whose hand, its cards, which may be played now, how many one action takes, labels and callbacks. */
export type HandProps = {
  readonly seat: SeatId;
  readonly cards: readonly HandCard[];
  /** Card ids the seat's legal list allows now (empty: none; the hand is shown, not played). */
  readonly playable: ReadonlySet<string>;
  /** Cards one action takes (default 1). */
  readonly max?: number;
  /** A private hand: faces only while revealed. `revealed` and `onReveal` come from the controller (it pauses bots' view of nothing; it records who is looking). */
  readonly private?: { readonly revealed: boolean; readonly onReveal: (held: boolean) => void; readonly showLabel: string; readonly backLabel: string };
  /** The Confirm button's text (translated), e.g. "Play" or "Reveal". */
  readonly confirmLabel: string;
  readonly onConfirm: (ids: readonly string[]) => void;
  /** A tap on card `id`, which the seat's legal list does not allow now. */
  readonly onNotPlayable: (id: string) => void;
  /** While an action is in flight or it is not this seat's moment: nothing can be pressed. */
  readonly wait?: boolean;
};

/** The hand (e2e tests find `hand-<seat>`, `card-<seat>-<id>`, `confirm-<seat>`, `show-hand-<seat>`). */
export function Hand(props: HandProps): ReactNode {
  const { seat, cards, playable, max = 1, wait = false } = props;
  const controller = useController();
  const [selected, setSelected] = useState<readonly string[]>([]);
  // A new legal list drops what is no longer playable (the turn moved on, the card was played).
  const live = useMemo(() => keepPlayable(selected, playable), [selected, playable]);
  const hidden = props.private !== undefined && !props.private.revealed;
  return (
    <div className="seat-row hand" data-testid={`hand-${seat}`}>
      {props.private !== undefined && (
        <HoldButton held={props.private.revealed} onHold={props.private.onReveal} testId={`show-hand-${seat}`}>
          {props.private.showLabel}
        </HoldButton>
      )}
      <div className="hand-cards">
        {cards.map((card) => (
          <Card
            key={card.id}
            seat={seat}
            id={card.id}
            face={card.face}
            faceDown={hidden}
            label={props.private?.backLabel}
            selected={live.includes(card.id)}
            dimmed={!playable.has(card.id)}
            testId={`card-${seat}-${card.id}`}
            onPress={
              wait
                ? undefined
                : () => {
                    const next = tapCard(live, card.id, playable, max);
                    setSelected(next.selected);
                    if (next.ok) return;
                    if (next.reason === 'not-playable') props.onNotPlayable(card.id);
                    else controller.missed(seat, 'card-hand-full');
                  }
            }
          />
        ))}
      </div>
      {playable.size > 0 && (
        <TouchButton
          seat={seat}
          control="confirm"
          disabled={wait || live.length === 0}
          onRefusedPress={wait ? undefined : () => controller.missed(seat, 'card-select-first')}
          onPress={() => {
            props.onConfirm(live);
            setSelected([]);
          }}
          testId={`confirm-${seat}`}
        >
          {props.confirmLabel}
        </TouchButton>
      )}
    </div>
  );
}
