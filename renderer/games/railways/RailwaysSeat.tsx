/**
 * One player's panel while Railways of the World is played, facing their edge (issue #18 "At the
 * table"). Rows, top to bottom:
 * - the seat and what it is doing; its money ($k), the income its score earns, its bonds, its
 *   engine token (level) and its score;
 * - the controls of the moment: the Rail Baron cards dealt (tap to show, each a Keep button; they
 *   hide again by themselves), later the kept card behind press-and-hold; in the auction a bid
 *   stepper (− / +, at least the high bid + 1) with Bid and Pass, and under a bidding style other
 *   than the traditional one a line of its rule (First to pass: each seat's own bid, and what
 *   passing costs on the Pass button); in the action rounds the five actions as big buttons —
 *   Build, Urbanize, Upgrade engine, Deliver, Operations card (and Mine with the mines option:
 *   its price and the mines left) — each with what it costs now, Bond +$5k and Pass; an action
 *   that costs more than the money offers to issue the bonds first and says so; in a build the
 *   running cost, Done and Undo; the choices of urbanizing (colour), of a mine (a ringed grey
 *   city on the board), of a card (which, then its city and colour) and of a delivery (the
 *   cube's destinations with the points each seat scores, every different way offered);
 * - the message: the refusal, else what to do now.
 * Each button is enabled as the legal list allows (or as it would after the bonds); a disabled
 * one asks the engine why. Dumb: views, legal list, offers and choices in, callbacks out.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { RailwaysAction, RailwaysSeatView, RailwaysTableView } from '../../../shared-rules/games/railways';
import { RACE_KINDS, type RailwaysTable } from '../../../shared-rules/games/railways/tables';
import type { RailwaysBoard } from '../../../shared-rules/maps/railways-map';
import { HoldButton, RefusalLine, SeatSymbol, TouchButton, UndoButton } from '../../seat-kit';
import type { SeatColour } from '../../table/seat-colours';
import type { SeatChoice } from './choice';
import { baronText, cityNameAt, operationText, type Translate } from './maps';
import type { GoodsLook } from './display';
import { GOODS_HEX, GOODS_INK, GOODS_LETTER } from './palette';
import { bidRange, destinationsOf, engineStep, MINE_PRICE, mineOffers, minesLeft, offerOf, sameAction, URBANIZE_PRICE, type DeliveryChoice, type Offer } from './plan';
import { EngineToken } from './RailwaysCentre';

/** How long the dealt Rail Baron cards stay shown after a tap, ms (they hide by themselves). */
export const SHOW_CARDS_MS = 8000;

/** Props (see the module comment). */
export type RailwaysSeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: boolean;
  readonly view: RailwaysTableView;
  readonly seatView: RailwaysSeatView | undefined;
  readonly legal: readonly RailwaysAction[];
  readonly choice: SeatChoice;
  readonly board: RailwaysBoard;
  readonly table: RailwaysTable;
  readonly canUndo: boolean;
  readonly refusal: string | undefined;
  readonly busy: boolean;
  readonly revealed: boolean;
  readonly onChoose: (patch: Partial<SeatChoice>) => void;
  readonly onAct: (action: Action, bonds: number) => void;
  readonly onRefused: (action: Action) => void;
  readonly onUndo: () => void;
  readonly onReveal: (open: boolean) => void;
  /** The table's cube style (`./display.ts`): the chips show cubes as the board does. Printed colours when absent. */
  readonly goods?: GoodsLook;
};

type Hint = { readonly key: string; readonly params: Readonly<Record<string, string | number>> };

