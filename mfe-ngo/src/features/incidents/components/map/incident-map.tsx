import { Component, lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Incident } from '@rescue/contracts';
import { MapLegend } from './map-legend';
import { toMarker } from './map-markers';

// Leaflet loads in its own chunk once a map is shown: it stays off the first paint.
const LeafletMap = lazy(() => import('./leaflet-map'));

export interface IncidentMapProps {
  incidents: readonly Incident[];
  center: [number, number];
  zoom: number;
  height?: number;
  /** What the map shows, for screen readers. */
  label: string;
}

/** Incidents as priority markers, with the legend; a map that fails leaves the page working. */
export function IncidentMap({ incidents, center, zoom, height = 360, label }: IncidentMapProps) {
  return (
    <MapRegion role="region" aria-label={label}>
      <MapErrorBoundary
        fallback={<Unavailable style={{ height }}>The map could not be shown.</Unavailable>}
      >
        <Suspense fallback={<Unavailable style={{ height }}>Loading the map…</Unavailable>}>
          <LeafletMap
            markers={incidents.map(toMarker)}
            center={center}
            zoom={zoom}
            height={height}
          />
        </Suspense>
      </MapErrorBoundary>
      <MapLegend />
    </MapRegion>
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

const MapRegion = styled.div`
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
