/**
 * A press-and-hold button for the table: `onHold(true)` while a finger (or pen or mouse) is down
 * on it, `onHold(false)` when it lifts, is cancelled or leaves; used for private reveals that
 * must hide by themselves (design: "behind a press-and-hold reveal that hides again by itself").
 * Keyboard: Space/Enter held down holds it too.
 */
import { useRef, type ReactNode } from 'react';

/** Props: what it shows, whether it is held (for its look), the hold callback, label and test id. */
export type HoldButtonProps = {
  readonly children: ReactNode;
  readonly held: boolean;
  readonly onHold: (held: boolean) => void;
  readonly testId?: string;
  readonly disabled?: boolean;
};

/** The hold button (see the module comment). */
export function HoldButton({ children, held, onHold, testId, disabled = false }: HoldButtonProps): ReactNode {
  const pointers = useRef(new Set<number>());
  const lift = (pointerId: number): void => {
    if (!pointers.current.delete(pointerId)) return;
    if (pointers.current.size === 0) onHold(false);
  };
  return (
    <button
      type="button"
      className={`touch-button secondary hold${held ? ' is-down' : ''}`}
      aria-pressed={held}
      disabled={disabled}
      data-testid={testId}
      onPointerDown={(event) => {
        pointers.current.add(event.pointerId);
        onHold(true);
      }}
      onPointerUp={(event) => lift(event.pointerId)}
      onPointerCancel={(event) => lift(event.pointerId)}
      onPointerLeave={(event) => lift(event.pointerId)}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') onHold(true);
      }}
      onKeyUp={() => onHold(false)}
      onContextMenu={(event) => event.preventDefault()}
    >
      {children}
    </button>
  );
}
