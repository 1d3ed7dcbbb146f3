/**
 * One player's panel while Resourceful Rails is played, facing their edge (rules "What the app
 * shows"). Rows, top to bottom:
 * - the seat, what it is doing (your turn, waiting, a bot thinking) and its cash;
 * - the train (kind, speed in mileposts, loads it carries), the loads on it, and the turn:
 *   build turn n of N or round r (of the limit), movement left or the track built against the
 *   $20 budget;
 * - the three demand cards (public): each demand a touch target — it marks the good's sources
 *   and the destination on the board and asks the route planner there; a demand the train can
 *   fill here delivers; in the extra cards' first turn a card is discarded by touch;
 * - the buttons: pick up (the goods of the city the train is in), Train (upgrades and crossgrades
 *   with their price), Drop (a load, unpaid, in a city), New cards (the whole turn), Undo and End
 *   turn — each enabled as the legal list allows, a disabled touch asking the engine why;
 * - the message: the refusal, else the planner's figures for the chosen city (the demand touched
 *   in full, the track to build, the drive), else what to do now; with a city chosen, the
 *   planner's "Build this" and "Drive this" and a button to forget the route beside it.
 * Dumb: views, legal list and choices in, callbacks out.
 */
import { isEqual } from 'ohash';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import type { PlayerView, ResourcefulAction, ResourcefulTableView } from '../../../shared-rules/games/resourceful';
import type { ResourcefulBoard } from '../../../shared-rules/games/resourceful/board';
import { CROSSGRADE_COST, CROSSGRADES, TRACK_FEE, UPGRADE_COST, UPGRADES } from '../../../shared-rules/games/resourceful/meta';
import { RefusalLine, SeatSymbol, TouchButton, UndoButton } from '../../seat-kit';
import type { SeatColour } from '../../table/seat-colours';
import type { SeatChoice } from './choice';
import { cityName, goodName } from './maps';
import { driveFees, type RoutePlan } from './plan';

/** Props (see the module comment). `plan`: the planner's routes to the chosen city (`choice.target`), if any. */
export type ResourcefulSeatProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly bot: boolean;
  readonly table: ResourcefulTableView;
  readonly board: ResourcefulBoard;
  readonly legal: readonly ResourcefulAction[];
  readonly choice: SeatChoice;
  readonly plan: RoutePlan | undefined;
  readonly canUndo: boolean;
  readonly refusal: string | undefined;
  readonly busy: boolean;
  readonly following: boolean;
  readonly onChoose: (patch: Partial<SeatChoice>) => void;
  readonly onAction: (action: Action) => void;
  readonly onRefused: (action: Action) => void;
  readonly onMissed: (code: string) => void;
  readonly onUndo: () => void;
  readonly onFollow: (kind: 'build' | 'drive') => void;
};

/** The seat's status word. */
function statusKey(table: ResourcefulTableView, active: boolean, bot: boolean): string {
  if (table.end !== null) return 'resourceful.status.over';
  if (bot) return active ? 'resourceful.status.botThinking' : 'resourceful.status.bot';
  return active ? 'resourceful.status.yourTurn' : 'resourceful.status.waiting';
}

/** The hint of the seat to act: what a touch does now. */
function hintOf(table: ResourcefulTableView, me: PlayerView, legal: readonly ResourcefulAction[], choice: SeatChoice): { readonly key: string; readonly params: Readonly<Record<string, string | number>> } {
  if (legal.some((a) => a.type === 'discard-card')) return { key: 'resourceful.hint.discard', params: { count: me.hand.length - 3 } };
  if (table.stage === 'build') return { key: choice.anchor === null ? 'resourceful.hint.buildStart' : 'resourceful.hint.buildNext', params: { left: table.turn.budget } };
  if (me.at < 0) return { key: 'resourceful.hint.place', params: {} };
  if (table.turn.stage === 'move') return { key: choice.anchor === null ? 'resourceful.hint.move' : 'resourceful.hint.moveThenBuild', params: { left: table.turn.movement } };
  return { key: choice.anchor === null ? 'resourceful.hint.buildStart' : 'resourceful.hint.buildNext', params: { left: table.turn.budget } };
}

