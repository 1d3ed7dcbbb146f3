/**
 * Transglobal Rail's rules pictures (issue #14 §7 "illustrated rules"): one small inline SVG per
 * rules page (`tg.rules.<n>`, n = 1…6), drawn by our code in the board's palette
 * (board/palette.ts) and the seat colours with their symbols, so a picture looks like the table:
 * 1 the goal (five cities of five regions joined to one hub; a dashed city), 2 a hub token on a
 * crossing of the triangle grid, 3 a turn's $2 (two $1 links, one $2 link, or $1 and −$1),
 * 4 costs (a single line $1, a double line over a river or mountains $2), 5 finishing (paid /
 * cheapest, the suggested route), 6 taxes (banks brought down toward the lowest). Each picture is
 * 160 × 90 viewBox units, scales to its box and is labelled for screen readers
 * (`tutorial.pictures.<n>`). Source: shared/rules/transglobal-rail.md §A.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BOARD_COLORS } from './board/palette';
import { SEAT_COLOURS } from '../../table/seat-colours';
import { REGION_STYLES } from '../../../shared-rules/maps/region-styles';

/** The player colour pictures use for "you" (the first seat colour: blue, circle) and for an opponent (vermillion, triangle). */
const YOU = SEAT_COLOURS[0]?.hex ?? '#0072B2';
const OTHER = SEAT_COLOURS[1]?.hex ?? '#D55E00';

/** Five region colours for the goal picture's cities (the USA map's regions are five, each its own colour and symbol). */
/** The maps' region colours, so a picture's cities look like the board's. */
const REGIONS = REGION_STYLES.map((r) => r.color);

/** The grid step of the pictures' triangle grid, viewBox units. */
const STEP = 20;

/** A crossing of a triangle grid: column `i`, row `j` (odd rows shifted half a step), from the origin (x0, y0). */
function crossing(i: number, j: number, x0 = 20, y0 = 14): { readonly x: number; readonly y: number } {
  return { x: x0 + i * STEP + (j % 2 === 0 ? 0 : STEP / 2), y: y0 + j * STEP * 0.866 };
}

/** The grid (`cols` × `rows` crossings): its $1 links as thin lines, and the crossings as dots, like the board's. */
function Grid({ cols, rows, x0, y0 }: { readonly cols: number; readonly rows: number; readonly x0?: number; readonly y0?: number }): ReactNode {
  const lines: ReactNode[] = [];
  const dots: ReactNode[] = [];
  const line = (key: string, a: { x: number; y: number }, b: { x: number; y: number }): void => {
    lines.push(<line key={key} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={BOARD_COLORS.linkPlain} strokeWidth={0.5} opacity={0.45} />);
  };
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const p = crossing(i, j, x0, y0);
      if (i + 1 < cols) line(`h${i}-${j}`, p, crossing(i + 1, j, x0, y0));
      if (j + 1 < rows) {
        // Odd rows sit half a step right: the two neighbours below are columns i−1, i (even row) or i, i+1 (odd row).
        const left = j % 2 === 0 ? i - 1 : i;
        if (left >= 0) line(`l${i}-${j}`, p, crossing(left, j + 1, x0, y0));
        if (left + 1 < cols) line(`r${i}-${j}`, p, crossing(left + 1, j + 1, x0, y0));
      }
      dots.push(<circle key={`${i}-${j}`} cx={p.x} cy={p.y} r={1.3} fill={BOARD_COLORS.linkPlain} opacity={0.7} />);
    }
  }
  return (
    <g>
      {lines}
      {dots}
    </g>
  );
}

/** A built rail from a to b: ballast, sleepers and one steel line in the builder's colour outline. */
function Rail({ a, b, colour }: { readonly a: { x: number; y: number }; readonly b: { x: number; y: number }; readonly colour: string }): ReactNode {
  return (
    <g strokeLinecap="round">
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={colour} strokeWidth={5.5} />
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={BOARD_COLORS.sleeper} strokeWidth={3.6} strokeDasharray="1.2 1.6" strokeLinecap="butt" />
      <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={BOARD_COLORS.rail} strokeWidth={1} />
    </g>
  );
}

