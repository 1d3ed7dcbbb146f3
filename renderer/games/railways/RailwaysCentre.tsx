/**
 * One copy of the table's centre strip (two are shown: one facing each long edge): the game's
 * clock (turn, phase and round, the last turn once the end is triggered, Empty City markers and
 * cards left; with Worst is First after the first turn, that the order goes by score, worst
 * first, and the order), in the auction under a bidding style other than the traditional one the
 * style and its rule (First to pass: each seat's bid, who passed, the high bid marked), the face-up operations cards (name and what each does; race cards are claimed by
 * doing what they say), the engine ladder (levels 1–8 with the price of each step, from the map's
 * data file, every player's engine token on its level), the score ladder (each player's marker
 * with score, the income it earns now and bonds), and the Display button (the five goods in the
 * cube style, lettered while the letters are on): it opens this copy's display chooser in place
 * of the cards and ladders — the six track styles and the six cube styles (each a touch target
 * with a preview drawn in that style on the land's colour, the current one marked and named),
 * and the switches of the cube letters and of the build aid.
 * The choices are the whole table's; each copy opens and closes on its own, and closes by
 * itself after {@link CHOOSER_IDLE_MS} without a touch. Dumb but for that open state.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../shared-rules/core/types';
import type { RailwaysTableView } from '../../../shared-rules/games/railways';
import { RACE_KINDS, type RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { SeatSymbol, TouchButton } from '../../seat-kit';
import { SEAT_COLOURS, type SeatColour } from '../../table/seat-colours';
import { DISPLAY_STYLES, goodsLook, trackLook, type DisplayStyle } from './display';
import { operationText } from './maps';
import { GOODS_LETTER, RW_COLORS } from './palette';

/** How long an open display chooser waits for a touch before it closes by itself (ms). */
export const CHOOSER_IDLE_MS = 30_000;

/** The table's display preferences as the strip shows them, and their setters (choice.ts). */
export type CentreDisplay = {
  readonly letters: boolean;
  readonly trackStyle: DisplayStyle;
  readonly cubeStyle: DisplayStyle;
  readonly buildAid: boolean;
  readonly onLetters: (on: boolean) => void;
  readonly onTrackStyle: (style: DisplayStyle) => void;
  readonly onCubeStyle: (style: DisplayStyle) => void;
  readonly onBuildAid: (on: boolean) => void;
};

