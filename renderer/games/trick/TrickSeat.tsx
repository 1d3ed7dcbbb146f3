/**
 * One player's panel while Trick of the Rails is played, facing their edge (issue #16):
 * - the status line: whose turn and what to do, the seat's shares (emblem × count) and score now
 *   (public: the table view);
 * - the hand, face down unless its owner holds "Hold: my cards" (seat kit `HoldButton`; it hides
 *   when the finger lifts, and after `REVEAL_MS`); at the game's start its cards slide in one by
 *   one as the board deals them (`dealing`, ./deal.ts); a card is chosen by touch (the card kit's
 *   select-then-confirm, `tapCard`), shown raised, then played with Play. While revealed, the
 *   cards the seat may play stand out and the others are dimmed; a touched unplayable card asks
 *   the engine why (refusal line: "You must follow B&O"). The page never holds a hidden card's
 *   code: face-down cards are named by their place in the hand;
 * - in a placement, instead of the hand: the railway buttons (company colour, emblem and name),
 *   the end buttons ("Front, before the Station" / "Back") and Place, select-then-confirm;
 * - option `autoPlay`: a single playable card (always, or only the last card) plays itself after
 *   `AUTO_PLAY_MS`, through the same `onAction`.
 * Dumb: views, legal list and choices in, callbacks out.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isEqual } from 'ohash';
import { useTranslation } from 'react-i18next';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { TrickAction, TrickSeatView, TrickTableView } from '../../../shared-rules/games/trick';
import { COMPANIES, LOCOMOTIVE } from '../../../shared-rules/games/trick/meta';
import { keepPlayable, tapCard } from '../../card-kit';
import { HoldButton, RefusalLine, SeatSymbol, TouchButton } from '../../seat-kit';
import type { SeatColour } from '../../table/seat-colours';
import { Emblem } from './Emblem';
import { handCardLandsMs } from './deal';
import { autoPlayCard, laneSlot, legalRailways, locomotiveKey, placementAction, placementAsks, type PlacementChoice } from './faces';
import { TrickCardButton, TrickCardFace } from './TrickCard';

/** How long a held hand stays open at most, ms (it also hides when released). */
export const REVEAL_MS = 15_000;
/** How long a forced card waits before it plays itself, ms (long enough to be seen). */
export const AUTO_PLAY_MS = 900;

/** Props (see the module comment). */
export type TrickSeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: boolean;
  readonly table: TrickTableView;
  readonly seatView: TrickSeatView | undefined;
  readonly legal: readonly TrickAction[];
  readonly choice: PlacementChoice;
  readonly revealed: boolean;
  /** The game was just dealt (no card played yet): the hand's cards slide in, timed with the board's deal (./deal.ts). */
  readonly dealing: boolean;
  readonly refusal: string | undefined;
  readonly busy: boolean;
  readonly onChoose: (patch: Partial<PlacementChoice>) => void;
  readonly onAction: (action: Action) => void;
  readonly onRefused: (action: Action) => void;
  readonly onMissed: (code: string) => void;
  readonly onReveal: (open: boolean) => void;
};

const NONE: readonly number[] = [];

/** The status text of the seat. */
function useStatus(props: TrickSeatProps, active: boolean): string {
  const { t } = useTranslation();
  const { table, bot } = props;
  if (table.end !== null) return t('trick.status.over');
  if (bot) return t(active ? 'trick.status.botThinking' : 'trick.status.bot');
  if (!active) return t('trick.status.waiting');
  switch (table.phase) {
    case 'play':
      return t(table.led < 0 ? 'trick.status.lead' : 'trick.status.follow');
    case 'place-city':
      return t('trick.status.placeCity');
    case 'place-locomotive':
      return t('trick.status.placeLocomotive', { locomotive: t(locomotiveKey(table.pending - LOCOMOTIVE)) });
    case 'place-card':
      return t('trick.status.placeCard');
  }
}

