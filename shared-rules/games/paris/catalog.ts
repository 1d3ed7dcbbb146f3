/**
 * Paris Connection as the table knows it before its rules load (`GameCatalogEntry`): the map
 * option, the lobby card (3–6 players, about 30 minutes) and the bot levels. No rules, no map data.
 */
import { defineCatalog } from '../../core/define-game';
import { PARIS_MAP_IDS } from './map-ids';
import { parisMeta } from './meta';

/** Paris Connection's catalog entry. */
export const parisCatalog = defineCatalog({
  meta: parisMeta,
  options: [{ kind: 'enum', key: 'mapId', labelKey: 'lobby.map', values: PARIS_MAP_IDS.map((id) => ({ value: id, labelKey: `maps.${id}` })) }],
  card: { minutes: [25, 40] },
  botLevels: ['easy', 'medium', 'hard'],
});