/** Props: the view shown, the map and its data file, colours, which copy (`far`: turned to the far edge), its size (px), and the display preferences. */
export type RailwaysCentreProps = {
  readonly view: RailwaysTableView;
  readonly board: RailwaysBoard;
  readonly table: RailwaysTable;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
  readonly far: boolean;
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly display: CentreDisplay;
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

/** A track style's preview: a short track per colour (`colours`, seat hexes) as that style draws it, on the land. */
export function TrackSwatch({ style, colours }: { readonly style: DisplayStyle; readonly colours: readonly string[] }): ReactNode {
  const look = trackLook(style);
  const n = Math.max(1, colours.length);
  const step = 18 / n;
  const fillW = Math.min(3.6, step * 0.6);
  const edgeW = fillW + Math.min(2.4, step * 0.3) * look.tone.outlineScale;
  return (
    <svg className="rw-swatch" viewBox="0 0 48 20" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="48" height="20" rx="3" fill={RW_COLORS.plains} />
      {colours.map((hex, i) => {
        const y = 1 + step * (i + 0.5);
        const d = `M4 ${y + 1} Q24 ${y - 2} 44 ${y + 1}`;
        return (
          <g key={`${hex}-${i}`}>
            <path d={d} fill="none" stroke={look.tone.outline} strokeWidth={edgeW} strokeLinecap="round" />
            <path d={d} fill="none" stroke={look.fill(hex)} strokeWidth={fillW} strokeLinecap="round" />
          </g>
        );
      })}
    </svg>
  );
}

/** A cube style's preview: the five goods cubes (red, yellow, blue, purple, black) as that style draws them, on the land. */
export function CubeSwatch({ style, letters }: { readonly style: DisplayStyle; readonly letters: boolean }): ReactNode {
  const look = goodsLook(style);
  const edge = 0.9 * look.outlineScale;
  return (
    <svg className="rw-swatch" viewBox="0 0 48 20" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="48" height="20" rx="3" fill={RW_COLORS.plains} />
      {[0, 1, 2, 3, 4].map((k) => {
        const x = 3 + (k % 3) * 14.5 + (k >= 3 ? 7.25 : 0);
        const y = k < 3 ? 1.2 : 10.6;
        return (
          <g key={k}>
            <rect x={x} y={y} width="12.5" height="8.2" rx="1" fill={look.fill[k]} stroke={look.outline} strokeWidth={edge} />
            {letters && (
              <text x={x + 6.25} y={y + 6.7} textAnchor="middle" fontSize="7" fontWeight="800" fill={look.ink[k]}>
                {GOODS_LETTER[k]}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The display chooser (one copy's): the track styles, the cube styles and the build aid's switch. */
function DisplayChooser({ display, far, colours, touched }: { readonly display: CentreDisplay; readonly far: boolean; readonly colours: readonly string[]; readonly touched: () => void }): ReactNode {
  const { t } = useTranslation();
  const side = far ? 'far' : 'near';
  const id = (name: string): string => (far ? `${name}-far` : name);
  return (
    <div className="rw-display" data-testid={id('rw-display-panel')}>
      <span className="rw-display-title">
        {t('railways.display.tracks')}: <strong>{t(`railways.display.style-${display.trackStyle}`)}</strong>
      </span>
      <div className="rw-display-grid" role="group" aria-label={t('railways.display.tracks')}>
        {DISPLAY_STYLES.map((style) => (
          <TouchButton
            key={style}
            seat={undefined}
            control={`track-style-${style}-${side}`}
            variant="secondary"
            pressed={display.trackStyle === style}
            testId={id(`rw-track-${style}`)}
            onPress={() => {
              touched();
              display.onTrackStyle(style);
            }}
          >
            <TrackSwatch style={style} colours={colours} />
            <span className="rw-display-name">{t(`railways.display.style-${style}`)}</span>
          </TouchButton>
        ))}
      </div>
      <span className="rw-display-title">
        {t('railways.display.cubes')}: <strong>{t(`railways.display.style-${display.cubeStyle}`)}</strong>
      </span>
      <div className="rw-display-grid" role="group" aria-label={t('railways.display.cubes')}>
        {DISPLAY_STYLES.map((style) => (
          <TouchButton
            key={style}
            seat={undefined}
            control={`cube-style-${style}-${side}`}
            variant="secondary"
            pressed={display.cubeStyle === style}
            testId={id(`rw-cube-${style}`)}
            onPress={() => {
              touched();
              display.onCubeStyle(style);
            }}
          >
            <CubeSwatch style={style} letters={display.letters} />
            <span className="rw-display-name">{t(`railways.display.style-${style}`)}</span>
          </TouchButton>
        ))}
      </div>
      <div className="rw-display-grid rw-display-switches">
        <TouchButton
          seat={undefined}
          control={`letters-${side}`}
          variant="secondary"
          pressed={display.letters}
          testId={id('rw-letters')}
          onPress={() => {
            touched();
            display.onLetters(!display.letters);
          }}
        >
          <span className="rw-display-name">
            {t('railways.letters')}: <strong>{t(display.letters ? 'railways.display.on' : 'railways.display.off')}</strong>
          </span>
        </TouchButton>
        <TouchButton
          seat={undefined}
          control={`build-aid-${side}`}
          variant="secondary"
          pressed={display.buildAid}
          testId={id('rw-build-aid')}
          onPress={() => {
            touched();
            display.onBuildAid(!display.buildAid);
          }}
        >
          <span className="rw-display-name">
            {t('railways.display.buildAid')}: <strong>{t(display.buildAid ? 'railways.display.on' : 'railways.display.off')}</strong>
          </span>
        </TouchButton>
      </div>
    </div>
  );
}

/** The centre strip (see the module comment). */
export function RailwaysCentre({ view, board, table, colourOf, far, width, height, left, display }: RailwaysCentreProps): ReactNode {
  const { t, i18n } = useTranslation();
  const { letters } = display;
  const goods = goodsLook(display.cubeStyle);
  const [open, setOpen] = useState(false);
  // Each touch in the chooser restarts its idle time (`touches` counts them).
  const [touches, setTouches] = useState(0);
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => setOpen(false), CHOOSER_IDLE_MS);
    return () => clearTimeout(timer);
  }, [open, touches]);
  const touched = (): void => setTouches((n) => n + 1);
  const seatHexes = view.players.flatMap((p) => colourOf(p.seat)?.hex ?? []);
  const colours = seatHexes.length > 0 ? seatHexes : SEAT_COLOURS.slice(0, 3).map((c) => c.hex);
  const language = i18n.language;
  const levels = table.engineCosts.length + 1;
  const ranked = [...view.players].sort((a, b) => b.score - a.score || a.seat - b.seat);
  const style = view.options.bidding;
  const auction = view.phase === 'auction' && style !== 'traditional' ? view.auction : null;
  const byScore = style === 'worst-is-first' && view.phase === 'actions' && view.turn > 1 && view.end === null;
  const seats = (order: readonly number[]) => order.map((i) => t('seat.name', { seat: (view.players[i]?.seat ?? 0) + 1 })).join(t('railways.listSeparator'));
  return (
    <div
      className={`rw-centre${far ? ' far' : ''}${height < 620 ? ' compact' : ''}${open ? ' choosing' : ''}`}
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
      {open && <DisplayChooser display={display} far={far} colours={colours} touched={touched} />}
      {!open && auction !== null && (
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
      {!open && (
        <>
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
        </>
      )}
      <div className="rw-centre-foot">
        <TouchButton
          seat={undefined}
          control={`display-${far ? 'far' : 'near'}`}
          variant="secondary"
          pressed={open}
          onPress={() => {
            touched();
            setOpen(!open);
          }}
          testId={far ? 'rw-display-far' : 'rw-display'}
          label={t(open ? 'railways.display.close' : 'railways.display.open')}
        >
          <span className="rw-letter-chips" aria-hidden="true">
            {GOODS_LETTER.slice(0, 5).map((letter, k) => (
              <span key={letter} className="rw-chip" style={{ background: goods.fill[k], color: goods.ink[k], borderColor: goods.outline }}>
                {letters ? letter : ''}
              </span>
            ))}
          </span>
          <span className="rw-display-label">{t(open ? 'railways.display.close' : 'railways.display.open')}</span>
        </TouchButton>
      </div>
    </div>
  );
}