/** The planner's figures for the chosen city: the demand touched (in full), the track to build and the drive. */
function planText(plan: RoutePlan, props: ResourcefulSeatProps, me: PlayerView, language: string, t: (key: string, params?: Readonly<Record<string, string | number>>) => string): string {
  const { board, table, choice } = props;
  const city = cityName(board, plan.city, language);
  const picked = choice.demand === null ? undefined : me.hand.find((c) => c.id === choice.demand?.card)?.demands[choice.demand.demand];
  const demand = picked === undefined ? '' : `${t('resourceful.card.demandLabel', { good: goodName(board, picked.good, language), city: cityName(board, picked.city, language), payment: picked.payment })} · `;
  const build =
    plan.build === undefined
      ? t('resourceful.plan.noTrack')
      : plan.build.cost === 0
        ? t('resourceful.plan.connected')
        : t('resourceful.plan.build', { cost: plan.build.cost, sections: plan.build.sections.length });
  const fees = plan.drive === undefined ? 0 : driveFees(plan.drive, table.turn.fees, TRACK_FEE);
  const drive = plan.drive === undefined ? t('resourceful.plan.noDrive') : fees > 0 ? t('resourceful.plan.driveFees', { mileposts: plan.drive.mileposts, fees }) : t('resourceful.plan.drive', { mileposts: plan.drive.mileposts });
  return `${demand}${t('resourceful.plan.to', { city })} ${build} · ${drive}`;
}

/** The planner's buttons: Build this, Drive this (the seat to act only) and forget the route. */
function PlanButtons(props: ResourcefulSeatProps & { readonly plan: RoutePlan; readonly canAct: boolean }): ReactNode {
  const { t } = useTranslation();
  const { seat, plan, table } = props;
  const wait = props.busy || props.following;
  const buildable = plan.build !== undefined && plan.build.cost > 0;
  const drivable = plan.drive !== undefined && plan.drive.mileposts > 0 && table.stage === 'play' && table.turn.stage === 'move';
  return (
    <span className="rr-plan-buttons">
      {props.canAct && (
        <TouchButton seat={seat} control="build-plan" variant="secondary" disabled={wait || !buildable} onPress={() => props.onFollow('build')} testId={`build-plan-${seat}`}>
          {t('resourceful.button.buildThis', { cost: plan.build?.cost ?? 0 })}
        </TouchButton>
      )}
      {props.canAct && (
        <TouchButton seat={seat} control="drive-plan" variant="secondary" disabled={wait || !drivable} onPress={() => props.onFollow('drive')} testId={`drive-plan-${seat}`}>
          {plan.drive === undefined ? t('resourceful.button.drive') : t('resourceful.button.driveThis', { mileposts: plan.drive.mileposts })}
        </TouchButton>
      )}
      <TouchButton seat={seat} control="clear-plan" variant="secondary" label={t('resourceful.button.clearLabel')} onPress={() => props.onChoose({ target: null, demand: null })} testId={`clear-plan-${seat}`}>
        ✕
      </TouchButton>
    </span>
  );
}

/** One demand card: three demand lines, each a touch target. */
function DemandCard(props: ResourcefulSeatProps & { readonly me: PlayerView; readonly index: number; readonly language: string }): ReactNode {
  const { t } = useTranslation();
  const { seat, me, index, legal, choice, board, language } = props;
  const card = me.hand[index];
  if (card === undefined) return <div className="rr-card empty" />;
  const discard: ResourcefulAction = { type: 'discard-card', seat, card: card.id };
  const discarding = legal.some((a) => a.type === 'discard-card');
  return (
    <div className={`rr-card${discarding ? ' discarding' : ''}`} data-testid={`card-${seat}-${index}`} data-card={card.id}>
      {card.demands.map((demand, d) => {
        const deliver: ResourcefulAction = { type: 'deliver', seat, card: card.id, demand: d };
        const canDeliver = legal.some((a) => isEqual(a, deliver));
        // At the demand's city with its good: a touch delivers (or says why it cannot: a strike).
        const here = me.at >= 0 && board.map.cities[board.cityAt[me.at] ?? -1]?.id === demand.city && me.loads.includes(demand.good);
        const picked = choice.demand?.card === card.id && choice.demand.demand === d;
        const good = goodName(board, demand.good, language);
        const city = cityName(board, demand.city, language);
        return (
          <TouchButton
            key={d}
            seat={seat}
            control={`demand-${index}-${d}`}
            variant="secondary"
            pressed={picked}
            label={t(canDeliver ? 'resourceful.card.deliverLabel' : 'resourceful.card.demandLabel', { good, city, payment: demand.payment })}
            onPress={() => {
              if (discarding) {
                if (!props.bot) props.onAction(discard);
                return;
              }
              if (!props.bot && (canDeliver || here)) {
                if (canDeliver) props.onAction(deliver);
                else props.onRefused(deliver);
                return;
              }
              props.onChoose(picked ? { demand: null, target: null } : { demand: { card: card.id, demand: d } });
            }}
            testId={`demand-${seat}-${index}-${d}`}
          >
            <span className={`rr-demand${canDeliver ? ' deliverable' : ''}`}>
              <span className="rr-demand-good">{good}</span>
              <span className="rr-demand-city">{city}</span>
              <span className="rr-demand-pay">{canDeliver ? t('resourceful.card.deliver', { payment: demand.payment }) : t('resourceful.money', { cash: demand.payment })}</span>
            </span>
          </TouchButton>
        );
      })}
    </div>
  );
}

