/**
 * One copy of the table's centre strip (two are shown: one facing each long edge): the game's
 * clock (turn, phase and round, the last turn once the end is triggered, Empty City markers and
 * cards left; with Worst is First after the first turn, that the order goes by score, worst
 * first, and the order), in the auction under a bidding style other than the traditional one the
 * style and its rule (First to pass: each seat's bid, who passed, the high bid marked), the face-up operations cards (name and what each does; race cards are claimed by
 * doing what they say), the engine ladder (levels 1–8 with the price of each step, from the map's
 * data file, every player's engine token on its level), the score ladder (each player's marker
 * with score, the income it earns now and bonds), and the switch for the cube letters. Dumb.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { RailwaysTableView } from '../../../shared-rules/games/railways';
import { RACE_KINDS, type RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { SeatSymbol, TouchButton } from '../../seat-kit';
import type { SeatColour } from '../../table/seat-colours';
import { operationText } from './maps';
import { GOODS_HEX, GOODS_INK, GOODS_LETTER } from './palette';

/** Props: the view shown, the map and its data file, colours, which copy (`far`: turned to the far edge), its size (px), and the letters switch. */
export type RailwaysCentreProps = {
  readonly view: RailwaysTableView;
  readonly board: RailwaysBoard;
  readonly table: RailwaysTable;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly far: boolean;
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly letters: boolean;
  readonly onLetters: (on: boolean) => void;
};

/** The clock line: phase, turn and round. */
function clockText(view: RailwaysTableView, t: (key: string, params?: Record<string, string | number>) => string): string {
  if (view.end !== null) return t('railways.clock.over');
  const turn = view.endTurn === null ? t('railways.clock.turn', { turn: view.turn, max: view.maxTurns }) : t('railways.clock.lastTurn', { turn: view.turn, last: view.endTurn });
  const phase = view.phase === 'barons' ? t('railways.clock.barons') : view.phase === 'auction' ? t('railways.clock.auction') : t('railways.clock.round', { round: view.round });
  return `${turn} · ${phase}`;
}

/** An engine token: a little locomotive with its level (seat panels and the ladder). */
export function EngineToken({ level, fill, size }: { readonly level: number; readonly fill: string; readonly size: number }): ReactNode {
  return (
    <svg className="rw-engine" width={size * 1.6} height={size} viewBox="0 0 32 20" aria-hidden="true" focusable="false">
      <path d="M2 15V8h10V4h6v4h6l5 5v2Z" fill={fill} stroke="#1a1a1a" strokeWidth="1.4" strokeLinejoin="round" />
      <circle cx="8" cy="16.5" r="2.6" fill="#1a1a1a" />
      <circle cx="22" cy="16.5" r="2.6" fill="#1a1a1a" />
      <text x="21" y="12.6" textAnchor="middle" fontSize="8" fontWeight="800" fill="#ffffff" stroke="#1a1a1a" strokeWidth="0.6" paintOrder="stroke">
        {level}
      </text>
    </svg>
  );
}

