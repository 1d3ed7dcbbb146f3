/**
 * A button for the table: it acts on a tap made with one pointer (touch, pen or mouse) that went
 * down and came up on it, routed by `pointerId` (input/pointer-router.ts), so several people can
 * press buttons in different seats at the same moment and each press counts. Feedback (the
 * pressed look) is drawn on pointerdown, before any engine round trip. Keyboard activation
 * (Enter/Space, a click with `detail === 0`) also works.
 */
import { useState, type PointerEvent, type ReactNode } from 'react';
import type { SeatId } from '../../shared-rules/core/types';
import { pointerRouter } from '../input/pointer-router';

/** Props: the seat area it belongs to, a control id (unique within the seat), the action, looks. */
export type TouchButtonProps = {
  readonly seat: SeatId | undefined;
  readonly control: string;
  readonly onPress: () => void;
  readonly children: ReactNode;
  readonly disabled?: boolean;
  /** The accessible name when the text alone is not it (e.g. an icon button). */
  readonly label?: string;
  /** `primary`: a main action (15–20 mm tall); `secondary`: ≥ 10 mm; `play-card-button`: a card of the card kit (its face is the content). */
  readonly variant?: 'primary' | 'secondary' | 'play-card-button';
  readonly testId?: string;
  readonly pressed?: boolean;
  /**
   * With `disabled`: instead of ignoring taps, the button looks disabled (`aria-disabled`) and a
   * tap calls this (e.g. to ask the engine why the action is refused and show the reason).
   */
  readonly onRefusedPress?: () => void;
};

function inside(event: PointerEvent<HTMLButtonElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
}

/** The table button (see the module comment). */
export function TouchButton(props: TouchButtonProps): ReactNode {
  const { seat, control, children, disabled: off = false, label, variant = 'primary', testId, pressed, onRefusedPress } = props;
  // A refusable button stays tappable: its press asks why instead of acting.
  const disabled = off && onRefusedPress === undefined;
  const onPress = off && onRefusedPress !== undefined ? onRefusedPress : props.onPress;
  const [down, setDown] = useState<ReadonlySet<number>>(new Set());
  const routeSeat = seat ?? -1;
  const key = `${routeSeat}:${control}`;

  const release = (pointerId: number): void => {
    setDown((s) => {
      if (!s.has(pointerId)) return s;
      const next = new Set(s);
      next.delete(pointerId);
      return next;
    });
  };

  return (
    <button
      type="button"
      className={`touch-button ${variant}${down.size > 0 ? ' is-down' : ''}`}
      disabled={disabled}
      aria-disabled={off || undefined}
      aria-label={label}
      aria-pressed={pressed}
      data-testid={testId}
      onPointerDown={(event) => {
        if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
        pointerRouter.down(event.pointerId, { seat: routeSeat, control: key });
        const id = event.pointerId;
        setDown((s) => new Set(s).add(id));
      }}
      onPointerUp={(event) => {
        const spot = pointerRouter.up(event.pointerId);
        release(event.pointerId);
        if (!disabled && spot?.control === key && inside(event)) onPress();
      }}
      onPointerCancel={(event) => {
        pointerRouter.cancel(event.pointerId);
        release(event.pointerId);
      }}
      onClick={(event) => {
        // Pointer taps were handled on pointerup; only keyboard activation arrives with detail 0.
        if (event.detail === 0 && !disabled) onPress();
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      {children}
    </button>
  );
}
