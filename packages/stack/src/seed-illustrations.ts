// The demo incidents' photos. No stock photos ship with the repo, and a gradient with blobs
// read as a test pattern (issue 16), so each animal type the seed reports gets a flat,
// children's-book style drawing: a front-on face (a side view for the bird) on a soft colour of
// its own. No text: cards crop photos to 16:9 and to square thumbnails with object-fit: cover,
// so the animal sits in the middle of the picture, clear of every crop.
import sharp from 'sharp';

/** The size the seed has always uploaded: 4:3, cropped to 16:9 and squares by the cards. */
export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 720;

const INK = '#2b2118';

/** Round eyes with a highlight, at ±x. */
const eyes = (x: number, y: number, r: number) =>
  [-x, x]
    .map(
      (cx) =>
        `<circle cx="${cx}" cy="${y}" r="${r}" fill="${INK}"/>` +
        `<circle cx="${cx + r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.35}" fill="#fff"/>`,
    )
    .join('');

/** An element drawn at the left and again mirrored at the right. */
const pair = (element: string) => `${element}<g transform="scale(-1 1)">${element}</g>`;

/** Rosy cheeks at ±x. */
const cheeks = (x: number, y: number, r: number) =>
  pair(`<ellipse cx="${-x}" cy="${y}" rx="${r}" ry="${r * 0.6}" fill="#f4978e" opacity="0.55"/>`);

interface Illustration {
  /** The picture's soft background. */
  background: string;
  /** The animal, drawn around (0, 0) within about ±200 (the picture's middle). */
  art: string;
}