/** The hint of the seat to act: what a touch does now. */
function hintOf(props: RailwaysSeatProps, destinations: readonly { readonly to: number; readonly choices: readonly DeliveryChoice[] }[]): Hint {
  const { view, choice } = props;
  if (view.phase === 'barons') return { key: 'railways.hint.keep', params: {} };
  if (view.phase === 'auction') return { key: (view.auction?.high ?? 0) > 0 ? 'railways.hint.auctionHigh' : 'railways.hint.auction', params: { high: view.auction?.high ?? 0, seat: (view.players[view.auction?.leader ?? -1]?.seat ?? 0) + 1 } };
  const build = view.build;
  if (build !== null) return { key: choice.anchor === null ? 'railways.hint.buildStart' : 'railways.hint.buildNext', params: { tiles: build.tiles, cap: build.cap } };
  switch (choice.mode) {
    case 'urbanize':
      return { key: choice.city === null ? 'railways.hint.urbanizeCity' : 'railways.hint.urbanizeColor', params: {} };
    case 'mine':
      return { key: 'railways.hint.mineCity', params: {} };
    case 'card':
      return { key: choice.card === null ? 'railways.hint.card' : choice.city === null ? 'railways.hint.cardCity' : 'railways.hint.cardColor', params: {} };
    case 'deliver':
      if (choice.cube === null) return { key: 'railways.hint.deliverCube', params: {} };
      if (destinations.length === 0) return { key: 'railways.hint.noDestination', params: {} };
      return { key: choice.dest === null ? 'railways.hint.deliverDest' : 'railways.hint.deliverWay', params: {} };
    default:
      return { key: 'railways.hint.actions', params: { round: view.round, left: view.actionsLeft } };
  }
}

/** The seat's status word. */
function statusKey(view: RailwaysTableView, active: boolean, bot: boolean): string {
  if (view.end !== null) return 'railways.status.over';
  if (bot) return active ? 'railways.status.botThinking' : 'railways.status.bot';
  if (!active) return 'railways.status.waiting';
  return view.build !== null ? 'railways.status.building' : view.phase === 'auction' ? 'railways.status.bidding' : 'railways.status.yourTurn';
}

/** A button's cost line: the price, and the bonds it issues first. */
function costLine(t: Translate, offer: Offer | undefined): string {
  if (offer === undefined) return '';
  const price = t('railways.moneyShort', { cash: offer.cost });
  return offer.bonds > 0 && offer.possible ? t('railways.button.withBonds', { price, count: offer.bonds }) : price;
}

/** A mine's cost line: its offer's (with the bonds it issues first), else the bare price. */
function minePrice(t: Translate, offer: Offer | undefined): string {
  return offer === undefined ? t('railways.moneyShort', { cash: MINE_PRICE }) : costLine(t, offer);
}

/** The city hexes a delivery passes through (neither its start nor its end). */
function viaCities(view: RailwaysTableView, from: number, links: readonly number[]): number[] {
  const out: number[] = [];
  let at = from;
  for (const id of links.slice(0, -1)) {
    const tr = view.tracks.find((x) => x.id === id);
    if (tr === undefined) break;
    at = tr.from === at ? tr.to : tr.from;
    out.push(at);
  }
  return out;
}

