/**
 * The game-end card every game shows facing each edge (inside `EdgeCards`): the title, the
 * game's own ranking (`children`: places, scores, what it reveals), and the platform's replay of
 * the game from its log — play/pause, a step back and forward, a jump to the previous or next
 * round marker, the speed (½×–4×), and a bar to drag to any step with the round markers on it —
 * and New game. Dumb.
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome, SeatId } from '../../shared-rules/core/types';
import { TouchButton } from '../seat-kit/TouchButton';
import type { SeatColour } from './seat-colours';

/**
 * The replay position (`null`: not started): step shown (0 … `total` − 1), steps in all,
 * playing, speed (× the normal pace), round markers (steps that end a round, ascending).
 */
export type ResultsReplay = { readonly index: number; readonly total: number; readonly playing: boolean; readonly speed: number; readonly marks: readonly number[] } | null;

/** Props: the replay position, the control suffix (the card's rotation), the ranking body (hidden while replaying) and the callbacks. */
export type ResultsCardProps = {
  readonly replay: ResultsReplay;
  readonly control: string;
  readonly children: ReactNode;
  readonly onReplay: () => void;
  readonly onStep: (delta: number) => void;
  readonly onPlay: (playing: boolean) => void;
  /** Show step `index` (the replay bar was dragged or tapped). */
  readonly onSeek: (index: number) => void;
  /** To the previous (−1) or next (+1) round marker. */
  readonly onJump: (direction: -1 | 1) => void;
  /** The next replay speed. */
  readonly onSpeed: () => void;
  readonly onNewGame: () => void;
};

/**
 * What a game's results component is given (one copy per edge): the outcome, the seats' colours,
 * and the card's replay position, control suffix and callbacks (passed on to `ResultsCard`).
 */
export type GameResultsHostProps = Omit<ResultsCardProps, 'children'> & {
  readonly outcome: Outcome;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
};

/** The speed as shown on its button: "½×", "1×", "2×", "4×". */
export function speedLabel(speed: number): string {
  return `${speed === 0.5 ? '½' : String(speed)}×`;
}

/** One copy of the results card. */
export function ResultsCard({ replay, control, children, onReplay, onStep, onPlay, onSeek, onJump, onSpeed, onNewGame }: ResultsCardProps): ReactNode {
  const { t } = useTranslation();
  const last = replay === null ? 0 : Math.max(1, replay.total - 1);
  return (
    <div className={`card results${replay === null ? '' : ' replaying'}`} role="dialog" aria-label={t('results.title')}>
      {replay === null && (
        <>
          <h2>{t('results.title')}</h2>
          {children}
        </>
      )}
      <div className="seat-row buttons">
        {replay === null ? (
          <TouchButton seat={undefined} control={`replay-${control}`} variant="secondary" onPress={onReplay} testId={`replay-${control}`}>
            {t('results.replay')}
          </TouchButton>
        ) : (
          <>
            {replay.marks.length > 0 && (
              <TouchButton seat={undefined} control={`round-back-${control}`} variant="secondary" onPress={() => onJump(-1)} label={t('results.roundBack')} testId={`replay-round-back-${control}`}>
                ⏮
              </TouchButton>
            )}
            <TouchButton seat={undefined} control={`back-${control}`} variant="secondary" onPress={() => onStep(-1)} label={t('results.back')} testId={`replay-back-${control}`}>
              ◀
            </TouchButton>
            <TouchButton seat={undefined} control={`play-${control}`} variant="secondary" onPress={() => onPlay(!replay.playing)} testId={`replay-play-${control}`}>
              {replay.playing ? t('results.pause') : t('results.play')}
            </TouchButton>
            <TouchButton seat={undefined} control={`fwd-${control}`} variant="secondary" onPress={() => onStep(1)} label={t('results.forward')} testId={`replay-forward-${control}`}>
              ▶
            </TouchButton>
            {replay.marks.length > 0 && (
              <TouchButton seat={undefined} control={`round-forward-${control}`} variant="secondary" onPress={() => onJump(1)} label={t('results.roundForward')} testId={`replay-round-forward-${control}`}>
                ⏭
              </TouchButton>
            )}
            <TouchButton seat={undefined} control={`speed-${control}`} variant="secondary" onPress={onSpeed} label={t('results.speed', { speed: speedLabel(replay.speed) })} testId={`replay-speed-${control}`}>
              {speedLabel(replay.speed)}
            </TouchButton>
          </>
        )}
        <TouchButton seat={undefined} control={`new-${control}`} onPress={onNewGame} testId={`new-game-${control}`}>
          {t('seat.newGame')}
        </TouchButton>
      </div>
      {replay !== null && (
        <div className="replay-scrub">
          <div className="replay-track">
            {replay.marks.map((m) => (
              <span key={m} className="replay-mark" style={{ '--at': m / last } as CSSProperties} aria-hidden="true" />
            ))}
            <input
              type="range"
              min={0}
              max={replay.total - 1}
              step={1}
              value={replay.index}
              aria-label={t('results.scrub')}
              aria-valuetext={t('results.step', { step: replay.index, total: replay.total - 1 })}
              data-testid={`replay-scrub-${control}`}
              onChange={(e) => onSeek(Number(e.currentTarget.value))}
            />
          </div>
          <span className="replay-step" data-testid={`replay-step-${control}`}>
            {t('results.step', { step: replay.index, total: replay.total - 1 })}
          </span>
        </div>
      )}
    </div>
  );
}
