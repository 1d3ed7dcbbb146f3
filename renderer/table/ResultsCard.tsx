/**
 * The game-end card every game shows facing each edge (inside `EdgeCards`): the title, the
 * game's own ranking (`children`: places, scores, what it reveals), and the platform's replay of
 * the game from its log (play/pause, step back and forward, the step shown) and New game. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome, SeatId } from '../../shared-rules/core/types';
import { TouchButton } from '../seat-kit/TouchButton';
import type { SeatColour } from './seat-colours';

/** The replay position (`null`: not started): step shown, steps in all, playing. */
export type ResultsReplay = { readonly index: number; readonly total: number; readonly playing: boolean } | null;

/** Props: the replay position, the control suffix (the card's rotation), the ranking body (hidden while replaying) and the callbacks. */
export type ResultsCardProps = {
  readonly replay: ResultsReplay;
  readonly control: string;
  readonly children: ReactNode;
  readonly onReplay: () => void;
  readonly onStep: (delta: number) => void;
  readonly onPlay: (playing: boolean) => void;
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

/** One copy of the results card. */
export function ResultsCard({ replay, control, children, onReplay, onStep, onPlay, onNewGame }: ResultsCardProps): ReactNode {
  const { t } = useTranslation();
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
            <TouchButton seat={undefined} control={`back-${control}`} variant="secondary" onPress={() => onStep(-1)} label={t('results.back')} testId={`replay-back-${control}`}>
              ◀
            </TouchButton>
            <TouchButton seat={undefined} control={`play-${control}`} variant="secondary" onPress={() => onPlay(!replay.playing)} testId={`replay-play-${control}`}>
              {replay.playing ? t('results.pause') : t('results.play')}
            </TouchButton>
            <TouchButton seat={undefined} control={`fwd-${control}`} variant="secondary" onPress={() => onStep(1)} label={t('results.forward')} testId={`replay-forward-${control}`}>
              ▶
            </TouchButton>
            <span className="replay-step" data-testid={`replay-step-${control}`}>
              {t('results.step', { step: replay.index, total: replay.total - 1 })}
            </span>
          </>
        )}
        <TouchButton seat={undefined} control={`new-${control}`} onPress={onNewGame} testId={`new-game-${control}`}>
          {t('seat.newGame')}
        </TouchButton>
      </div>
    </div>
  );
}
