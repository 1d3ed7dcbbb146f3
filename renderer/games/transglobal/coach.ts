/**
 * The tutorial coach's next step for Transglobal Rail (issue #14 §7 "a guided first round against a
 * bot"): a pure function of what the learning seat can see — the public table view, its own seat
 * view and how many round summaries the table has dismissed. It reads state only: it never acts,
 * never changes the controller, never computes a rule (the legal list and the views already carry
 * what it says). Each step is an i18n key under `tutorial.coach.` with its parameters.
 * Source of what each step explains: shared/rules/transglobal-rail.md §A (round 1–7, taxes).
 */
import type { SeatId } from '../../../shared-rules/core/types';
import type { TransglobalSeatView, TransglobalTableView } from '../../../shared-rules/games/transglobal';
import { TURN_BUDGET } from '../../../shared-rules/games/transglobal/meta';

/**
 * The coach's steps, in the order a first round meets them:
 * - `waitHub`: hubs are being placed and it is the bot's go;
 * - `placeHub` / `confirmHub`: the learner's hub, to place, then to keep with OK (rules §A round 2);
 * - `build` / `buildMore` / `ok`: the learner's building turn with $2, then $1 left (a $1 link or
 *   −$1), then nothing left (rules §A round 3–4);
 * - `waitDashed` / `wait`: the bot builds (the first building wait explains dashed cities, which a
 *   2–3-player deal leaves out, until the learner has built more than one turn's links: rules §A round 1);
 * - `finish` / `finishWait`: someone connected all five; the learner (or the bot) finishes from the
 *   bank, with "paid / cheapest" (rules §A round 7);
 * - `summary`: the round summary is open (paid / cheapest, taxes: rules §A "Taxes");
 * - `ready`: the first round's summary was dismissed: the tutorial is over.
 */
export const COACH_STEPS = ['waitHub', 'placeHub', 'confirmHub', 'build', 'buildMore', 'ok', 'waitDashed', 'wait', 'finish', 'finishWait', 'summary', 'ready'] as const;

/** One of {@link COACH_STEPS}. */
export type CoachStepId = (typeof COACH_STEPS)[number];

/** A step to show: its id (the i18n key is `tutorial.coach.<id>`) and the key's parameters ($ as plain numbers). */
export type CoachStep = { readonly id: CoachStepId; readonly params: Readonly<Record<string, number>> };

/**
 * What the coach reads: the learner's seat, the public view, the learner's seat view (undefined
 * before the first answer of the engine) and the number of round summaries dismissed
 * (`UiState.summariesSeen`).
 */
export type CoachInput = {
  readonly seat: SeatId;
  readonly table: TransglobalTableView;
  readonly seatView: TransglobalSeatView | undefined;
  readonly summariesSeen: number;
};

/**
 * The coach's step now (see {@link COACH_STEPS}). Pure; never throws. Once the first round's
 * summary is dismissed it stays at `ready` whatever happens next, and a game already over (a bank
 * at $0 after round 1) shows the summary step until its results are reached, then `ready`.
 */
export function coachStep({ seat, table, seatView, summariesSeen }: CoachInput): CoachStep {
  const step = (id: CoachStepId, params: Readonly<Record<string, number>> = {}): CoachStep => ({ id, params });
  if (table.results.length > 0) return summariesSeen >= 1 ? step('ready') : step('summary');
  const mine = table.seats.find((s) => s.seat === seat);
  const myGo = table.toAct.includes(seat);
  switch (table.phase) {
    case 'hubs':
      if (!myGo) return step('waitHub');
      return mine?.hub === null || mine === undefined ? step('placeHub') : step('confirmHub');
    case 'building': {
      if (!myGo) return table.dashedLeftOut && linksBuiltBy(table, seat) <= TURN_BUDGET ? step('waitDashed') : step('wait');
      const left = table.moneyLeft ?? 0;
      if (left <= 0) return step('ok');
      return table.turnLinks.length > 0 || left < TURN_BUDGET ? step('buildMore', { left }) : step('build', { left });
    }
    case 'finishing':
      return myGo && seatView?.finishing !== null && seatView?.finishing !== undefined ? step('finish') : step('finishWait');
    case 'over':
      return step('ready');
  }
}

/** How many links `seat` has built this round (public: the table's built list). */
function linksBuiltBy(table: TransglobalTableView, seat: SeatId): number {
  return table.built.filter((b) => b.by === seat).length;
}
