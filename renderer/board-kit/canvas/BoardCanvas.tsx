/**
 * The plain board (the counter test game's): the kit's `TableCanvas` (frames on demand, rebuilt
 * after a WebGL context loss) with the top-down orthographic camera, light, the placeholder plate
 * and the counter tokens.
 */
import type { ReactNode } from 'react';
import { BoardPlate } from './BoardPlate';
import { PointTokens, type SeatTokens } from './PointTokens';
import { TableCanvas } from './TableCanvas';
import { TopDownCamera } from './TopDownCamera';

/** Props: the accessible label of the board, and the tokens to show. */
export type BoardCanvasProps = { readonly label: string; readonly tokens: readonly SeatTokens[] };

/** The board canvas; it fills its parent element. */
export function BoardCanvas({ label, tokens }: BoardCanvasProps): ReactNode {
  return (
    <TableCanvas label={label} background="#1f2b33">
      <TopDownCamera />
      <ambientLight intensity={0.9} />
      <directionalLight position={[-60, 80, -30]} intensity={1.8} />
      <BoardPlate />
      <PointTokens seats={tokens} />
    </TableCanvas>
  );
}