/** The placement row: railways, ends, Place (select-then-confirm). */
function Placement(props: TrickSeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, table, legal, choice } = props;
  const asks = placementAsks(table.phase);
  const railways = legalRailways(legal);
  const action = placementAction(table.phase, seat, choice);
  const legalNow = action !== undefined && legal.some((a) => isEqual(a, action));
  const wait = props.busy;
  const position = table.seats.indexOf(seat);
  const own = table.trick[position] ?? -1;
  const pending = table.pending >= 0 ? laneSlot(table.pending) : undefined;
  return (
    <div className="seat-row trick-place" data-testid={`placement-${seat}`}>
      {table.phase === 'place-card' && own >= 0 && <TrickCardFace card={own} small />}
      {pending?.kind === 'city' && (
        <span className="trick-pending-chip is-city" data-testid={`pending-${seat}`}>
          {t(`trick.city.${pending.city}`)} {pending.value}
        </span>
      )}
      {pending?.kind === 'locomotive' && (
        <span className="trick-pending-chip is-loco" data-testid={`pending-${seat}`}>
          {t(locomotiveKey(pending.locomotive))}
        </span>
      )}
      <div className="trick-place-choices">
      {asks.railway && (
        <div className="trick-railway-buttons">
          {COMPANIES.map((id, r) => {
            const allowed = railways.has(r);
            const refusal: TrickAction = table.phase === 'place-locomotive' ? { type: 'place-locomotive', seat, railway: r } : { type: 'place-city', seat, railway: r, end: choice.end ?? 'back' };
            return (
              <TouchButton
                key={id}
                seat={seat}
                control={`railway-${r}`}
                variant="secondary"
                pressed={choice.railway === r}
                disabled={!allowed || wait}
                onRefusedPress={wait ? undefined : () => props.onRefused(refusal)}
                onPress={() => props.onChoose({ railway: r })}
                testId={`railway-${seat}-${r}`}
                label={t(`trick.companyLong.${id}`)}
              >
                <Emblem company={r} size="1.3em" />
                <span>{t(`trick.company.${id}`)}</span>
              </TouchButton>
            );
          })}
        </div>
      )}
      <div className="trick-place-bottom">
      {asks.end && (
        <div className="trick-end-buttons">
          <TouchButton seat={seat} control="end-front" variant="secondary" pressed={choice.end === 'front'} disabled={wait} onPress={() => props.onChoose({ end: 'front' })} testId={`end-${seat}-front`}>
            {t('trick.end.front')}
          </TouchButton>
          <TouchButton seat={seat} control="end-back" variant="secondary" pressed={choice.end === 'back'} disabled={wait} onPress={() => props.onChoose({ end: 'back' })} testId={`end-${seat}-back`}>
            {t('trick.end.back')}
          </TouchButton>
        </div>
      )}
      <TouchButton
        seat={seat}
        control="place"
        disabled={wait || !legalNow}
        onRefusedPress={wait ? undefined : () => (action === undefined ? props.onMissed('trick-choose-first') : props.onRefused(action))}
        onPress={() => action !== undefined && props.onAction(action)}
        testId={`place-${seat}`}
      >
        {t('trick.place')}
      </TouchButton>
      </div>
      </div>
    </div>
  );
}

