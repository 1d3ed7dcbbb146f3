/**
 * The moment on show (`UiState.moment`, from the game's `GameUi.moments`; issue #14 "Moments"),
 * announced at every edge: one slim banner facing each edge (`edgeBanners`), marked with the
 * seat's colour and symbol when the moment is about a seat. It takes no touches (the game goes on
 * under it) and leaves by itself (the controller clears it after `momentMs`).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../shared-rules/core/types';
import { SeatSymbol } from '../seat-kit/SeatSymbol';
import { useUi } from '../state/store';
import { edgeBanners } from './edge-cards';
import type { SeatColour } from './seat-colours';

/** Props: the board's size (CSS px), px per mm, and each seat's colour. */
export type MomentBannersProps = {
  readonly width: number;
  readonly height: number;
  readonly pxPerMm: number;
  readonly colourOf: (seat: SeatId) => SeatColour | undefined;
};

/** Banner depth and greatest length, mm (the text is 40 % of the depth: 8.8 mm, read across a table). */
const DEPTH_MM = 22;
const LENGTH_MM = 320;

/** The banners (nothing when no moment is on show). */
export function MomentBanners({ width, height, pxPerMm, colourOf }: MomentBannersProps): ReactNode {
  const { t } = useTranslation();
  const moment = useUi((s) => s.moment);
  if (moment === null) return null;
  const colour = moment.seat === undefined ? undefined : colourOf(moment.seat);
  const depth = Math.round(DEPTH_MM * pxPerMm);
  const text = t(moment.key, moment.params);
  return (
    <div className="moment-banners" role="status" aria-live="polite">
      {edgeBanners(width, height, Math.round(4 * pxPerMm), depth, LENGTH_MM * pxPerMm).map((b, i) => (
        <div
          key={`${moment.id}-${b.rotationDeg}`}
          className="moment-banner"
          data-testid={`moment-${b.rotationDeg}`}
          data-seat={moment.seat}
          // Screen readers hear the moment once, from the first banner.
          aria-hidden={i > 0}
          style={{
            left: b.cx,
            top: b.cy,
            width: b.width,
            height: b.height,
            borderColor: colour?.hex,
            fontSize: Math.round(depth * 0.4),
            transform: `translate(-50%, -50%) rotate(${b.rotationDeg}deg)`,
          }}
        >
          {colour !== undefined && <SeatSymbol symbol={colour.symbol} fill={colour.hex} size={Math.round(depth * 0.66)} exact />}
          <span>{text}</span>
        </div>
      ))}
    </div>
  );
}
