import styled from 'styled-components';
import { GALLERY_IMAGES, GALLERY_IMAGE_SIZE } from '../assets/gallery-images';
import { publicText } from '../../../i18n/text';

/** The rescue gallery: small WebP drawings, loaded only as they scroll into view. */
export function RescueGallery() {
  const text = publicText.useText();
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title">{text('gallery.title')}</h2>
      <Grid>
        {GALLERY_IMAGES.map((image) => (
          <Figure key={image.large}>
            <img
              src={image.large}
              srcSet={`${image.small} 480w, ${image.large} 960w`}
              sizes="(min-width: 1024px) 280px, 46vw"
              width={GALLERY_IMAGE_SIZE.width}
              height={GALLERY_IMAGE_SIZE.height}
              alt={text(image.alt)}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{text(image.caption)}</figcaption>
          </Figure>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Figure = styled.figure`
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
  }
  figcaption {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
