// The Leaflet part of the incident map, in its own chunk (see incident-map.tsx): Leaflet,
// its CSS and the clustering load only when a map is shown.
import { useEffect, useMemo, useState } from 'react';
import { divIcon, latLngBounds, type DivIcon, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import Supercluster from 'supercluster';
import { Link } from '@rescue/router';
import { LeafletStyles } from './leaflet-styles';
import { useMapSettings } from './map-settings';
import { DETAIL_ZOOM, priorityColour, type MapPoint, type Priority } from './map-points';
import { areasText } from '@rescue/web-kit/areas';

export interface LeafletIncidentMapProps {
  points: readonly MapPoint[];
  /** Where to look when there are no points. */
  center: [number, number];
  /** The zoom for one point or none; several are fitted into view. */
  zoom: number;
  height: number;
  /** The viewer's position, drawn as a blue dot and kept in view with the points. */
  here: [number, number] | null;
}

/** For moves the code makes (see fitTo). */
const STILL = { animate: false } as const;

/** Markers within this many pixels of each other merge into a cluster. */
const CLUSTER_RADIUS_PX = 48;
/** Past this zoom nothing merges, except points at the very same spot (see the popup list). */
const CLUSTER_MAX_ZOOM = 17;

const markerIcons = new Map<string, DivIcon>();
function markerIcon(priority: Priority, approximate: boolean): DivIcon {
  const key = `${priority}${approximate ? '~' : ''}`;
  let icon = markerIcons.get(key);
  if (!icon) {
    icon = divIcon({
      className: '',
      html: `<span class="rn-marker${approximate ? ' rn-marker--approximate' : ''}" style="width:30px;height:30px;background:${priorityColour(priority)}" aria-hidden="true">${priority}</span>`,
      iconSize: [30, 30],
      iconAnchor: [15, 15],
      popupAnchor: [0, -15],
    });
    markerIcons.set(key, icon);
  }
  return icon;
}

function clusterIcon(count: number): DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return divIcon({
    className: '',
    html: `<span class="rn-cluster" style="width:${size}px;height:${size}px" aria-hidden="true">${count}</span>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

type PointFeature = Supercluster.PointFeature<{ index: number }>;

const HERE_ICON = divIcon({
  className: '',
  html: '<span class="rn-here" aria-hidden="true"></span>',
  iconSize: [18, 18],
  iconAnchor: [9, 9],
});

export default function LeafletIncidentMap({
  points,
  center,
  zoom,
  height,
  here,
}: LeafletIncidentMapProps) {
  const { tileUrl, attribution } = useMapSettings();
  return (
    <>
      <LeafletStyles />
      <MapContainer center={center} zoom={zoom} scrollWheelZoom={false} style={{ height }}>
        {tileUrl && <TileLayer url={tileUrl} attribution={attribution} />}
        {/* First: its moveend listener must be in place before the fit below moves the map
            (unanimated moves fire moveend at once, in the same commit's effects). */}
        <ClusteredMarkers points={points} />
        <FitToPoints points={points} center={center} zoom={zoom} here={here} />
        {here && (
          <Marker
            position={here}
            icon={HERE_ICON}
            title={areasText.t('map.youAreHere')}
            keyboard={false}
          />
        )}
      </MapContainer>
    </>
  );
}

/** Brings every point into view whenever the set shown changes (a filter, a new report). */
function FitToPoints({ points, center, zoom, here }: Omit<LeafletIncidentMapProps, 'height'>) {
  const map = useMap();
  const key = points.map((point) => point.id).join(',');
  const hereKey = here ? here.join(',') : '';
  useEffect(() => {
    fitTo(map, points, center, zoom, here);
    // The set of points decides, not the array's identity (a refetch returns a new one).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key, hereKey, center[0], center[1], zoom]);
  return null;
}

function fitTo(
  map: LeafletMap,
  points: readonly MapPoint[],
  center: [number, number],
  zoom: number,
  here: [number, number] | null,
): void {
  // Moves the code makes are not animated: an animation still running when the page moves
  // on (the map is removed) makes Leaflet throw (reading '_leaflet_pos' of nothing).
  if (points.length === 0) return void map.setView(center, zoom, STILL);
  const bounds = latLngBounds(points.map((point) => point.position));
  if (here) bounds.extend(here);
  // One place (one point, or several at the very same spot): the zoom asked for, which the
  // detail page sets to 15 for an exact location.
  if (bounds.getNorthEast().equals(bounds.getSouthWest())) {
    return void map.setView(bounds.getCenter(), points.length === 1 ? zoom : DETAIL_ZOOM, STILL);
  }
  map.fitBounds(bounds, { padding: [32, 32], maxZoom: DETAIL_ZOOM, ...STILL });
}

function ClusteredMarkers({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const index = useMemo(() => {
    const clusters = new Supercluster<{ index: number }>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    clusters.load(
      points.map((point, i): PointFeature => ({
        type: 'Feature',
        properties: { index: i },
        geometry: { type: 'Point', coordinates: [point.position[1], point.position[0]] },
      })),
    );
    return clusters;
  }, [points]);
  const [view, setView] = useState(() => viewOf(map));
  useMapEvents({ moveend: () => setView(viewOf(map)), zoomend: () => setView(viewOf(map)) });
  const features = useMemo(() => index.getClusters(view.bbox, view.zoom), [index, view]);

  return (
    <>
      {features.map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties;
        if ('cluster' in props && props.cluster) {
          const clusterId = props.cluster_id;
          const count = props.point_count;
          const expansion = index.getClusterExpansionZoom(clusterId);
          // Points at one spot never split: list them instead of zooming for ever.
          const sameSpot = expansion > CLUSTER_MAX_ZOOM;
          const leaves = sameSpot ? index.getLeaves(clusterId, Infinity) : [];
          return (
            <Marker
              key={`cluster-${clusterId}`}
              position={[lat, lng]}
              icon={clusterIcon(count)}
              title={areasText.t(sameSpot ? 'map.clusterSamePlace' : 'map.clusterHere', { count })}
              eventHandlers={sameSpot ? {} : { click: () => map.setView([lat, lng], expansion) }}
            >
              {sameSpot && (
                <Popup>
                  <strong>{areasText.t('map.clusterAtPlace', { count })}</strong>
                  <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.1rem' }}>
                    {leaves.map((leaf) => {
                      const point = points[leaf.properties.index];
                      return point ? (
                        <li key={point.id}>
                          {point.href ? <Link to={point.href}>{point.title}</Link> : point.title}
                        </li>
                      ) : null;
                    })}
                  </ul>
                </Popup>
              )}
            </Marker>
          );
        }
        const point = points[(props as { index: number }).index];
        if (!point) return null;
        return (
          <Marker
            key={point.id}
            position={point.position}
            icon={markerIcon(point.priority, point.approximate)}
            title={`${point.title}, ${point.address}`}
          >
            <Popup>
              <strong>{point.title}</strong>
              <br />
              {point.address}
              {point.approximate && (
                <>
                  <br />
                  <em>{areasText.t('map.onlyCity')}</em>
                </>
              )}
              {point.href && (
                <>
                  <br />
                  <Link to={point.href}>{areasText.t('map.viewDetails')}</Link>
                </>
              )}
            </Popup>
          </Marker>
        );
      })}
    </>
  );
}

function viewOf(map: LeafletMap): { bbox: [number, number, number, number]; zoom: number } {
  const bounds = map.getBounds();
  return {
    bbox: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
    zoom: Math.round(map.getZoom()),
  };
}
