/**
 * One card at the table: a seat-kit `TouchButton` (one pointer's tap, routed by `pointerId`)
 * whose content is the card face — a title, an optional corner mark and a colour band — or its
 * back. Sized in millimetres (`--mm`, the display calibration: 26 × 36 mm), so a card
 * is as big under a finger on every screen. It reads the right way up from wherever it is drawn:
 * inside a seat panel that is its owner's edge; in the centre area it is turned to the seat
 * that played it (`./CentreArea.tsx`). Pressable or not (a hand while the engine is busy, the
 * centre area), the markup is the same: a `touch-button play-card-button` root carrying the test
 * id around a `.play-card` face, so a card does not change shape under the finger mid-turn.
 */
import type { ReactNode } from 'react';
import type { SeatId } from '../../shared-rules/core/types';
import { TouchButton } from '../seat-kit/TouchButton';

/** A card's face: `title` (translated text), an optional `corner` (rank, value, a short mark) and band `color` (CSS). */
export type CardFace = { readonly title: string; readonly corner?: string; readonly color?: string };

/** Props: the seat whose area it is in (for pointer routing), a card id unique in that area, the face, and its state. */
export type CardProps = {
  readonly seat: SeatId | undefined;
  readonly id: string;
  readonly face: CardFace;
  /** Shown as its back (a hidden card, or a private hand not being revealed). */
  readonly faceDown?: boolean;
  /** Raised: selected, waiting for Confirm. */
  readonly selected?: boolean;
  /** Dimmed: not playable now (a tap still reaches `onPress`, so the hand can say why). */
  readonly dimmed?: boolean;
  readonly onPress?: () => void;
  readonly testId?: string;
  /** The accessible name when face down (default: the face's title). */
  readonly label?: string;
};

/** Draws one card (see the module comment). Without `onPress` it is shown, not pressed. */
export function Card({ seat, id, face, faceDown = false, selected = false, dimmed = false, onPress, testId, label }: CardProps): ReactNode {
  const content = faceDown ? (
    <span className="play-card-back" aria-hidden="true" />
  ) : (
    <>
      <span className="play-card-band" style={face.color === undefined ? undefined : { background: face.color }} aria-hidden="true" />
      {face.corner !== undefined && <span className="play-card-corner">{face.corner}</span>}
      <span className="play-card-title">{face.title}</span>
    </>
  );
  const className = `play-card${faceDown ? ' face-down' : ''}${selected ? ' selected' : ''}${dimmed ? ' dimmed' : ''}`;
  if (onPress === undefined) {
    return (
      <div className="touch-button play-card-button" data-testid={testId} role="img" aria-label={faceDown ? (label ?? '') : face.title}>
        <span className={className}>{content}</span>
      </div>
    );
  }
  return (
    <TouchButton seat={seat} control={`card:${id}`} variant="play-card-button" pressed={selected} onPress={onPress} testId={testId} label={faceDown ? label : undefined}>
      <span className={className}>{content}</span>
    </TouchButton>
  );
}
