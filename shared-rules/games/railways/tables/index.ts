/**
 * Each map's data file by map id (Our table, `./types.ts`): the shipped maps', the rule tests'
 * fixture's, and any registered by tests or tools.
 */
import { easternUsTable } from './eastern-us';
import { fixtureHexesTable } from './fixture-hexes';
import { greatBritainTable } from './great-britain';
import { mexicoTable } from './mexico';
import { portugalTable } from './portugal';
import { westernUsTable } from './western-us';
import type { RailwaysTable } from './types';

export type { OperationCard, RailBaronCard, RailwaysTable } from './types';
export { RACE_KINDS, KEPT_KINDS } from './types';
export { STANDARD_TABLE } from './standard';

const tables = new Map<string, RailwaysTable>([easternUsTable, mexicoTable, greatBritainTable, westernUsTable, portugalTable, fixtureHexesTable].map((t) => [t.mapId, t]));

/** Adds a data file for a map registered by a test or tool. */
export function registerRailwaysTable(table: RailwaysTable): void {
  tables.set(table.mapId, table);
}

/** The data file of the map of this id, or `undefined`. */
export function getRailwaysTable(mapId: string): RailwaysTable | undefined {
  return tables.get(mapId);
}
