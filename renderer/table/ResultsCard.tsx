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
import { SeatSymbol } from '../seat-kit/SeatSymbol';
import { TouchButton } from '../seat-kit/TouchButton';
import type { SeatColour } from './seat-colours';

/**
 * The replay position (`null`: not started): step shown (0 … `total` − 1), steps in all,
 * playing, speed (× the normal pace), round markers (steps that end a round, ascending).
 */
export type ResultsReplay = { readonly index: number; readonly total: number; readonly playing: boolean; readonly speed: number; readonly marks: readonly number[] } | null;

/** One winner (place 1; several share a tie): seat, colour (`undefined`: not joined any more) and whether a bot played it. */
export type Winner = { readonly seat: SeatId; readonly colour: SeatColour | undefined; readonly bot: boolean };

/** Props: who won, the replay position, the control suffix (the card's rotation), the ranking body (hidden while replaying) and the callbacks. */
export type ResultsCardProps = {
  /** The winners, for the headline and its confetti in the first winner's colour (none: no headline). */
  readonly winners: readonly Winner[];
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

/** A trophy, drawn (no emoji font needed), in the winner's colour (`--winner`) with a gold rim. */
function Trophy(): ReactNode {
  return (
    <svg className="trophy" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path d="M6 5H3v2a4 4 0 0 0 4 4M18 5h3v2a4 4 0 0 1-4 4" fill="none" stroke="#b8860b" strokeWidth="1.6" />
      <path d="M6 3h12v5a6 6 0 0 1-12 0Z" fill="var(--winner)" stroke="#b8860b" strokeWidth="1.4" strokeLinejoin="round" />
      <rect x="11" y="14" width="2" height="4" fill="#b8860b" />
      <rect x="7" y="18" width="10" height="3" rx="1" fill="#b8860b" />
    </svg>
  );
}

/** How many pieces of confetti fall once over the headline. */
const CONFETTI = 18;

/** Confetti: pieces in the winner's colour, gold and white, falling once (CSS: a 2.4 s fall after a stagger of up to 0.6 s, about 3 s in all; none with reduced motion). */
function Confetti({ colour }: { readonly colour: string }): ReactNode {
  const colours = [colour, '#e8c547', '#ffffff'];
  return (
    <span className="confetti" aria-hidden="true">
      {Array.from({ length: CONFETTI }, (_, i) => (
        <span key={i} style={{ '--x': `${((i * 37) % 100) + 0.5}%`, '--delay': `${(i % 6) * 0.12}s`, '--spin': `${(i % 2 === 0 ? 1 : -1) * (200 + ((i * 53) % 260))}deg`, background: colours[i % colours.length] } as CSSProperties} />
      ))}
    </span>
  );
}

/** The speed as shown on its button: "½×", "1×", "2×", "4×". */
export function speedLabel(speed: number): string {
  return `${speed === 0.5 ? '½' : String(speed)}×`;
}

/** One copy of the results card. */
export function ResultsCard({ winners, replay, control, children, onReplay, onStep, onPlay, onSeek, onJump, onSpeed, onNewGame }: ResultsCardProps): ReactNode {
  const { t, i18n } = useTranslation();
  const last = replay === null ? 0 : Math.max(1, replay.total - 1);
  const first = winners[0];
  const nameOf = (w: Winner) => (w.bot ? t('results.botName', { seat: w.seat + 1 }) : t('seat.name', { seat: w.seat + 1 }));
  const headline =
    first === undefined ? undefined : winners.length === 1 ? t('results.wins', { name: nameOf(first) }) : t('results.shareWin', { names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(winners.map(nameOf)) });
  return (
    <div className={`card results${replay === null ? '' : ' replaying'}`} role="dialog" aria-label={t('results.title')}>
      {replay === null && (
        <>
          <h2>{t('results.title')}</h2>
          {headline !== undefined && (
            <div className="winner" data-testid={`winner-${control}`} style={{ '--winner': first?.colour?.hex ?? '#c9a227' } as CSSProperties}>
              <Confetti colour={first?.colour?.hex ?? '#c9a227'} />
              <Trophy />
              {winners.map((w) => w.colour !== undefined && <SeatSymbol key={w.seat} symbol={w.colour.symbol} fill={w.colour.hex} size={22} />)}
              <span className="winner-text">{headline}</span>
            </div>
          )}
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
