/**
 * Transglobal Rail as the table knows it before its rules load (`GameCatalogEntry`): the options
 * the lobby and settings offer (map; starting bank $5–40; tax floor $1–15 or off — rules
 * "Settings"), the lobby card and the bot levels. Imports no rules and no map data.
 */
import { defineCatalog } from '../../core/define-game';
import { TRANSGLOBAL_MAP_IDS } from '../../maps/transglobal-map-ids';
import { STARTING_BANK_RANGE, TAX_FLOOR_RANGE, transglobalMeta } from './meta';

/** Transglobal Rail's catalog entry. */
export const transglobalCatalog = defineCatalog({
  meta: transglobalMeta,
  options: [
    { kind: 'enum', key: 'mapId', labelKey: 'lobby.map', values: TRANSGLOBAL_MAP_IDS.map((id) => ({ value: id, labelKey: `maps.${id}`, ...(id === 'usa' ? { noteKey: 'maps.beginners' } : {}) })) },
    { kind: 'integer', key: 'startingBank', labelKey: 'settings.startingBank', min: STARTING_BANK_RANGE.min, max: STARTING_BANK_RANGE.max, step: 1, unit: '$' },
    { kind: 'integer', key: 'taxFloor', labelKey: 'settings.taxFloor', min: TAX_FLOOR_RANGE.min, max: TAX_FLOOR_RANGE.max, step: 1, unit: '$', nullable: true },
  ],
  card: { minutes: [20, 40] },
  botLevels: ['easy', 'medium', 'hard'],
});
