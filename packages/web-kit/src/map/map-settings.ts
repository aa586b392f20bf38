import { useEffect, useState } from 'react';

export interface MapSettings {
  /** The tile URL template; empty: no tiles, markers only. */
  tileUrl: string;
  attribution: string;
}

const NO_TILES: MapSettings = { tileUrl: '', attribution: '' };
let loading: Promise<MapSettings> | undefined;

/**
 * The tile server the gateway names in /remotes.json (MAP_TILE_URL), asked once per page.
 * Until it answers, or if it cannot, the map shows its markers without tiles.
 */
function loadMapSettings(): Promise<MapSettings> {
  loading ??= fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : {}))
    .then((body: { mapTileUrl?: unknown; mapTileAttribution?: unknown }) => ({
      tileUrl: typeof body.mapTileUrl === 'string' ? body.mapTileUrl : '',
      attribution: typeof body.mapTileAttribution === 'string' ? body.mapTileAttribution : '',
    }))
    .catch(() => NO_TILES);
  return loading;
}

export function useMapSettings(): MapSettings {
  const [settings, setSettings] = useState(NO_TILES);
  useEffect(() => {
    let current = true;
    void loadMapSettings().then((loaded) => current && setSettings(loaded));
    return () => {
      current = false;
    };
  }, []);
  return settings;
}
