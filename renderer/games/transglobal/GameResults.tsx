/**
 * The game-end card: places (ties shared), banks, and the replay of the game from its log
 * (play/pause, step back and forward, the step shown), and New game. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Outcome, SeatId } from '../../../shared-rules/core/types';
import type { SeatColour } from '../../table/seat-colours';
import { SeatSymbol } from '../../seat-kit/SeatSymbol';
import { TouchButton } from '../../seat-kit/TouchButton';

/** Props: the outcome (score = bank $), colours, the replay position (null: not started), control suffix and callbacks. */
export type GameResultsProps = {
  readonly outcome: Outcome;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly replay: { readonly index: number; readonly total: number; readonly playing: boolean } | null;
  readonly control: string;
  readonly onReplay: () => void;
  readonly onStep: (delta: number) => void;
  readonly onPlay: (playing: boolean) => void;
  readonly onNewGame: () => void;
};

/** One copy of the results card. */
export function GameResults({ outcome, colourOf, replay, control, onReplay, onStep, onPlay, onNewGame }: GameResultsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <div className={`card results${replay === null ? '' : ' replaying'}`} role="dialog" aria-label={t('tg.results.title')}>
      {replay === null && (
        <>
          <h2>{t('tg.results.title')}</h2>
          <ol className="places">
            {outcome.ranking.map((p) => {
              const colour = colourOf(p.seat);
              return (
                <li key={p.seat} data-testid={`place-${control}-${p.seat}`}>
                  <span className="place">{t('tg.results.place', { place: p.place })}</span>
                  {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={18} />}
                  <span>{t('seat.name', { seat: p.seat + 1 })}</span>
                  <span className="bank">{t('tg.summary.money', { value: p.score })}</span>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <div className="seat-row buttons">
        {replay === null ? (
          <TouchButton seat={undefined} control={`replay-${control}`} variant="secondary" onPress={onReplay} testId={`replay-${control}`}>
            {t('tg.results.replay')}
          </TouchButton>
        ) : (
          <>
            <TouchButton seat={undefined} control={`back-${control}`} variant="secondary" onPress={() => onStep(-1)} label={t('tg.results.back')} testId={`replay-back-${control}`}>
              ◀
            </TouchButton>
            <TouchButton seat={undefined} control={`play-${control}`} variant="secondary" onPress={() => onPlay(!replay.playing)} testId={`replay-play-${control}`}>
              {replay.playing ? t('tg.results.pause') : t('tg.results.play')}
            </TouchButton>
            <TouchButton seat={undefined} control={`fwd-${control}`} variant="secondary" onPress={() => onStep(1)} label={t('tg.results.forward')} testId={`replay-forward-${control}`}>
              ▶
            </TouchButton>
            <span className="replay-step" data-testid={`replay-step-${control}`}>
              {t('tg.results.step', { step: replay.index, total: replay.total - 1 })}
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