/** The buttons row. */
function Buttons(props: ResourcefulSeatProps & { readonly me: PlayerView }): ReactNode {
  const { t, i18n } = useTranslation();
  const { seat, table, legal, choice, me, board } = props;
  const language = i18n.language;
  const wait = props.busy || props.following;
  const has = (action: ResourcefulAction): boolean => legal.some((a) => isEqual(a, action));
  const act = (action: ResourcefulAction): void => (has(action) ? props.onAction(action) : props.onRefused(action));
  const button = (action: ResourcefulAction, control: string, label: ReactNode, testId: string, variant: 'primary' | 'secondary' = 'secondary', after?: () => void): ReactNode => (
    <TouchButton
      key={control}
      seat={seat}
      control={control}
      variant={variant}
      disabled={wait || !has(action)}
      onRefusedPress={wait ? undefined : () => props.onRefused(action)}
      onPress={() => {
        act(action);
        after?.();
      }}
      testId={testId}
    >
      {label}
    </TouchButton>
  );
  const back = (
    <TouchButton key="back" seat={seat} control="back" variant="secondary" disabled={wait} onPress={() => props.onChoose({ mode: 'actions' })} testId={`back-${seat}`}>
      {t('resourceful.button.back')}
    </TouchButton>
  );
  const endTurn = button({ type: 'end-turn', seat }, 'end-turn', t('resourceful.button.endTurn'), `end-turn-${seat}`, 'primary', () => props.onChoose({ anchor: null, mode: 'actions' }));
  const undo = <UndoButton key="undo" seat={seat} canUndo={props.canUndo} wait={wait} bot={false} onUndo={props.onUndo} />;
  const city = board.map.cities[board.cityAt[me.at] ?? -1];

  if (choice.mode === 'upgrade') {
    const kinds = [...UPGRADES[me.train].map((k) => ({ k, cost: UPGRADE_COST })), ...CROSSGRADES[me.train].map((k) => ({ k, cost: CROSSGRADE_COST }))];
    return (
      <div className="seat-row buttons rr-buttons">
        {kinds.map(({ k, cost }) => button({ type: 'upgrade', seat, train: k }, `upgrade-${k}`, t('resourceful.button.upgrade', { train: t(`resourceful.train.${k}`), cost }), `upgrade-${seat}-${k}`, 'secondary', () => props.onChoose({ mode: 'actions' })))}
        {kinds.length === 0 && <span className="muted">{t('resourceful.hint.bestTrain')}</span>}
        {back}
      </div>
    );
  }
  if (choice.mode === 'drop') {
    return (
      <div className="seat-row buttons rr-buttons">
        {[...new Set(me.loads)].map((g) => button({ type: 'drop', seat, good: g }, `drop-${g}`, t('resourceful.button.drop', { good: goodName(board, g, language) }), `drop-${seat}-${g}`, 'secondary', () => props.onChoose({ mode: 'actions' })))}
        {back}
      </div>
    );
  }
  const play = table.stage === 'play' && me.at >= 0;
  // Place train: in the chosen city when the track reaches it, else the board's touch is asked for.
  const placeAt = legal.find((a) => a.type === 'place-train' && board.map.cities[board.cityAt[a.milepost] ?? -1]?.id === choice.target);
  const goods = city === undefined ? [] : (board.producedAt[board.cityAt[me.at] ?? -1] ?? []).map((g) => board.map.goods[g]?.id ?? '');
  return (
    <div className="seat-row buttons rr-buttons">
      {play && goods.map((g) => button({ type: 'pickup', seat, good: g }, `pickup-${g}`, t('resourceful.button.pickup', { good: goodName(board, g, language) }), `pickup-${seat}-${g}`))}
      {play && (
        <TouchButton seat={seat} control="train" variant="secondary" disabled={wait} onPress={() => props.onChoose({ mode: 'upgrade' })} testId={`train-${seat}`}>
          {t('resourceful.button.train')}
        </TouchButton>
      )}
      {play && me.loads.length > 0 && (
        <TouchButton seat={seat} control="drop" variant="secondary" disabled={wait} onPress={() => props.onChoose({ mode: 'drop' })} testId={`drop-${seat}`}>
          {t('resourceful.button.drops')}
        </TouchButton>
      )}
      {table.stage === 'play' && me.at < 0 && (
        <TouchButton seat={seat} control="place" variant="secondary" disabled={wait} onPress={() => (placeAt === undefined ? props.onMissed('resourceful-place-in-city') : props.onAction(placeAt))} testId={`place-${seat}`}>
          {t('resourceful.button.place')}
        </TouchButton>
      )}
      {table.turn.canDiscardHand ? button({ type: 'discard-hand', seat }, 'discard-hand', t('resourceful.button.newCards'), `discard-hand-${seat}`) : undo}
      {endTurn}
    </div>
  );
}

