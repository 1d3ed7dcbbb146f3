/**
 * A playing seat's panel, wired (its own chunk with the map and the route planner): reads the UI
 * store and the seat's choices, runs the planner for the seat's chosen city, and acts through the
 * controller — buttons with `act`, refused buttons with `refused`, "Build this" / "Drive this"
 * with `followPlan`. The seat's anchor and button mode end with its turn.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Action, SeatId } from '../../../shared-rules/core/types';
import { useController } from '../../app/controller-context';
import { useUi } from '../../state/store';
import type { SeatColour } from '../../table/seat-colours';
import { choiceOf, clearRefusal, useSeatChoices, type SeatChoice } from './choice';
import { followPlan } from './follow-plan';
import { resourcefulBoardOf } from './maps';
import { demandTarget, planRoute } from './plan';
import { useResourcefulRefusal } from './refusal';
import { ResourcefulSeat } from './ResourcefulSeat';
import { readLegal, readTableView } from './view';
import './resourceful.css';

/** Props: the seat and its colour. */
export type ResourcefulSeatPanelProps = { readonly seat: SeatId; readonly colour: SeatColour | undefined };

/** The wired seat panel (see the module comment). */
export function ResourcefulSeatPanel({ seat, colour }: ResourcefulSeatPanelProps): ReactNode {
  const controller = useController();
  const game = useUi((s) => s.game);
  const busy = useUi((s) => s.busy);
  const choice = useSeatChoices((s) => choiceOf(s.bySeat, seat));
  const choose = useSeatChoices((s) => s.choose);
  const endTurn = useSeatChoices((s) => s.endTurn);
  const [following, setFollowing] = useState(false);
  const table = useMemo(() => readTableView(game?.tableView), [game]);
  const board = useMemo(() => resourcefulBoardOf(table?.mapId), [table?.mapId]);
  const legal = useMemo(() => readLegal(game?.legal[seat]), [game, seat]);
  const refusal = useResourcefulRefusal(seat, board);
  const active = table !== undefined && table.end === null && table.toAct[0] === seat;
  const bot = game?.header.seats.find((s) => s.seat === seat)?.controller === 'bot';
  // The anchor and the button mode last one turn.
  useEffect(() => {
    if (!active) endTurn(seat);
  }, [active, endTurn, seat]);
  const plan = useMemo(() => (table === undefined || board === undefined || choice.target === null ? undefined : planRoute(table, board, seat, choice.target)), [table, board, seat, choice.target]);
  const onChoose = useCallback(
    (patch: Partial<SeatChoice>) => {
      clearRefusal(seat);
      // A demand touched: plan the route to where it sends the train next.
      if (patch.demand != null && table !== undefined && board !== undefined) {
        const demand = table.players.find((p) => p.seat === seat)?.hand.find((c) => c.id === patch.demand?.card)?.demands[patch.demand.demand];
        if (demand !== undefined) {
          choose(seat, { ...patch, target: demandTarget(table, board, seat, demand) });
          return;
        }
      }
      choose(seat, patch);
    },
    [choose, seat, table, board],
  );
  const onAction = useCallback((action: Action) => void controller.act(action), [controller]);
  const onRefused = useCallback((action: Action) => void controller.refused(action), [controller]);
  const onMissed = useCallback((code: string) => controller.missed(seat, code), [controller, seat]);
  // An undo may take back the section the anchor stands on: start again from a chosen milepost.
  const onUndo = useCallback(() => {
    choose(seat, { anchor: null });
    void controller.undo(seat);
  }, [controller, seat, choose]);
  const onFollow = useCallback(
    (kind: 'build' | 'drive') => {
      if (choice.target === null) return;
      setFollowing(true);
      void followPlan(controller, () => useUi.getState(), seat, choice.target, kind).finally(() => setFollowing(false));
    },
    [controller, seat, choice.target],
  );
  if (table === undefined || board === undefined) return null;
  return (
    <ResourcefulSeat
      seat={seat}
      colour={colour}
      bot={bot}
      table={table}
      board={board}
      legal={legal}
      choice={choice}
      plan={plan}
      canUndo={game?.canUndo[seat] ?? false}
      refusal={refusal}
      busy={busy}
      following={following}
      onChoose={onChoose}
      onAction={onAction}
      onRefused={onRefused}
      onMissed={onMissed}
      onUndo={onUndo}
      onFollow={onFollow}
    />
  );
}
