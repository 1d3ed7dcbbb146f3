/**
 * Connects one seat's Transglobal panel to the UI store and the controller: its views, controls
 * from its legal list, undo flag, open list, the refusal text (`errors.<code>` with the
 * engine's params) and the costs of its last three builds this round.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import type { SeatId } from '../../../shared-rules/core/types';
import type { TransglobalTableView } from '../../../shared-rules/games/transglobal';
import type { TransglobalMap } from '../../../shared-rules/maps/transglobal-map';
import { useController } from '../../app/controller-context';
import { useUi } from '../../state/store';
import type { SeatColour } from '../../table/seat-colours';
import { buildSuggested } from './build-suggested';
import { transglobalControls } from './controls';
import { useSeatRefusal } from '../../seat-kit';
import { isBotSeat } from '../../table/PlaceName';
import { TransglobalSeat } from './TransglobalSeat';
import { readLegal, readSeatView } from './view-schema';

/** Props: the seat, its colour, the table view, the map and the city display names. */
export type TransglobalSeatPanelProps = {
  readonly seat: SeatId;
  readonly colour: SeatColour | undefined;
  readonly table: TransglobalTableView;
  readonly map: TransglobalMap;
  readonly cityNames: Readonly<Record<string, string>>;
};

/** How many of a seat's latest builds its panel lists. */
const LAST_BUILDS = 3;

/** The connected panel content. */
export function TransglobalSeatPanel({ seat, colour, table, map, cityNames }: TransglobalSeatPanelProps): ReactNode {
  const controller = useController();
  const game = useUi((s) => s.game);
  const busy = useUi((s) => s.busy);
  const refusal = useSeatRefusal(seat);
  const revealed = useUi((s) => s.revealed.includes(seat));
  const seatView = useMemo(() => readSeatView(game?.seatViews[seat]), [game, seat]);
  const controls = useMemo(() => transglobalControls(readLegal(game?.legal[seat]), seat), [game, seat]);
  const bot = isBotSeat(game?.header.seats, seat);
  const lastBuilds = useMemo(
    () =>
      table.built
        .filter((b) => b.by === seat)
        .slice(-LAST_BUILDS)
        .map((b) => map.links[b.link]?.cost ?? 0),
    [table, seat, map],
  );
  const onReveal = useCallback((open: boolean) => controller.reveal(seat, open), [controller, seat]);
  const cityName = useCallback((id: string, fallback: string) => cityNames[id] ?? fallback, [cityNames]);
  return (
    <TransglobalSeat
      seat={seat}
      colour={colour}
      bot={bot}
      table={table}
      seatView={seatView}
      controls={controls}
      canUndo={game?.canUndo[seat] ?? false}
      revealed={revealed}
      refusal={refusal}
      lastBuilds={lastBuilds}
      cityName={cityName}
      map={map}
      busy={busy}
      onAction={(action) => void controller.act(action)}
      onRefused={(action) => void controller.refused(action)}
      onUndo={() => void controller.undo(seat)}
      onReveal={onReveal}
      onBuildSuggested={() => void buildSuggested(controller, useUi.getState, seat)}
    />
  );
}