/** The play content of one joined seat panel. */
export function TrickSeat(props: TrickSeatProps): ReactNode {
  const { t } = useTranslation();
  const { seat, colour, table, seatView, revealed, onReveal, bot } = props;
  const active = table.toAct[0] === seat;
  const over = table.end !== null;
  const status = useStatus(props, active);
  const position = table.seats.indexOf(seat);
  const hand = seatView?.hand ?? NONE;
  const playableCards = seatView?.playable ?? NONE;
  const playable = useMemo(() => new Set(playableCards.map(String)), [playableCards]);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const selected = keepPlayable(picked, playable);
  const wait = props.busy || bot;
  const placing = active && !bot && table.phase !== 'play' && !over;
  const toPlay = active && !bot && table.phase === 'play' && !over;

  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => onReveal(false), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [revealed, onReveal]);

  // A forced card plays itself (option autoPlay), through the same path as a touch.
  const auto = toPlay && !props.busy ? autoPlayCard(table.autoPlay, hand, playableCards) : undefined;
  const { onAction } = props;
  useEffect(() => {
    if (auto === undefined) return;
    const play: TrickAction = { type: 'play', seat, card: auto };
    const timer = setTimeout(() => onAction(play), AUTO_PLAY_MS);
    return () => clearTimeout(timer);
  }, [auto, seat, onAction]);

  const shares = table.shares[position] ?? [];
  const score = table.scores[position] ?? 0;
  const chosen = selected[0];
  const play: TrickAction | undefined = chosen === undefined ? undefined : { type: 'play', seat, card: Number(chosen) };

  return (
    <div className={`tg-seat trick-seat${active ? ' active' : ''}`} data-testid={`trick-seat-${seat}`}>
      <div className="seat-row info">
        {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />}
        <span className={`seat-name${active ? ' my-turn' : ''}${active && bot && !over ? ' thinking' : ''}`} data-testid={`status-${seat}`}>
          {t('seat.name', { seat: seat + 1 })} · {status}
        </span>
        <span className="trick-seat-shares" data-testid={`seat-shares-${seat}`}>
          {shares.map((count, c) =>
            count === 0 ? null : (
              <span key={c} className="trick-share">
                <Emblem company={c} size="1em" />×{count}
              </span>
            ),
          )}
        </span>
        <span className="seat-status trick-score" data-testid={`seat-score-${seat}`}>
          {t('trick.scoreNow', { score })}
        </span>
      </div>
      {placing ? (
        <Placement {...props} />
      ) : (
        !over && (
          <div className="seat-row hand trick-hand" data-testid={`hand-${seat}`}>
            <HoldButton held={revealed} onHold={onReveal} testId={`show-hand-${seat}`} disabled={bot}>
              {t('trick.showHand')}
            </HoldButton>
            <div className="hand-cards trick-hand-cards">
              {hand.map((card, index) => {
                const id = String(card);
                return (
                  <TrickCardButton
                    key={index}
                    seat={seat}
                    index={index}
                    card={revealed && !bot ? card : null}
                    selected={selected.includes(id)}
                    playable={revealed && toPlay && playable.has(id)}
                    dimmed={revealed && toPlay && !playable.has(id)}
                    backLabel={t('trick.cardBack')}
                    landsMs={props.dealing ? handCardLandsMs(Math.max(0, position), index, table.seats.length, hand.length) : undefined}
                    onPress={
                      !toPlay || wait
                        ? undefined
                        : () => {
                            const next = tapCard(selected, id, playable, 1);
                            setPicked(next.selected);
                            const wanted: TrickAction = { type: 'play', seat, card };
                            if (!next.ok) props.onRefused(wanted);
                          }
                    }
                  />
                );
              })}
            </div>
            {toPlay && (
              <TouchButton
                seat={seat}
                control="confirm"
                disabled={wait || play === undefined}
                onRefusedPress={wait ? undefined : () => props.onMissed('card-select-first')}
                onPress={() => {
                  if (play === undefined) return;
                  setPicked([]);
                  props.onAction(play);
                }}
                testId={`confirm-${seat}`}
              >
                {t('trick.play')}
              </TouchButton>
            )}
          </div>
        )
      )}
      <div className="seat-row message">
        {props.refusal !== undefined ? (
          <RefusalLine seat={seat} reason={props.refusal} />
        ) : auto !== undefined ? (
          <span data-testid={`auto-${seat}`}>{t('trick.hint.auto')}</span>
        ) : toPlay ? (
          <span>{t(revealed ? 'trick.hint.choose' : 'trick.hint.hold')}</span>
        ) : placing ? (
          <span>{t(`trick.hint.${table.phase}`)}</span>
        ) : over ? (
          <span className="muted">{t('trick.hint.over')}</span>
        ) : (
          <span className="muted">{t('trick.hint.idle', { n: hand.length })}</span>
        )}
      </div>
    </div>
  );
}