/** An unbuilt link from a to b: one plain line ($1) or a double line ($2) in the colour of what it crosses. */
function Link({ a, b, double }: { readonly a: { x: number; y: number }; readonly b: { x: number; y: number }; readonly double?: 'river' | 'mountain' }): ReactNode {
  if (double === undefined) return <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke={BOARD_COLORS.linkPlain} strokeWidth={1.6} strokeLinecap="round" />;
  const colour = double === 'river' ? BOARD_COLORS.linkRiver : BOARD_COLORS.linkMountain;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const nx = (-dy / length) * 1.6;
  const ny = (dx / length) * 1.6;
  return (
    <g stroke={colour} strokeWidth={1.4} strokeLinecap="round">
      <line x1={a.x + nx} y1={a.y + ny} x2={b.x + nx} y2={b.y + ny} />
      <line x1={a.x - nx} y1={a.y - ny} x2={b.x - nx} y2={b.y - ny} />
    </g>
  );
}

/** A hub token: a disc in the player's colour with a dark outline and a white core, like the board's 3D token from above. */
function Hub({ at, colour, r = 5.5 }: { readonly at: { x: number; y: number }; readonly colour: string; readonly r?: number }): ReactNode {
  return (
    <g>
      <circle cx={at.x + 0.8} cy={at.y + 1.2} r={r} fill="#000" opacity={0.25} />
      <circle cx={at.x} cy={at.y} r={r} fill={colour} stroke={BOARD_COLORS.outline} strokeWidth={1} />
      <circle cx={at.x} cy={at.y} r={r * 0.38} fill="#fff" stroke={BOARD_COLORS.outline} strokeWidth={0.5} />
    </g>
  );
}

/** A city: a small square in its region's colour with an outline; `dashed`: a dashed ring around it (left out at 2–3 players). */
function City({ at, colour, dashed = false }: { readonly at: { x: number; y: number }; readonly colour: string; readonly dashed?: boolean }): ReactNode {
  return (
    <g>
      {dashed && <circle cx={at.x} cy={at.y} r={6} fill="none" stroke={BOARD_COLORS.outline} strokeWidth={1} strokeDasharray="2 1.6" />}
      <rect x={at.x - 3} y={at.y - 3} width={6} height={6} rx={1} fill={colour} stroke={BOARD_COLORS.outline} strokeWidth={0.8} />
    </g>
  );
}

/** A short label in the pictures' text style (dark on a light halo, like the board's city labels). */
function Label({ x, y, children, anchor = 'middle', size = 7 }: { readonly x: number; readonly y: number; readonly children: ReactNode; readonly anchor?: 'start' | 'middle' | 'end'; readonly size?: number }): ReactNode {
  return (
    <text x={x} y={y} fontSize={size} textAnchor={anchor} fill={BOARD_COLORS.labelText} stroke={BOARD_COLORS.labelHalo} strokeWidth={2} paintOrder="stroke" fontWeight={600} direction="ltr">
      {children}
    </text>
  );
}

/** The land plate every picture stands on. */
function Land(): ReactNode {
  return <rect x={1} y={1} width={158} height={88} rx={6} fill={BOARD_COLORS.land} stroke={BOARD_COLORS.coast} strokeWidth={1} />;
}

