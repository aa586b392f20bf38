import { useState } from 'react';
import styled from 'styled-components';
import { useAuthorizedImage } from './use-authorized-image';
import { apiUrl, uploadPath } from '@rescue/web-kit';
import { areasText } from './areas-text';

export interface IncidentPhotoProps {
  /** The stored file name, or null when the report had none. */
  photo: string | null;
  alt: string;
  /** The 320 px thumbnail (lists) or the full photo (detail pages). */
  size?: 'thumb' | 'full';
  height?: number;
  /**
   * Load it with the signed-in person's token: pass the report's `moderation.hidden`. A hidden
   * report's photo is served only to its reporter and the operator, with their token, and kept
   * by no cache. Otherwise the photo is public: a plain lazy <img> the browser caches.
   */
  authenticated?: boolean;
}

/**
 * A reported animal's photo; without one, or when it fails to load, a "No photo" box of the
 * same height, so the cards of a grid line up whether or not their reports had a photo.
 */
export function IncidentPhoto({
  photo,
  alt,
  size = 'thumb',
  height = 180,
  authenticated = false,
}: IncidentPhotoProps) {
  areasText.useText(); // re-render on a language switch
  const [failed, setFailed] = useState(false);
  const path = photo && (size === 'thumb' ? `${uploadPath(photo)}?size=thumb` : uploadPath(photo));
  const withToken = useAuthorizedImage(authenticated ? path : null);
  if (!path || failed || (authenticated && withToken.failed)) {
    return (
      <Placeholder
        role="img"
        aria-label={areasText.t('photo.noneFor', { alt })}
        style={{ height }}
        data-incident-photo=""
      >
        {areasText.t('photo.none')}
      </Placeholder>
    );
  }
  if (authenticated && !withToken.url) {
    // The same box while it loads, so the card does not jump when the photo arrives.
    return <Placeholder aria-busy="true" style={{ height }} data-incident-photo="" />;
  }
  return (
    <Image
      src={authenticated ? (withToken.url ?? undefined) : apiUrl(path)}
      alt={alt}
      // An object URL is already in memory: nothing to defer.
      loading={authenticated ? undefined : 'lazy'}
      style={{ height }}
      // Marks the kit's photo for the gallery's check that it sits centred in its frame.
      data-incident-photo=""
      onError={() => setFailed(true)}
    />
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
`;