/** One drawing per animal type the seed reports (seed-data.ts), and a paw print for others. */
const ILLUSTRATIONS: Record<string, Illustration> = {
  dog: {
    background: '#fde2c4',
    art:
      pair(
        `<ellipse cx="-128" cy="-10" rx="52" ry="105" transform="rotate(18 -128 -10)" fill="#7a4520"/>`,
      ) +
      `<ellipse cx="0" cy="0" rx="132" ry="128" fill="#c9894a"/>` +
      `<ellipse cx="-52" cy="-34" rx="40" ry="36" fill="#7a4520"/>` +
      `<ellipse cx="0" cy="64" rx="80" ry="60" fill="#f3d7ad"/>` +
      eyes(52, -32, 17) +
      `<ellipse cx="0" cy="34" rx="30" ry="21" fill="${INK}"/>` +
      `<path d="M0 55 v20 M-30 78 q30 25 60 0" stroke="${INK}" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<path d="M-16 92 q16 44 32 0 z" fill="#e8667a"/>`,
  },
  cat: {
    background: '#e6defa',
    art:
      pair(
        `<path d="M-135 -30 L-118 -175 L-30 -108 Z" fill="#ee9a3e"/>` +
          `<path d="M-115 -60 L-108 -140 L-58 -103 Z" fill="#f7b8b0"/>`,
      ) +
      `<ellipse cx="0" cy="10" rx="145" ry="120" fill="#ee9a3e"/>` +
      `<path d="M-24 -108 l8 42 M0 -110 v46 M24 -108 l-8 42" stroke="#c46e1c" stroke-width="11" stroke-linecap="round"/>` +
      pair(
        `<path d="M-145 20 h34 M-143 50 h32" stroke="#c46e1c" stroke-width="10" stroke-linecap="round"/>`,
      ) +
      `<ellipse cx="0" cy="66" rx="70" ry="48" fill="#fbe3c3"/>` +
      pair(
        `<ellipse cx="-55" cy="-10" rx="25" ry="28" fill="#8fc24a"/>` +
          `<ellipse cx="-55" cy="-10" rx="8" ry="24" fill="${INK}"/>` +
          `<circle cx="-48" cy="-20" r="5" fill="#fff"/>`,
      ) +
      `<path d="M-14 36 h28 l-14 16 z" fill="#e8667a"/>` +
      `<path d="M0 52 v12 M-26 62 q13 16 26 2 q13 14 26 -2" stroke="${INK}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
      pair(
        `<path d="M-60 50 l-110 -14 M-60 64 l-110 8 M-58 78 l-100 30" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`,
      ),
  },
  cow: {
    background: '#d9f0d3',
    art:
      pair(
        `<path d="M-70 -120 q-40 -10 -62 -78 q30 40 78 48 z" fill="#f4ead0" stroke="#c9b98f" stroke-width="4"/>` +
          `<ellipse cx="-150" cy="-70" rx="62" ry="28" transform="rotate(-15 -150 -70)" fill="#f7f4ef"/>` +
          `<ellipse cx="-150" cy="-70" rx="40" ry="15" transform="rotate(-15 -150 -70)" fill="#f5b5b0"/>`,
      ) +
      `<path d="M-110 -60 q0 -90 110 -90 q110 0 110 90 q0 80 -30 130 h-160 q-30 -50 -30 -130 z" fill="#f7f4ef"/>` +
      `<path d="M-60 -150 q40 -10 70 10 q10 40 -35 55 q-45 5 -50 -30 q-5 -20 15 -35 z" fill="#3a3330"/>` +
      `<path d="M110 -40 q-45 -10 -55 30 q5 40 45 35 q10 -30 10 -65 z" fill="#3a3330"/>` +
      eyes(52, -40, 17) +
      `<ellipse cx="0" cy="92" rx="112" ry="70" fill="#f5b5b0"/>` +
      pair(`<ellipse cx="-40" cy="80" rx="15" ry="20" fill="#a8615a"/>`) +
      `<path d="M-40 128 q40 20 80 0" stroke="#a8615a" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  },
  bird: {
    background: '#d3eafb',
    art:
      `<path d="M95 40 l120 70 l-30 -95 z" fill="#5b6b8c"/>` +
      `<ellipse cx="10" cy="40" rx="140" ry="105" fill="#9aa8c4"/>` +
      `<path d="M-20 0 q110 -20 170 60 q-90 50 -160 0 z" fill="#7686a8"/>` +
      `<path d="M20 40 q60 5 110 45 M30 70 q50 0 90 30" stroke="#5b6b8c" stroke-width="7" fill="none" stroke-linecap="round"/>` +
      `<path d="M-120 -20 q10 60 70 80 q-80 10 -100 -40 z" fill="#6bbf9a" opacity="0.9"/>` +
      `<circle cx="-105" cy="-70" r="70" fill="#9aa8c4"/>` +
      `<path d="M-160 -30 q40 35 100 10 q-10 40 -60 45 q-40 -10 -40 -55 z" fill="#8e6fb5" opacity="0.55"/>` +
      `<path d="M-170 -82 l-48 16 l46 14 z" fill="#f2a33a"/>` +
      `<circle cx="-120" cy="-85" r="15" fill="#f28c28"/><circle cx="-120" cy="-85" r="9" fill="${INK}"/>` +
      `<circle cx="-116" cy="-89" r="3.5" fill="#fff"/>` +
      `<path d="M-20 140 v40 m0 0 l-22 14 m22 -14 l22 14 M40 140 v40 m0 0 l-22 14 m22 -14 l22 14" stroke="#e0708a" stroke-width="9" fill="none" stroke-linecap="round"/>`,
  },
  monkey: {
    background: '#fdf0c0',
    art:
      pair(
        `<circle cx="-140" cy="0" r="52" fill="#8a5a36"/><circle cx="-140" cy="0" r="30" fill="#f1c9a0"/>`,
      ) +
      `<circle cx="0" cy="0" r="140" fill="#8a5a36"/>` +
      `<path d="M0 -50 q-20 -40 -60 -40 q-60 0 -60 60 q0 30 25 50 q-20 30 -10 60 q20 60 105 60 q85 0 105 -60 q10 -30 -10 -60 q25 -20 25 -50 q0 -60 -60 -60 q-40 0 -60 40 z" fill="#f1c9a0"/>` +
      `<path d="M-30 -120 q30 -30 60 0 q-30 -10 -60 0 z" fill="#6b4226"/>` +
      eyes(48, -10, 17) +
      pair(`<ellipse cx="-14" cy="48" rx="7" ry="10" fill="#6b4226"/>`) +
      `<path d="M-50 82 q50 42 100 0" stroke="#6b4226" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      cheeks(88, 50, 22),
  },
  goat: {
    background: '#e6f1cf',
    art:
      pair(
        `<path d="M-40 -115 q-50 -90 -120 -85 q60 20 85 95 z" fill="#8c7b64"/>` +
          `<ellipse cx="-145" cy="-40" rx="72" ry="26" transform="rotate(22 -145 -40)" fill="#e6d3b3"/>` +
          `<ellipse cx="-145" cy="-40" rx="48" ry="13" transform="rotate(22 -145 -40)" fill="#f3bdb2"/>`,
      ) +
      `<path d="M-30 130 q10 58 30 72 q20 -14 30 -72 z" fill="#b8976e"/>` +
      `<path d="M-95 -70 q0 -70 95 -70 q95 0 95 70 q0 90 -40 160 q-55 40 -110 0 q-40 -70 -40 -160 z" fill="#f4ead8"/>` +
      `<path d="M-50 -134 q50 -25 100 0 q-20 40 -50 60 q-30 -20 -50 -60 z" fill="#c9a77c"/>` +
      pair(
        `<ellipse cx="-52" cy="-20" rx="25" ry="22" fill="#e6b84d"/>` +
          `<rect x="-68" y="-26" width="32" height="12" rx="6" fill="${INK}"/>` +
          `<circle cx="-44" cy="-30" r="4" fill="#fff"/>`,
      ) +
      `<ellipse cx="0" cy="110" rx="58" ry="42" fill="#f3d5cc"/>` +
      pair(
        `<path d="M-26 98 q6 12 14 8" stroke="#8a5a4e" stroke-width="7" fill="none" stroke-linecap="round"/>`,
      ) +
      `<path d="M-18 132 q18 12 36 0" stroke="#8a5a4e" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  },
  donkey: {
    background: '#f8dcdc',
    art:
      pair(
        `<g transform="rotate(-18 -70 -150)"><ellipse cx="-70" cy="-150" rx="32" ry="95" fill="#3f3f48"/>` +
          `<ellipse cx="-70" cy="-138" rx="32" ry="83" fill="#8f8f9a"/>` +
          `<ellipse cx="-70" cy="-130" rx="16" ry="60" fill="#e8b8b8"/></g>`,
      ) +
      `<path d="M-100 -60 q0 -90 100 -90 q100 0 100 90 q0 70 -20 120 h-160 q-20 -50 -20 -120 z" fill="#9d9da8"/>` +
      `<path d="M-30 -150 q15 -40 30 -5 q15 -40 30 5 q-30 20 -60 0 z" fill="#3f3f48"/>` +
      eyes(55, -30, 16) +
      `<ellipse cx="0" cy="95" rx="100" ry="75" fill="#ecebef"/>` +
      pair(
        `<ellipse cx="-38" cy="85" rx="14" ry="20" transform="rotate(-15 -38 85)" fill="#55555e"/>`,
      ) +
      `<path d="M-42 135 q42 22 84 0" stroke="#55555e" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  },
  other: {
    background: '#e3ecf5',
    art:
      `<ellipse cx="0" cy="60" rx="105" ry="88" fill="#8a6a52"/>` +
      pair(
        `<ellipse cx="-125" cy="-30" rx="38" ry="48" transform="rotate(-30 -125 -30)" fill="#8a6a52"/>`,
      ) +
      pair(
        `<ellipse cx="-50" cy="-105" rx="40" ry="52" transform="rotate(-10 -50 -105)" fill="#8a6a52"/>`,
      ),
  },
};

/** Reported types are free text ("Dog", "street dog"): match the first known animal in it. */
export function illustrationKind(type: string): string {
  const wanted = type.toLowerCase();
  const aliases: Record<string, string> = {
    puppy: 'dog',
    kitten: 'cat',
    pigeon: 'bird',
    kite: 'bird',
    calf: 'cow',
    bull: 'cow',
    buffalo: 'cow',
  };
  for (const [alias, kind] of Object.entries(aliases)) if (wanted.includes(alias)) return kind;
  return Object.keys(ILLUSTRATIONS).find((kind) => wanted.includes(kind)) ?? 'other';
}

/** The drawing of an animal type as SVG (960x720): background, a halo, the animal centred. */
export function illustrationSvg(type: string): string {
  const { background, art } = ILLUSTRATIONS[illustrationKind(type)]!;
  const w = ILLUSTRATION_WIDTH;
  const h = ILLUSTRATION_HEIGHT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <rect width="${w}" height="${h}" fill="${background}"/>
  <circle cx="110" cy="90" r="70" fill="#fff" opacity="0.35"/>
  <circle cx="860" cy="620" r="95" fill="#fff" opacity="0.3"/>
  <circle cx="${w / 2}" cy="${h / 2}" r="265" fill="#fff" opacity="0.35"/>
  <ellipse cx="${w / 2}" cy="${h / 2 + 240}" rx="200" ry="22" fill="${INK}" opacity="0.08"/>
  <g transform="translate(${w / 2} ${h / 2 + 20}) scale(1.1)">${art}</g>
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

/** The seed's incident photo for an animal type: the drawing as a JPEG, as a phone would send. */
export function illustrationJpeg(type: string): Promise<Buffer> {
  const kind = illustrationKind(type);
  let jpeg = rendered.get(kind);
  if (!jpeg) {
    jpeg = sharp(Buffer.from(illustrationSvg(kind)))
      .jpeg({ quality: 85 })
      .toBuffer();
    rendered.set(kind, jpeg);
  }
  return jpeg;
}
