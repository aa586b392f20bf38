// Leaflet's stylesheet (bundled as text: no CSS loader, nothing from a CDN) and the kit's
// marker styles, injected with the first map.
import leafletCss from 'leaflet/dist/leaflet.css';
import { createGlobalStyle } from 'styled-components';
import { hereDot } from './here-dot';

export const LeafletStyles = createGlobalStyle`
  ${leafletCss}
  .leaflet-container {
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
  /* Leaflet's own link blue is below AA contrast. */
  .leaflet-container a {
    color: ${({ theme }) => theme.colors.link};
  }
  /* The popup fades in; checked or read mid-fade its text is faint, so it appears at once. */
  .leaflet-fade-anim .leaflet-popup {
    transition: none;
  }
  .leaflet-popup-content-wrapper,
  .leaflet-popup-tip {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  .rn-marker,
  .rn-cluster {
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    color: #ffffff;
    font-weight: 700;
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  .rn-marker {
    border: 3px solid #ffffff;
    font-size: 0.8rem;
  }
  /* Only the city is known: a dashed ring, so it never reads as the animal's spot. */
  .rn-marker--approximate {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.text};
    opacity: 0.85;
  }
  .rn-cluster {
    background: ${({ theme }) => theme.colors.text};
    border: 3px solid #ffffff;
    font-size: 0.85rem;
  }
  .rn-pin {
    display: flex;
    align-items: center;
    justify-content: center;
    border-radius: 50% 50% 50% 0;
    transform: rotate(-45deg);
    background: ${({ theme }) => theme.colors.brand};
    border: 3px solid #ffffff;
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  .rn-here {
    display: block;
    width: 18px;
    height: 18px;
    ${hereDot}
  }
  .leaflet-marker-icon:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