/** The play content of one joined seat panel. */
export function RailwaysSeat(props: RailwaysSeatProps): ReactNode {
  const { t: translate, i18n } = useTranslation();
  const t: Translate = (key, params) => translate(key, params);
  const language = i18n.language;
  const { seat, colour, view, seatView, legal, choice, board, table, bot, revealed, onReveal } = props;
  const i = view.players.findIndex((p) => p.seat === seat);
  const me = view.players[i];
  const active = view.end === null && view.toAct[0] === seat;
  const over = view.end !== null;
  const wait = props.busy || bot;
  const canAct = active && !bot && !over;
  // The dealt cards hide by themselves.
  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => onReveal(false), SHOW_CARDS_MS);
    return () => clearTimeout(timer);
  }, [revealed, onReveal]);
  const destinations = canAct && choice.cube !== null ? destinationsOf(view, board, legal, choice.cube.city, choice.cube.color) : [];
  if (me === undefined) return null;
  const has = (action: RailwaysAction): boolean => legal.some((a) => sameAction(a, action));
  const button = (action: RailwaysAction, control: string, label: ReactNode, testId: string, options: { readonly variant?: 'primary' | 'secondary'; readonly offer?: Offer; readonly className?: string } = {}): ReactNode => {
    const offer = options.offer;
    const possible = offer !== undefined ? offer.possible : has(action);
    return (
      <TouchButton
        key={control}
        seat={seat}
        control={control}
        variant={options.variant ?? 'secondary'}
        disabled={wait || !possible}
        onRefusedPress={wait ? undefined : () => props.onRefused(action)}
        onPress={() => props.onAct(action, offer?.possible === true ? offer.bonds : 0)}
        testId={testId}
      >
        <span className={`rw-button${options.className === undefined ? '' : ` ${options.className}`}`}>{label}</span>
      </TouchButton>
    );
  };
  const back = (
    <TouchButton key="back" seat={seat} control="back" variant="secondary" disabled={wait} onPress={() => props.onChoose({ mode: 'actions', cube: null, dest: null, city: null, card: null })} testId={`back-${seat}`}>
      {t('railways.button.back')}
    </TouchButton>
  );
  const bondButton = button({ type: 'bond', seat }, 'bond', <>{t('railways.button.bond', { value: table.bondValue })}</>, `bond-${seat}`);

  // The auction under a bidding style other than the traditional one: its rule in a line, and
  // (First to pass) the seat's own bid, which passing pays half of.
  const style = view.options.bidding;
  const ownBid = view.auction?.bids[i] ?? 0;
  const passed = view.auction?.passed.includes(i) === true;
  const auctionNote: ReactNode =
    view.phase === 'auction' && style !== 'traditional' ? (
      <span className="rw-rule-note" data-testid={`auction-note-${seat}`}>
        {style === 'first-to-pass' && ownBid > 0 && (
          <strong className="rw-own-bid" data-testid={`own-bid-${seat}`}>
            {t('railways.auction.yourBid', { bid: t('railways.moneyShort', { cash: ownBid }) })}
            {passed ? ` · ${t('railways.auction.passed')}` : ''}
          </strong>
        )}
        <span>{t(`railways.auction.rule-${style}`)}</span>
      </span>
    ) : null;

  let controls: ReactNode = null;
  if (over) {
    controls = null;
  } else if (view.phase === 'barons' && !me.baronKept) {
    controls = revealed ? (
      <>
        {(seatView?.dealt ?? []).map((card) => {
          const goal = baronText(table.barons[card], board, language, t);
          const keep: RailwaysAction = { type: 'keep', seat, card };
          return canAct ? (
            button(keep, `keep-${card}`, <>{t('railways.button.keep', { goal })}</>, `keep-${seat}-${card}`, { className: 'rw-baron-card' })
          ) : (
            <span key={card} className="rw-baron-card shown" data-testid={`dealt-${seat}-${card}`}>
              {goal}
            </span>
          );
        })}
        <TouchButton seat={seat} control="hide-cards" variant="secondary" onPress={() => onReveal(false)} testId={`hide-cards-${seat}`}>
          {t('railways.button.hide')}
        </TouchButton>
      </>
    ) : bot ? null : (
      <TouchButton seat={seat} control="show-cards" variant="secondary" onPress={() => onReveal(true)} testId={`show-cards-${seat}`}>
        {t('railways.button.showCards')}
      </TouchButton>
    );
  } else if (canAct && view.phase === 'auction') {
    const { min, max } = bidRange(view);
    const amount = Math.max(min, Math.min(max, choice.bid ?? min));
    const bid: RailwaysAction = { type: 'bid', seat, amount };
    const offer = offerOf(view, table, bid, amount, legal);
    // First to pass: passing pays half the own bid, rounded up (the rules' advanceAuction).
    const passCost = view.options.bidding === 'first-to-pass' ? Math.ceil((view.auction?.bids[i] ?? 0) / 2) : 0;
    controls = (
      <>
        {auctionNote}
        <TouchButton seat={seat} control="bid-down" variant="secondary" disabled={wait || amount <= min} label={t('railways.button.bidDown')} onPress={() => props.onChoose({ bid: amount - 1 })} testId={`bid-down-${seat}`}>
          −
        </TouchButton>
        <span className="rw-bid" data-testid={`bid-amount-${seat}`}>
          {t('railways.moneyShort', { cash: amount })}
        </span>
        <TouchButton seat={seat} control="bid-up" variant="secondary" disabled={wait || amount >= max} label={t('railways.button.bidUp')} onPress={() => props.onChoose({ bid: amount + 1 })} testId={`bid-up-${seat}`}>
          +
        </TouchButton>
        {button(bid, 'bid', <>{t('railways.button.bid', { cost: costLine(t, offer) })}</>, `bid-${seat}`, { variant: 'primary', offer })}
        {button(
          { type: 'pass', seat },
          'pass',
          <>
            {t('railways.button.passAuction')}
            {passCost > 0 && <small>{t('railways.button.passCosts', { cost: t('railways.moneyShort', { cash: passCost }) })}</small>}
          </>,
          `pass-${seat}`,
        )}
        {bondButton}
      </>
    );
  } else if (view.phase === 'auction') {
    // Waiting in the auction: the style's rule, and (First to pass) the own bid.
    controls = auctionNote;
  } else if (canAct && view.build !== null) {
    controls = (
      <>
        <span className="rw-build-status" data-testid={`build-status-${seat}`}>
          {t('railways.build.status', { tiles: view.build.tiles, cap: view.build.cap, spent: view.build.spent })}
        </span>
        <UndoButton seat={seat} canUndo={props.canUndo} wait={props.busy} bot={bot} onUndo={props.onUndo} />
        {bondButton}
        {button({ type: 'done', seat }, 'done', <>{t('railways.button.done')}</>, `done-${seat}`, { variant: 'primary' })}
      </>
    );
  } else if (canAct && view.phase === 'actions' && choice.mode === 'urbanize') {
    const city = choice.city;
    const price = offerOf(view, table, { type: 'urbanize', seat, city: city ?? -1, color: 1 }, URBANIZE_PRICE, legal);
    controls = (
      <>
        {city === null ? (
          <span className="muted">{t('railways.hint.urbanizeCity')}</span>
        ) : (
          <>
            <span className="rw-build-status">{costLine(t, price)}</span>
            {[1, 2, 3, 4].map((color) => {
              const action: RailwaysAction = { type: 'urbanize', seat, city, color };
              const offer = offerOf(view, table, action, URBANIZE_PRICE, legal);
              return button(
                action,
                `urbanize-${color}`,
                <>
                  <span className="rw-chip" style={{ background: props.goods?.fill[color] ?? GOODS_HEX[color], color: props.goods?.ink[color] ?? GOODS_INK[color] }}>
                    {GOODS_LETTER[color]}
                  </span>
                  {t('railways.button.urbanizeColor', { color: t(`railways.color.${color}`), left: view.newCityTiles[color] ?? 0 })}
                </>,
                `urbanize-${seat}-${color}`,
                { offer, className: 'rw-row' },
              );
            })}
          </>
        )}
        {back}
      </>
    );
  } else if (canAct && view.phase === 'actions' && choice.mode === 'mine') {
    const offers = mineOffers(view, board, table, legal, seat);
    const first = [...offers.values()][0];
    controls = (
      <>
        <span className="rw-build-status" data-testid={`mine-status-${seat}`}>
          {t('railways.button.mineCost', { cost: minePrice(t, first), left: minesLeft(view, i) })}
        </span>
        {back}
      </>
    );
  } else if (canAct && view.phase === 'actions' && choice.mode === 'card') {
    const takes = legal.filter((a): a is Extract<RailwaysAction, { type: 'take' }> => a.type === 'take');
    const cards = [...new Set(view.faceUp)].filter((id) => {
      const card = table.operations[id];
      return card !== undefined && !RACE_KINDS.has(card.kind);
    });
    const chosen = choice.card;
    const kind = chosen === null ? undefined : table.operations[chosen]?.kind;
    controls = (
      <>
        {chosen === null &&
          cards.map((id) => {
            const text = operationText(table.operations[id], board, language, t);
            const sample = takes.find((a) => a.card === id);
            const needsCity = table.operations[id]?.kind === 'city-growth' || table.operations[id]?.kind === 'hotel' || table.operations[id]?.kind === 'new-industry';
            const take: RailwaysAction = { type: 'take', seat, card: id };
            return (
              <TouchButton
                key={id}
                seat={seat}
                control={`card-${id}`}
                variant="secondary"
                disabled={wait || sample === undefined}
                onRefusedPress={wait ? undefined : () => props.onRefused(take)}
                onPress={() => (needsCity ? props.onChoose({ card: id, city: null }) : props.onAct(take, 0))}
                testId={`card-${seat}-${id}`}
                label={`${text.name}: ${text.text}`}
              >
                <span className="rw-button rw-card-button">{text.name}</span>
              </TouchButton>
            );
          })}
        {chosen !== null && kind === 'new-industry' && choice.city !== null && (
          [1, 2, 3, 4].map((color) => {
            const city = choice.city ?? -1;
            const action: RailwaysAction = { type: 'take', seat, card: chosen, city, color };
            return button(
              action,
              `industry-${color}`,
              <>
                <span className="rw-chip" style={{ background: props.goods?.fill[color] ?? GOODS_HEX[color], color: props.goods?.ink[color] ?? GOODS_INK[color] }}>
                  {GOODS_LETTER[color]}
                </span>
                {t('railways.button.urbanizeColor', { color: t(`railways.color.${color}`), left: view.newCityTiles[color] ?? 0 })}
              </>,
              `industry-${seat}-${color}`,
              { className: 'rw-row' },
            );
          })
        )}
        {chosen !== null && (kind !== 'new-industry' || choice.city === null) && <span className="muted">{t('railways.hint.cardCity')}</span>}
        {back}
      </>
    );
  } else if (canAct && view.phase === 'actions' && choice.mode === 'deliver') {
    const cube = choice.cube;
    const onCity = cube === null ? [] : [...new Set(view.cubes[board.cityOf[cube.city] ?? -1] ?? [])];
    const shownDest = choice.dest === null ? destinations : destinations.filter((d) => d.to === choice.dest);
    controls = (
      <>
        {cube !== null &&
          onCity.map((color) => (
            <TouchButton key={`cube-${color}`} seat={seat} control={`cube-${color}`} variant="secondary" pressed={color === cube.color} disabled={wait} onPress={() => props.onChoose({ cube: { city: cube.city, color }, dest: null })} testId={`cube-${seat}-${color}`} label={t(`railways.color.${color}`)}>
              <span className="rw-chip big" style={{ background: props.goods?.fill[color] ?? GOODS_HEX[color], color: props.goods?.ink[color] ?? GOODS_INK[color] }}>
                {GOODS_LETTER[color]}
              </span>
            </TouchButton>
          ))}
        {shownDest.flatMap((d) =>
          d.choices.map((c, k) => {
            const via = viaCities(view, c.action.city, c.links).map((h) => cityNameAt(board, h, language));
            return button(
              c.action,
              `deliver-${d.to}-${k}`,
              <>
                <strong>{t('railways.deliver.to', { city: cityNameAt(board, d.to, language) })}</strong>
                {via.length > 0 && <small>{t('railways.deliver.via', { cities: via.join(', ') })}</small>}
                <span className="rw-points">
                  {c.points.map((pt) => (
                    <span key={pt.seat} className="rw-dest-points">
                      {t('railways.deliver.points', { seat: pt.seat + 1, points: pt.points })}
                    </span>
                  ))}
                </span>
              </>,
              `deliver-${seat}-${d.to}-${k}`,
              { className: 'rw-deliver-button' },
            );
          }),
        )}
        {back}
      </>
    );
  } else if (canAct && view.phase === 'actions') {
    const step = engineStep(view);
    const upgrade: RailwaysAction = { type: 'upgrade', seat };
    const upgradeOffer = step === undefined ? undefined : offerOf(view, table, upgrade, step.cost, legal);
    // Urbanizing: offered when some grey city may be urbanized now (or after bonds).
    const urbanizeNow = legal.find((a) => a.type === 'urbanize');
    const greyHex = board.cities.find((_, c) => view.cityColor[c] === 5);
    const tileColor = [1, 2, 3, 4].find((k) => (view.newCityTiles[k] ?? 0) > 0);
    const urbanizeSample: RailwaysAction = urbanizeNow ?? { type: 'urbanize', seat, city: greyHex ?? -1, color: tileColor ?? 1 };
    const urbanizeOffer = offerOf(view, table, urbanizeSample, URBANIZE_PRICE, legal);
    const deliveries = legal.filter((a) => a.type === 'deliver').length;
    const takes = legal.some((a) => a.type === 'take');
    // A mine (the mines option): offered when some grey city may be mined now (or after bonds).
    const mines = view.options.mines ? mineOffers(view, board, table, legal, seat) : undefined;
    const mineOffer = mines === undefined ? undefined : [...mines.values()][0];
    const mineSample: RailwaysAction = mineOffer?.action ?? { type: 'mine', seat, city: board.cities.find((_, c) => view.cityColor[c] === 5 && view.mined[c] !== true) ?? greyHex ?? -1 };
    const builds = legal.filter((a): a is Extract<RailwaysAction, { type: 'build' }> => a.type === 'build');
    const plain: RailwaysAction = { type: 'build', seat };
    controls = (
      <>
        {button(plain, 'build', <>{t('railways.button.build')}</>, `build-${seat}`, { variant: 'primary' })}
        {builds
          .filter((b) => b.card !== undefined)
          .map((b) => button(b, `build-card-${b.card ?? -1}`, <>{t('railways.button.buildWith', { card: operationText(table.operations[b.card ?? -1], board, language, t).name })}</>, `build-${seat}-card-${b.card ?? -1}`))}
        <TouchButton
          seat={seat}
          control="urbanize"
          variant="primary"
          disabled={wait || !urbanizeOffer.possible}
          onRefusedPress={wait ? undefined : () => props.onRefused(urbanizeSample)}
          onPress={() => props.onChoose({ mode: 'urbanize', city: null })}
          testId={`urbanize-${seat}`}
        >
          <span className="rw-button">
            {t('railways.button.urbanize')}
            <small>{costLine(t, urbanizeOffer)}</small>
          </span>
        </TouchButton>
        {mines !== undefined && (
          <TouchButton
            seat={seat}
            control="mine"
            variant="primary"
            disabled={wait || mineOffer === undefined}
            onRefusedPress={wait ? undefined : () => props.onRefused(mineSample)}
            onPress={() => props.onChoose({ mode: 'mine', city: null })}
            testId={`mine-${seat}`}
          >
            <span className="rw-button">
              {t('railways.button.mine')}
              <small>{t('railways.button.mineCost', { cost: minePrice(t, mineOffer), left: minesLeft(view, i) })}</small>
            </span>
          </TouchButton>
        )}
        {step === undefined
          ? button(upgrade, 'upgrade', <>{t('railways.button.upgradeTop')}</>, `upgrade-${seat}`, { variant: 'primary' })
          : button(
              upgrade,
              'upgrade',
              <>
                {t('railways.button.upgrade', { level: step.level })}
                <small>{costLine(t, upgradeOffer)}</small>
              </>,
              `upgrade-${seat}`,
              { variant: 'primary', ...(upgradeOffer === undefined ? {} : { offer: upgradeOffer }) },
            )}
        <TouchButton
          seat={seat}
          control="deliver"
          variant="primary"
          disabled={wait || deliveries === 0}
          onRefusedPress={wait ? undefined : () => props.onChoose({ mode: 'deliver', cube: null, dest: null })}
          onPress={() => props.onChoose({ mode: 'deliver', cube: null, dest: null })}
          testId={`deliver-${seat}`}
        >
          <span className="rw-button">
            {t('railways.button.deliver')}
            <small>{t('railways.button.deliverWays', { count: deliveries })}</small>
          </span>
        </TouchButton>
        <TouchButton
          seat={seat}
          control="card"
          variant="primary"
          disabled={wait || !takes}
          onRefusedPress={wait ? undefined : () => props.onChoose({ mode: 'card', card: null, city: null })}
          onPress={() => props.onChoose({ mode: 'card', card: null, city: null })}
          testId={`card-${seat}`}
        >
          <span className="rw-button">
            {t('railways.button.card')}
            <small>{t('railways.button.free')}</small>
          </span>
        </TouchButton>
        {bondButton}
        {button({ type: 'pass', seat }, 'pass', <>{t('railways.button.pass')}</>, `pass-${seat}`)}
      </>
    );
  }

  const hint = canAct ? hintOf(props, destinations) : undefined;
  const kept = !over && !bot && me.baronKept && seatView !== undefined && seatView.baron >= 0 && !(view.phase === 'barons' && revealed);
  return (
    <div className={`tg-seat rw-seat${active ? ' active' : ''}`} data-testid={`rw-seat-${seat}`}>
      <div className="seat-row info rw-info">
        {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />}
        <span className={`seat-name${active ? ' my-turn' : ''}${active && bot ? ' thinking' : ''}`} data-testid={`status-${seat}`}>
          {t('seat.name', { seat: seat + 1 })} · {t(statusKey(view, active, bot))}
        </span>
        <span className="rw-stat rw-cash" data-testid={`cash-${seat}`} title={t('railways.stat.cash')}>
          {t('railways.moneyShort', { cash: me.cash })}
        </span>
        <span className="rw-stat" data-testid={`income-${seat}`} title={t('railways.stat.income')}>
          {t('railways.incomeShort', { cash: me.income })}
        </span>
        <span className={`rw-stat${me.bonds > 0 ? ' rw-bonds' : ''}`} data-testid={`bonds-${seat}`} title={t('railways.stat.bonds')}>
          {t('railways.bondsShort', { count: me.bonds })}
        </span>
        <span className="rw-stat" data-testid={`engine-${seat}`} title={t('railways.stat.engine', { level: me.engine })}>
          <EngineToken level={me.engine} fill={colour?.hex ?? '#888888'} size={20} />
        </span>
        <span className="rw-stat rw-score" data-testid={`score-${seat}`} title={t('railways.stat.score')}>
          {t('railways.points', { points: me.score })}
        </span>
      </div>
      {(me.kept.length > 0 || me.claimed.length > 0 || me.hotels.length > 0) && (
        <div className="seat-row rw-held" data-testid={`held-${seat}`}>
          {me.kept.map((id, i) => (
            <span key={`kept-${i}`} className="rw-chip">{t('railways.held.kept', { card: operationText(table.operations[id], board, language, t).name })}</span>
          ))}
          {me.claimed.map((id, i) => (
            <span key={`claimed-${i}`} className="rw-chip rw-chip-claimed">{t('railways.held.claimed', { card: operationText(table.operations[id], board, language, t).name, points: (table.operations[id] as { points?: number } | undefined)?.points ?? 0 })}</span>
          ))}
          {me.hotels.map((c, i) => (
            <span key={`hotel-${i}`} className="rw-chip">{t('railways.held.hotel', { city: cityNameAt(board, board?.cities[c] ?? -1, language) })}</span>
          ))}
        </div>
      )}
      <div className="seat-row buttons rw-controls" data-testid={`controls-${seat}`}>
        {controls}
        {kept && (
          <HoldButton held={revealed} onHold={onReveal} testId={`show-baron-${seat}`} disabled={bot}>
            {revealed ? baronText(table.barons[seatView.baron], board, language, t) : t('railways.button.baron')}
          </HoldButton>
        )}
      </div>
      <div className="seat-row message rw-message">
        {props.refusal !== undefined ? (
          <RefusalLine seat={seat} reason={props.refusal} />
        ) : hint !== undefined ? (
          <span data-testid={`hint-${seat}`}>{t(hint.key, hint.params)}</span>
        ) : (
          <span className="muted">{t(over ? 'railways.hint.over' : bot ? 'railways.hint.bot' : 'railways.hint.idle')}</span>
        )}
      </div>
    </div>
  );
}

