import { useState } from 'react';
import styled from 'styled-components';
import { uploadUrl } from '../api/api-client';

export interface IncidentPhotoProps {
  /** The stored file name, or null when the report had none. */
  photo: string | null;
  alt: string;
  /** The 320 px thumbnail (lists) or the full photo (detail pages). */
  size?: 'thumb' | 'full';
  height?: number;
}

/**
 * A reported animal's photo; without one, or when it fails to load, a "No photo" box of the
 * same height, so the cards of a grid line up whether or not their reports had a photo.
 */
export function IncidentPhoto({ photo, alt, size = 'thumb', height = 180 }: IncidentPhotoProps) {
  const [failed, setFailed] = useState(false);
  if (!photo || failed) {
    return (
      <Placeholder role="img" aria-label={`${alt}: no photo`} style={{ height }}>
        No photo
      </Placeholder>
    );
  }
  const src = size === 'thumb' ? `${uploadUrl(photo)}?size=thumb` : uploadUrl(photo);
  return (
    <Image src={src} alt={alt} loading="lazy" style={{ height }} onError={() => setFailed(true)} />
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