/** The play content of one joined seat panel. */
export function ResourcefulSeat(props: ResourcefulSeatProps): ReactNode {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { seat, colour, table, bot, board, choice } = props;
  const me = table.players.find((p) => p.seat === seat);
  if (me === undefined) return null;
  const active = table.end === null && table.toAct[0] === seat;
  const over = table.end !== null;
  const phase =
    table.stage === 'build'
      ? t('resourceful.phase.build', { turn: Math.min(table.buildTurn.done + 1, table.buildTurn.total), total: table.buildTurn.total })
      : table.roundLimit === null
        ? t('resourceful.phase.round', { round: table.round })
        : t('resourceful.phase.roundOf', { round: table.round, limit: table.roundLimit });
  const building = table.stage === 'build' || table.turn.stage === 'build';
  const turnLine = !active ? '' : building ? t('resourceful.phase.budget', { spent: table.turn.spent, left: table.turn.budget }) : me.at < 0 ? '' : t('resourceful.phase.movement', { left: table.turn.movement });
  const hint = active && !bot ? hintOf(table, me, props.legal, choice) : undefined;
  return (
    <div className={`tg-seat rr-seat${active ? ' active' : ''}`} data-testid={`rr-seat-${seat}`}>
      <div className="seat-row info">
        {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={20} />}
        <span className={`seat-name${active ? ' my-turn' : ''}${active && bot ? ' thinking' : ''}`} data-testid={`status-${seat}`}>
          {t('seat.name', { seat: seat + 1 })} · {t(statusKey(table, active, bot))}
        </span>
        <span className="rr-majors-now" title={t('resourceful.majorsLabel')}>
          {t('resourceful.majorsNow', { count: me.connectedMajors, total: table.majorsToWin })}
        </span>
        <span className={`rr-cash${me.qualifies ? ' qualifies' : ''}`} data-testid={`cash-${seat}`}>
          {t('resourceful.money', { cash: me.cash })}
        </span>
      </div>
      <div className="seat-row rr-train-row">
        <span className="rr-train" data-testid={`train-kind-${seat}`}>
          {t('resourceful.trainLine', { train: t(`resourceful.train.${me.train}`), speed: me.speed, capacity: me.capacity })}
        </span>
        <span className="rr-loads" data-testid={`loads-${seat}`}>
          {Array.from({ length: me.capacity }, (_, i) => {
            const g = me.loads[i];
            return (
              <span key={i} className={`rr-load${g === undefined ? ' empty' : ''}`}>
                {g === undefined ? '·' : goodName(board, g, language)}
              </span>
            );
          })}
        </span>
        <span className="rr-phase" data-testid={`phase-${seat}`}>
          {phase}
          {turnLine !== '' && <> · <strong data-testid={`turn-${seat}`}>{turnLine}</strong></>}
        </span>
      </div>
      <div className="seat-row rr-cards" data-testid={`cards-${seat}`}>
        {[0, 1, 2, 3, 4].slice(0, Math.max(3, me.hand.length)).map((index) => (
          <DemandCard key={index} {...props} me={me} index={index} language={language} />
        ))}
      </div>
      {!over && active && !bot ? <Buttons {...props} me={me} /> : <div className="seat-row buttons rr-buttons" />}
      <div className="seat-row rr-message">
        <span className="rr-message-text" data-testid={`message-${seat}`}>
          {props.refusal !== undefined ? (
            <RefusalLine seat={seat} reason={props.refusal} />
          ) : props.plan !== undefined ? (
            <span className="rr-plan" data-testid={`plan-${seat}`}>
              {planText(props.plan, props, me, language, t)}
            </span>
          ) : hint !== undefined ? (
            <span data-testid={`hint-${seat}`}>{t(hint.key, hint.params)}</span>
          ) : (
            <span className="muted">{t(over ? 'resourceful.hint.over' : bot ? 'resourceful.hint.bot' : 'resourceful.hint.idle')}</span>
          )}
        </span>
        {props.plan !== undefined && !over && <PlanButtons {...props} plan={props.plan} canAct={active && !bot} />}
      </div>
    </div>
  );
}
