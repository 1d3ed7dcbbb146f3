/**
 * The display calibration ruler (KIOSK.md: "a display calibration screen (a ruler to drag) sets
 * px per mm"): a bar drawn `RULER_MM` long at the current calibration, with a handle. Lay a real
 * ruler on the glass and drag the handle until the bar's end meets its `RULER_MM` mark: the
 * calibration becomes the bar's length in CSS px divided by `RULER_MM`.
 */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PX_PER_MM_RANGE } from '../platform/settings-schema';

/** The ruler's length, mm. */
export const RULER_MM = 50;

/** The calibration (CSS px per mm) for a bar `lengthPx` long, clamped to the settings range and rounded to 0.01. */
export function calibrationFromLength(lengthPx: number): number {
  const raw = lengthPx / RULER_MM;
  return Math.round(Math.max(PX_PER_MM_RANGE.min, Math.min(6, raw)) * 100) / 100;
}

/** Props: the calibration now (CSS px per mm) and the change callback. */
export type CalibrationRulerProps = { readonly pxPerMm: number; readonly onChange: (pxPerMm: number) => void };

/** The ruler. */
export function CalibrationRuler({ pxPerMm, onChange }: CalibrationRulerProps): ReactNode {
  const { t } = useTranslation();
  const dragging = useRef<number | null>(null);
  const length = RULER_MM * pxPerMm;
  const ticks = Array.from({ length: RULER_MM / 10 + 1 }, (_, i) => i * 10);
  return (
    <div className="ruler-block">
      <span>{t('settings.ruler', { mm: RULER_MM })}</span>
      <div
        className="ruler-track"
        data-testid="ruler"
        onPointerDown={(event) => {
          dragging.current = event.pointerId;
          event.currentTarget.setPointerCapture(event.pointerId);
          onChange(calibrationFromLength(event.nativeEvent.offsetX));
        }}
        onPointerMove={(event) => {
          if (dragging.current === event.pointerId) onChange(calibrationFromLength(event.nativeEvent.offsetX));
        }}
        onPointerUp={() => {
          dragging.current = null;
        }}
        onPointerCancel={() => {
          dragging.current = null;
        }}
      >
        <div className="ruler-bar" style={{ width: length }}>
          {ticks.map((mm) => (
            <span key={mm} className="ruler-tick" style={{ left: mm * pxPerMm }} />
          ))}
          <span className="ruler-handle" aria-hidden="true" />
        </div>
      </div>
    </div>
  );
}