/** The centre strip (see the module comment). */
export function RailwaysCentre({ view, board, table, colourOf, far, width, height, left, letters, onLetters }: RailwaysCentreProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const levels = table.engineCosts.length + 1;
  const ranked = [...view.players].sort((a, b) => b.score - a.score || a.seat - b.seat);
  const style = view.options.bidding;
  const auction = view.phase === 'auction' && style !== 'traditional' ? view.auction : null;
  const byScore = style === 'worst-is-first' && view.phase === 'actions' && view.turn > 1 && view.end === null;
  const seats = (order: readonly number[]) => order.map((i) => t('seat.name', { seat: (view.players[i]?.seat ?? 0) + 1 })).join(t('railways.listSeparator'));
  return (
    <div
      className={`rw-centre${far ? ' far' : ''}${height < 620 ? ' compact' : ''}`}
      data-testid={far ? 'rw-centre-far' : 'rw-centre'}
      aria-hidden={far}
      style={{ left, width, height, transform: far ? 'rotate(180deg)' : undefined }}
    >
      <div className="rw-clock" data-testid={far ? undefined : 'rw-clock'}>
        <strong>{clockText(view, t)}</strong>
        {byScore && (
          <span className="rw-by-score" data-testid={far ? undefined : 'rw-by-score'}>
            {t('railways.clock.byScore', { order: seats(view.order) })}
          </span>
        )}
        <span>{t(height < 620 ? 'railways.clock.markersShort' : 'railways.clock.markers', { left: view.markersLeft, deck: view.deckCount })}</span>
      </div>
      {auction !== null && (
        <div className="rw-auction" data-testid={far ? undefined : 'rw-auction'}>
          <strong>
            {t('railways.option.bidding')}: {t(`railways.option.bidding-${style}`)}
          </strong>
          <span className="rw-auction-rule">{t(`railways.auction.rule-${style}`)}</span>
          {style === 'first-to-pass' &&
            view.players.map((p, i) => {
              const colour = colourOf(p.seat);
              const bid = auction.bids[i] ?? 0;
              const passed = auction.passed.includes(i);
              return (
                <div key={p.seat} className={`rw-auction-row${passed ? ' passed' : ''}${auction.leader === i ? ' leader' : ''}`} data-testid={far ? undefined : `rw-auction-${p.seat}`}>
                  {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={16} />}
                  <span>{t('seat.name', { seat: p.seat + 1 })}</span>
                  {passed && <span className="muted">{t('railways.auction.passed')}</span>}
                  <span className="rw-auction-bid">{bid > 0 ? t('railways.moneyShort', { cash: bid }) : t('railways.auction.noBid')}</span>
                </div>
              );
            })}
        </div>
      )}
      <div className="rw-cards" data-testid={far ? undefined : 'rw-cards'}>
        {view.faceUp.map((id) => {
          const card = table.operations[id];
          const text = operationText(card, board, language, t);
          const race = card !== undefined && RACE_KINDS.has(card.kind);
          return (
            <div key={id} className={`rw-card${race ? ' race' : ''}`} data-card={id}>
              <span className="rw-card-name">
                {text.name}
                {race && <span className="rw-card-race">{t('railways.card.race')}</span>}
              </span>
              <span className="rw-card-text">{text.text}</span>
            </div>
          );
        })}
      </div>
      <div className="rw-ladder" data-testid={far ? undefined : 'rw-engines'} aria-label={t('railways.ladder.engines')}>
        <span className="rw-ladder-title">{t('railways.ladder.engines')}</span>
        <div className="rw-levels" style={{ gridTemplateColumns: `repeat(${Math.ceil(levels / 2)}, 1fr)` }}>
          {Array.from({ length: levels }, (_, i) => {
            const level = i + 1;
            const cost = i === 0 ? undefined : table.engineCosts[i - 1];
            return (
              <div key={level} className="rw-level" data-level={level}>
                <span className="rw-level-head">
                  <span className="rw-level-n">{level}</span>
                  {cost !== undefined && <span className="rw-level-cost">{t('railways.moneyShort', { cash: cost })}</span>}
                </span>
                <span className="rw-level-tokens">
                  {view.players
                    .filter((p) => p.engine === level)
                    .map((p) => {
                      const colour = colourOf(p.seat);
                      return colour === undefined ? null : <SeatSymbol key={p.seat} symbol={colour.symbol} fill={colour.hex} size={14} />;
                    })}
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <div className="rw-scores" data-testid={far ? undefined : 'rw-scores'}>
        <span className="rw-ladder-title">{t('railways.ladder.scores')}</span>
        {ranked.map((p) => {
          const colour = colourOf(p.seat);
          return (
            <div key={p.seat} className="rw-score-row" data-testid={far ? undefined : `rw-score-${p.seat}`}>
              {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={16} />}
              <span className="rw-score-seat">{t('seat.name', { seat: p.seat + 1 })}</span>
              <span className="rw-score-points">{t('railways.points', { points: p.score })}</span>
              <span className="rw-score-income">{t('railways.incomeLadder', { cash: p.income })}</span>
            </div>
          );
        })}
      </div>
      <div className="rw-centre-foot">
        <TouchButton seat={undefined} control={`letters-${far ? 'far' : 'near'}`} variant="secondary" pressed={letters} onPress={() => onLetters(!letters)} testId={far ? undefined : 'rw-letters'} label={t('railways.letters')}>
          <span className="rw-letter-chips" aria-hidden="true">
            {GOODS_LETTER.slice(0, 5).map((letter, k) => (
              <span key={letter} className="rw-chip" style={{ background: GOODS_HEX[k], color: GOODS_INK[k] }}>
                {letters ? letter : ''}
              </span>
            ))}
          </span>
          <span className="rw-letters-label">{t('railways.letters')}</span>
        </TouchButton>
      </div>
    </div>
  );
}
