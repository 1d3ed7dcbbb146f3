/**
 * A playing seat's panel, wired (its own chunk with the map and the rules' track and delivery
 * code): reads the UI store and the seat's choices and acts through the controller — buttons
 * with `act` (after the bonds their cost needs), refused buttons with `refused`, the private
 * reveal with `reveal`, Undo with `undo`. A seat's choices end with its turn and after each of
 * its actions.
 */
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import { useController } from '../../app/controller-context';
import { useUi } from '../../state/store';
import type { SeatColour } from '../../table/seat-colours';
import { actWithBonds } from './act';
import { goodsLook } from './display';
import { choiceOf, clearRefusal, NO_CHOICE, useSeatChoices, type SeatChoice } from './choice';
import { railwaysMapOf } from './maps';
import { useRailwaysRefusal } from './refusal';
import { RailwaysSeat } from './RailwaysSeat';
import { readLegal, readSeatView, readTableView } from './view';
import './railways.css';

/** Props: the seat and its colour. */
export type RailwaysSeatPanelProps = { readonly seat: SeatId; readonly colour: SeatColour | undefined };

/** The wired seat panel (see the module comment). */
export function RailwaysSeatPanel({ seat, colour }: RailwaysSeatPanelProps): ReactNode {
  const controller = useController();
  const game = useUi((s) => s.game);
  const busy = useUi((s) => s.busy);
  const revealed = useUi((s) => s.revealed.includes(seat));
  const choice = useSeatChoices((s) => choiceOf(s.bySeat, seat));
  const choose = useSeatChoices((s) => s.choose);
  const clear = useSeatChoices((s) => s.clear);
  const cubeStyle = useSeatChoices((s) => s.cubeStyle);
  const goods = useMemo(() => goodsLook(cubeStyle), [cubeStyle]);
  const view = useMemo(() => readTableView(game?.tableView), [game]);
  const seatView = useMemo(() => readSeatView(game?.seatViews[seat]), [game, seat]);
  const legal = useMemo(() => readLegal(game?.legal[seat]), [game, seat]);
  const map = useMemo(() => railwaysMapOf(view?.mapId), [view?.mapId]);
  const refusal = useRailwaysRefusal(seat, map?.board, map?.table);
  const active = view !== undefined && view.end === null && view.toAct[0] === seat;
  const building = view?.build != null;
  const phase = view?.phase;
  const bot = game?.header.seats.find((s) => s.seat === seat)?.controller === 'bot';
  // Choices last one turn (and a build's anchor one build); the bid stepper restarts each auction.
  useEffect(() => {
    if (!active) clear(seat);
  }, [active, clear, seat]);
  useEffect(() => {
    if (!building) choose(seat, { anchor: null });
  }, [building, choose, seat]);
  useEffect(() => {
    if (phase !== 'auction') choose(seat, { bid: null });
  }, [phase, choose, seat]);
  const onChoose = useCallback(
    (patch: Partial<SeatChoice>) => {
      clearRefusal(seat);
      choose(seat, patch);
    },
    [choose, seat],
  );
  const onAct = useCallback(
    (action: Action, bonds: number) => {
      choose(seat, { ...NO_CHOICE, bid: null });
      // The dealt cards hide once one is kept.
      if (action.type === 'keep') controller.reveal(seat, false);
      void actWithBonds(controller, seat, action, bonds);
    },
    [controller, choose, seat],
  );
  const onRefused = useCallback((action: Action) => void controller.refused(action), [controller]);
  const onUndo = useCallback(() => void controller.undo(seat), [controller, seat]);
  const onReveal = useCallback((open: boolean) => controller.reveal(seat, open), [controller, seat]);
  if (view === undefined || map === undefined) return null;
  return (
    <RailwaysSeat
      seat={seat}
      colour={colour}
      goods={goods}
      bot={bot}
      view={view}
      seatView={seatView}
      legal={legal}
      choice={choice}
      board={map.board}
      table={map.table}
      canUndo={game?.canUndo[seat] ?? false}
      refusal={refusal}
      busy={busy}
      revealed={revealed}
      onChoose={onChoose}
      onAct={onAct}
      onRefused={onRefused}
      onUndo={onUndo}
      onReveal={onReveal}
    />
  );
}