/** The frame of a picture: an SVG of the 160 × 90 viewBox, labelled, on the land plate. */
function Picture({ page, children }: { readonly page: number; readonly children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  return (
    <svg className="rules-picture" viewBox="0 0 160 90" role="img" aria-label={t(`tutorial.pictures.${page}`)} data-testid="rules-picture" data-page={page}>
      <Land />
      {children}
    </svg>
  );
}

/** Page 1, the goal: five cities, one per region, joined to your hub; a dashed city is not dealt at 2–3 players. */
function GoalPicture(): ReactNode {
  const { t } = useTranslation();
  const hub = crossing(3, 2);
  const cities = [crossing(0, 0), crossing(5, 0), crossing(0, 3), crossing(4, 3), crossing(2, 0)];
  const path = [
    [hub, crossing(2, 1)],
    [crossing(2, 1), crossing(1, 1)],
    [crossing(1, 1), crossing(0, 0)],
    [crossing(2, 1), crossing(2, 0)],
    [hub, crossing(4, 1)],
    [crossing(4, 1), crossing(5, 0)],
    [hub, crossing(1, 2)],
    [crossing(1, 2), crossing(0, 3)],
    [hub, crossing(3, 3)],
    [crossing(3, 3), crossing(4, 3)],
  ] as const;
  const dashedAt = crossing(6, 3);
  return (
    <Picture page={1}>
      <Grid cols={7} rows={4} />
      {path.map(([a, b], i) => (
        <Rail key={i} a={a} b={b} colour={YOU} />
      ))}
      {cities.map((c, i) => (
        <City key={i} at={c} colour={REGIONS[i] ?? BOARD_COLORS.outline} />
      ))}
      <City at={dashedAt} colour={REGIONS[3] ?? BOARD_COLORS.outline} dashed />
      <Label x={dashedAt.x} y={dashedAt.y + 14} size={6} anchor="end">
        {t('tutorial.picture.dashed')}
      </Label>
      <Hub at={hub} colour={YOU} />
      <Label x={hub.x + 8} y={hub.y - 6} anchor="start">
        {t('tutorial.picture.hub')}
      </Label>
    </Picture>
  );
}

/** Page 2, the hub: a token on a crossing of the triangle grid. */
function HubPicture(): ReactNode {
  const { t } = useTranslation();
  const hub = crossing(3, 2);
  const other = crossing(5, 1);
  return (
    <Picture page={2}>
      <Grid cols={7} rows={4} />
      <Hub at={hub} colour={YOU} r={7} />
      <Hub at={other} colour={OTHER} r={5} />
      <Label x={hub.x} y={hub.y + 17}>
        {t('tutorial.picture.hub')}
      </Label>
    </Picture>
  );
}

/** A "−$1" button as the seat panel shows it. */
function DiscardButton({ x, y }: { readonly x: number; readonly y: number }): ReactNode {
  return (
    <g>
      <rect x={x} y={y} width={22} height={12} rx={3} fill="#ffffff" stroke={BOARD_COLORS.outline} strokeWidth={0.9} />
      <Label x={x + 11} y={y + 8.6} size={7}>
        −$1
      </Label>
    </g>
  );
}

/** Page 3, a turn: $2 as two $1 links, or one $2 link, or one $1 link and −$1. */
function TurnPicture(): ReactNode {
  const { t } = useTranslation();
  const a0 = { x: 14, y: 40 };
  const a1 = { x: 30, y: 40 };
  const a2 = { x: 46, y: 40 };
  const b0 = { x: 72, y: 40 };
  const b1 = { x: 90, y: 40 };
  const c0 = { x: 114, y: 40 };
  const c1 = { x: 130, y: 40 };
  return (
    <Picture page={3}>
      <Hub at={a0} colour={YOU} r={4} />
      <Rail a={a0} b={a1} colour={YOU} />
      <Rail a={a1} b={a2} colour={YOU} />
      <Hub at={a0} colour={YOU} r={4} />
      <Label x={30} y={60}>
        $1 + $1
      </Label>
      <Label x={59} y={43} size={6}>
        {t('tutorial.picture.or')}
      </Label>
      <Link a={b0} b={b1} double="river" />
      <Label x={81} y={60}>
        $2
      </Label>
      <Label x={102} y={43} size={6}>
        {t('tutorial.picture.or')}
      </Label>
      <Rail a={c0} b={c1} colour={YOU} />
      <DiscardButton x={124} y={52} />
      <Label x={120} y={60}>
        $1 +
      </Label>
    </Picture>
  );
}

/** Page 4, costs: a single line $1; a double line across a river (blue) or mountains (brown) $2. */
function CostsPicture(): ReactNode {
  const { t } = useTranslation();
  return (
    <Picture page={4}>
      <Grid cols={7} rows={4} />
      {/* A river winding across the middle. */}
      <path d="M 62 4 C 58 24, 74 36, 66 52 S 70 78, 64 88" fill="none" stroke={BOARD_COLORS.inlandWater} strokeWidth={3} />
      {/* Mountains on the right. */}
      {[
        [118, 58],
        [130, 52],
        [141, 60],
      ].map(([x, y]) => (
        <path key={`${x}`} d={`M ${(x ?? 0) - 7} ${(y ?? 0) + 6} L ${x} ${(y ?? 0) - 6} L ${(x ?? 0) + 7} ${(y ?? 0) + 6} Z`} fill={BOARD_COLORS.mountainLow} stroke={BOARD_COLORS.mountainHigh} strokeWidth={0.8} />
      ))}
      <Link a={crossing(0, 1)} b={crossing(1, 1)} />
      <Label x={(crossing(0, 1).x + crossing(1, 1).x) / 2} y={crossing(0, 1).y - 5}>
        $1
      </Label>
      <Link a={crossing(2, 2)} b={crossing(3, 2)} double="river" />
      <Label x={crossing(3, 2).x + 4} y={crossing(2, 2).y - 5} anchor="start">
        $2 {t('tutorial.picture.river')}
      </Label>
      <Link a={crossing(5, 3)} b={crossing(6, 3)} double="mountain" />
      <Label x={crossing(5, 3).x + 10} y={crossing(5, 3).y + 11}>
        $2 {t('tutorial.picture.mountains')}
      </Label>
    </Picture>
  );
}

/** Page 5, finishing: your network, the suggested route (dots) and "paid / cheapest". */
function FinishPicture(): ReactNode {
  const { t } = useTranslation();
  const hub = crossing(1, 2);
  const route = [crossing(3, 2), crossing(4, 1), crossing(5, 1)];
  return (
    <Picture page={5}>
      <Grid cols={7} rows={4} />
      <Rail a={hub} b={crossing(2, 2)} colour={YOU} />
      <Rail a={crossing(2, 2)} b={crossing(3, 2)} colour={OTHER} />
      {route.slice(1).map((p, i) => {
        const from = route[i] ?? p;
        return <line key={i} x1={from.x} y1={from.y} x2={p.x} y2={p.y} stroke={BOARD_COLORS.outline} strokeWidth={2.6} strokeDasharray="0.1 4" strokeLinecap="round" />;
      })}
      <City at={crossing(5, 1)} colour={REGIONS[1] ?? BOARD_COLORS.outline} />
      <Hub at={hub} colour={YOU} />
      <rect x={86} y={60} width={68} height={22} rx={3} fill="#ffffff" stroke={BOARD_COLORS.outline} strokeWidth={0.8} />
      <Label x={120} y={69} size={6.5}>
        {`${t('tutorial.picture.paid')} / ${t('tutorial.picture.cheapest')}`}
      </Label>
      <Label x={120} y={78} size={7}>
        $1 / $2
      </Label>
    </Picture>
  );
}

/** Page 6, taxes (after round 2): the lowest bank is $3 above the $5 floor, so everyone pays $3 (the rules' example: 8/12/20 → 5/9/17). */
function TaxPicture(): ReactNode {
  const { t } = useTranslation();
  const floor = 5;
  const banks = [
    { colour: YOU, before: 8 },
    { colour: OTHER, before: 12 },
    { colour: SEAT_COLOURS[2]?.hex ?? '#009E73', before: 20 },
  ];
  const tax = Math.min(...banks.map((b) => b.before)) - floor;
  const base = 76;
  const unit = 3;
  return (
    <Picture page={6}>
      {banks.map((b, i) => {
        const x = 10 + i * 44;
        const after = b.before - tax;
        return (
          <g key={i}>
            <rect x={x} y={base - b.before * unit} width={13} height={b.before * unit} fill={b.colour} opacity={0.3} stroke={BOARD_COLORS.outline} strokeWidth={0.6} strokeDasharray="2 1.5" />
            <rect x={x + 15} y={base - after * unit} width={13} height={after * unit} fill={b.colour} stroke={BOARD_COLORS.outline} strokeWidth={0.8} />
            <Label x={x + 14} y={base + 9} size={6.5}>
              {`$${b.before} → $${after}`}
            </Label>
          </g>
        );
      })}
      <line x1={6} y1={base - floor * unit} x2={128} y2={base - floor * unit} stroke={BOARD_COLORS.outline} strokeWidth={0.7} strokeDasharray="3 2" />
      <Label x={156} y={base - floor * unit + 2} size={5.5} anchor="end">
        {`${t('tutorial.picture.floor')} $${floor}`}
      </Label>
      <Label x={156} y={12} size={7} anchor="end">
        {`${t('tutorial.picture.tax')} −$${tax}`}
      </Label>
    </Picture>
  );
}

/** The pictures by rules page (index 0 is page 1), for `GameUi.rules.pictures`. */
export const TRANSGLOBAL_RULES_PICTURES = [GoalPicture, HubPicture, TurnPicture, CostsPicture, FinishPicture, TaxPicture] as const;
