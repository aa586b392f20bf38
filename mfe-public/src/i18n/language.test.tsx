import { act, screen, within } from '@testing-library/react';
import {
  DOCUMENT_TYPES,
  INCIDENT_REPORTED_MESSAGE,
  PHONE_FORMAT,
  PHOTO_TOO_LARGE_MESSAGE,
  REQUIRED_DOCUMENTS,
  UNSUPPORTED_PHOTO_MESSAGE,
} from '@rescue/contracts';
import { languageStore, SIGNING_FAILED_MESSAGE } from '@rescue/web-kit';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { draftStore } from '../features/report/api/draft-store';
import { ReportPage } from '../features/report/components/report-page';
import { HomePage } from '../features/marketing/components/home-page';
import authEn from '../features/auth/i18n/en.json';
import reportEn from '../features/report/i18n/en.json';

// Jest cannot load images: the gallery's built URLs are stood in for (its words are keys).
jest.mock('../features/marketing/assets/gallery-images', () => {
  const image = {
    small: '/img/480.webp',
    large: '/img/960.webp',
    alt: 'gallery.streetRescue.alt',
    caption: 'gallery.streetRescue.caption',
  };
  return {
    GALLERY_IMAGE_SIZE: { width: 960, height: 720 },
    GALLERY_IMAGES: [image],
    HERO_IMAGE: image,
  };
});

afterEach(async () => {
  await act(() => languageStore.set('en'));
  await draftStore.clear();
});

test('in Hindi the home page speaks Hindi: heading, buttons, gallery, and <html lang>', async () => {
  renderWithKit(<HomePage />);
  expect(
    screen.getByRole('heading', { level: 1, name: 'Every street animal deserves a rescue' }),
  ).toBeInTheDocument();
  await act(() => languageStore.set('hi'));
  expect(
    screen.getByRole('heading', { level: 1, name: 'सड़क के हर जानवर को बचाव का हक़ है' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'जानवर की रिपोर्ट करें' })).toHaveAttribute(
    'href',
    '/report-incident',
  );
  const gallery = screen.getByRole('region', { name: 'सड़क से सुरक्षित जगह तक' });
  expect(within(gallery).getByRole('img')).toHaveAttribute(
    'alt',
    expect.stringContaining('भूरा कुत्ता'),
  );
  expect(screen.queryByText('How We Help')).not.toBeInTheDocument();
  expect(document.documentElement.lang).toBe('hi');
});

test('in Marathi the report form speaks Marathi, and the animal types keep their English values', async () => {
  await act(() => languageStore.set('mr'));
  renderWithKit(<ReportPage />, { route: '/report-incident' });
  const form = await screen.findByRole('form', { name: 'प्रकरण कळवा' });
  expect(screen.getByRole('heading', { level: 1, name: 'प्रकरण कळवा' })).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'खात्याशिवाय पाठवा' })).toBeInTheDocument();
  const type = within(form).getByRole('combobox', { name: 'प्राण्याचा प्रकार' });
  expect(within(type).getByRole('option', { name: 'कुत्रा' })).toHaveValue('Dog');
  expect(document.title).toBe('प्रकरण कळवा | Rescue Network');
  expect(document.documentElement.lang).toBe('mr');
});

test("the English catalogue says the contracts' messages word for word", () => {
  // These are written once in the contracts; the catalogue repeats them for the other languages.
  expect(reportEn['report.reported']).toBe(INCIDENT_REPORTED_MESSAGE);
  expect(reportEn['photo.tooLarge']).toBe(PHOTO_TOO_LARGE_MESSAGE);
  expect(reportEn['photo.unsupported']).toBe(UNSUPPORTED_PHOTO_MESSAGE);
  expect(authEn['documents.failed']).toBe(SIGNING_FAILED_MESSAGE);
  expect(authEn['register.phoneFormat']).toBe(PHONE_FORMAT);
  for (const role of ['volunteer', 'ngo'] as const) {
    const { title, documents } = REQUIRED_DOCUMENTS[DOCUMENT_TYPES[role]];
    expect(authEn[`documents.title.${role}`]).toBe(title);
    expect(
      documents.map(
        (_, index) => authEn[`documents.item.${role}${index + 1}` as keyof typeof authEn],
      ),
    ).toEqual(documents);
  }
});
