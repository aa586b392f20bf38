import { screen, within } from '@testing-library/react';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { HomePage } from './home-page';

// Jest cannot load images: the gallery's built URLs are stood in for.
jest.mock('../assets/gallery-images', () => {
  const images = [1, 2, 3, 4].map((n) => ({
    small: `/img/${n}-480.webp`,
    large: `/img/${n}-960.webp`,
    alt: `Rescue scene ${n}`,
    caption: `Caption ${n}`,
  }));
  return {
    GALLERY_IMAGE_SIZE: { width: 960, height: 720 },
    GALLERY_IMAGES: images,
    HERO_IMAGE: images[0],
  };
});

const linkTo = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

test('the hero sends Report Animal to /report-incident and Volunteer to the volunteer sign-up', () => {
  renderWithKit(<HomePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Every street animal deserves a rescue' }),
  ).toBeInTheDocument();
  expect(linkTo('Report Animal')).toBe('/report-incident');
  expect(linkTo('Volunteer')).toBe('/register?role=volunteer');
});

test('the gallery ships sized images that load lazily, each described', () => {
  renderWithKit(<HomePage />);
  const gallery = screen.getByRole('region', { name: 'From the Street to Safety' });
  const images = within(gallery).getAllByRole('img');
  expect(images).toHaveLength(4);
  for (const [index, image] of images.entries()) {
    expect(image).toHaveAttribute('alt', `Rescue scene ${index + 1}`);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '720');
    expect(image.getAttribute('srcset')).toBe(
      `/img/${index + 1}-480.webp 480w, /img/${index + 1}-960.webp 960w`,
    );
  }
});

test('the three impact cards link to reporting, volunteering and partners', () => {
  renderWithKit(<HomePage />);
  const impact = screen.getByRole('region', { name: 'How We Help' });
  const titles = within(impact)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
  expect(titles).toEqual(['Quick Reporting', 'Volunteer Network', 'Professional Care']);
  const hrefs = within(impact)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(['/report-incident', '/volunteer', '/partners']);
});

test('the stats strip shows the claims and links to the full impact', () => {
  renderWithKit(<HomePage />);
  const stats = screen.getByRole('region', { name: 'Our Impact in Numbers' });
  expect(
    within(stats)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['1000+ Animals Rescued', '24/7 Emergency Support', '50+ Partner NGOs']);
  expect(within(stats).getByRole('link', { name: 'See our full impact' })).toHaveAttribute(
    'href',
    '/impact',
  );
});

test('Make a Difference Today has the Report an Incident and Join Our Network cards', () => {
  renderWithKit(<HomePage />);
  const section = screen.getByRole('region', { name: 'Make a Difference Today' });
  expect(within(section).getByRole('heading', { name: 'Report an Incident' })).toBeInTheDocument();
  expect(within(section).getByRole('heading', { name: 'Join Our Network' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: 'Report Now' })).toHaveAttribute(
    'href',
    '/report-incident',
  );
  expect(within(section).getByRole('link', { name: 'Join Now' })).toHaveAttribute(
    'href',
    '/register',
  );
});

test('a floating button keeps reporting one tap away on phones', () => {
  renderWithKit(<HomePage />);
  expect(linkTo('Report an animal in need')).toBe('/report-incident');
});

test('the testimonials carousel is on the page', () => {
  renderWithKit(<HomePage />);
  expect(screen.getByRole('region', { name: 'What People Say' })).toHaveAttribute(
    'aria-roledescription',
    'carousel',
  );
});
