import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { areasText } from '@rescue/web-kit/areas';
import { MapLegend } from './map-legend';
import { CITY_ZOOM, type MapPoint } from './map-points';

// Leaflet loads in its own chunk once a map is shown: it stays off the first paint.
const LeafletIncidentMap = lazy(() => import('./leaflet-incident-map'));

export interface IncidentMapProps {
  points: readonly MapPoint[];
  /** Where to look when there is nothing to show (the NGO's or volunteer's city). */
  center: [number, number];
  /** The zoom for a single point (DETAIL_ZOOM on a detail page) or for none. */
  zoom?: number;
  height?: number;
  /** What the map shows, for screen readers. */
  label: string;
  /** The priority letters in the legend (off where every point is one case). */
  legendPriorities?: boolean;
  /** The viewer's own position ([latitude, longitude]), shown and kept in view. */
  here?: [number, number] | null;
}

/**
 * Incidents as priority markers, fitted into view, close ones clustered, approximate ones
 * drawn apart, with the legend. A map that fails (or tiles that never load) leaves the page
 * working: the markers need no tiles.
 */
export function IncidentMap({
  points,
  center,
  zoom = CITY_ZOOM,
  height = 360,
  label,
  legendPriorities = true,
  here = null,
}: IncidentMapProps) {
  return (
    <MapRegion role="region" aria-label={label}>
      <LazyMap height={height}>
        <LeafletIncidentMap
          points={points}
          center={center}
          zoom={zoom}
          height={height}
          here={here}
        />
      </LazyMap>
      <MapLegend
        showPriorities={legendPriorities}
        showClusters={points.length > 1}
        showHere={here !== null}
      />
    </MapRegion>
  );
}

/**
 * A Leaflet map loading in its chunk: a grey box of the map's height says so while it loads
 * and stays, saying the map could not be shown, when it fails.
 */
export function LazyMap({ height, children }: { height: number; children: ReactNode }) {
  const text = areasText.useText();
  return (
    <MapErrorBoundary fallback={<Unavailable style={{ height }}>{text('map.failed')}</Unavailable>}>
      <Suspense fallback={<Unavailable style={{ height }}>{text('map.loading')}</Unavailable>}>
        {children}
      </Suspense>
    </MapErrorBoundary>
  );
}

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export const MapRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  /* Leaflet's panes stack up to z-index 1000: keep them under the header and menus. */
  isolation: isolate;
  & .leaflet-container {
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Unavailable = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
`;
