/**
 * Our table's numbers every map shares unless its data file says otherwise (money in $k). Each is
 * our own, marked "Our table" in shared/rules/railways-of-the-world.md, and tuned by self-play.
 */
import type { RailwaysTable } from './types';

/**
 * Income by score, $k (Our table: "income rises with points to a peak, then falls"): $1k per
 * point up to $10k at 10 points, then $1k per 2 points up to the peak of $15k at 20 points,
 * held to 30 points, then $1k less per 3 points down to a floor of $5k (at 60 points and over).
 */
export function standardIncome(): number[] {
  const income: number[] = [];
  for (let s = 0; s <= 60; s++) {
    income.push(s <= 10 ? s : s <= 20 ? 10 + Math.floor((s - 10) / 2) : s <= 30 ? 15 : Math.max(5, 15 - Math.floor((s - 30) / 3)));
  }
  return income;
}

/** The shared part of every map's data file. */
export const STANDARD_TABLE: Omit<RailwaysTable, 'mapId' | 'emptyCityMarkers' | 'operations' | 'barons' | 'fewerMarkers'> = {
  // Levels 1–8; the step to 2 costs $5k … to 8 $20k (Our table).
  engineCosts: [5, 10, 10, 15, 15, 20, 20],
  income: standardIncome(),
  bondValue: 5,
  bondInterest: 1,
  bondPenalty: 1,
  maxBonds: 30,
  maxTurns: 20,
  faceUp: 5,
  baronDeal: 2,
  // 12 New City tiles: 3 each of yellow, blue, purple and black; never red (component list).
  newCityTiles: [0, 3, 3, 3, 3],
};
