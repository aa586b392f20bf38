import { severityBand } from '@rescue/contracts';
import {
  ASSESSMENT_CATEGORIES,
  CATEGORY_SCORES,
  RUBRIC_VERSION,
  SIGNS,
  SIGN_KEYS,
  assess,
} from '@rescue/contracts/assessment';
import {
  FRESH_WORDS,
  OLD_WORDS,
  SIGN_WORDS,
  WELL_WORDS,
  YOUNG_WORDS,
} from '../../src/assessment/keywords';
import { compilePattern } from '../../src/assessment/text';

const categoryOf = (description: string, signs?: string[]) =>
  assess({ description, signs }).category;

describe('the severity rubric', () => {
  test('every sign has a label, a category and its guidance; keys are unique', () => {
    expect(SIGNS.map((sign) => sign.key)).toEqual([...SIGN_KEYS]);
    for (const sign of SIGNS) {
      expect(sign.label).toMatch(/^[A-Z]/);
      expect(ASSESSMENT_CATEGORIES).toContain(sign.category);
      expect(sign.basis).toMatch(/VTL|ATT/);
      expect(SIGN_WORDS[sign.key].length).toBeGreaterThan(5);
    }
  });

  test("each category's scores sit inside the contracts' score band", () => {
    const band = { LOW: 'low', MODERATE: 'moderate', HIGH: 'high', CRITICAL: 'high' } as const;
    for (const category of ASSESSMENT_CATEGORIES) {
      const { base, max } = CATEGORY_SCORES[category];
      for (let score = base; score <= max; score++)
        expect(severityBand(score)).toBe(band[category]);
    }
  });

  test('a prefix pattern is at least two characters (the index keys on two)', () => {
    const tables = [
      ...Object.values(SIGN_WORDS).flat(),
      ...OLD_WORDS,
      ...FRESH_WORDS,
      ...YOUNG_WORDS,
      ...WELL_WORDS,
    ];
    for (const entry of tables) {
      const { words } = compilePattern(entry);
      expect(words.length).toBeGreaterThan(0);
      if (words[0]!.prefix) expect([...words[0]!.text].length).toBeGreaterThanOrEqual(2);
    }
  });

  test('ticked signs decide without any words, and name themselves in the details', () => {
    const result = assess({ description: 'Dog near the gate', signs: ['unconscious'] });
    expect(result).toMatchObject({ category: 'CRITICAL', score: 9, rubricVersion: RUBRIC_VERSION });
    expect(result.assessmentDetails).toBe('CRITICAL: unconscious or cannot stand (ticked).');
    expect(result.reasons[0]).toMatchObject({
      sign: 'unconscious',
      source: 'ticked',
      decisive: true,
    });
  });

  test('unknown sign keys are ignored', () => {
    expect(assess({ signs: ['hit_by_vehicle', 'teleported'] }).reasons.map((r) => r.sign)).toEqual([
      'hit_by_vehicle',
    ]);
  });

  test.each([
    ['en', 'Dog hit by a car, lying by the road', 'HIGH'],
    ['en', 'cat not breathing', 'CRITICAL'],
    ['hi', 'कुत्ते को गाड़ी ने टक्कर मारी', 'HIGH'],
    ['hi', 'बिल्ली बेहोश है', 'CRITICAL'],
    ['mr', 'कुत्र्याला विषबाधा झाली आहे', 'CRITICAL'],
    ['mr', 'कुत्रा लंगडत चालतो आहे', 'MODERATE'],
    ['hi-Latn', 'kutte ki taang tooti hai', 'HIGH'],
    ['hi-Latn', 'kutte ko khujli hai', 'LOW'],
  ])('%s: %s is %s', (_lang, text, category) => {
    expect(categoryOf(text)).toBe(category);
  });

  test('negation: "no bleeding" is no sign, in each language, and the details say so', () => {
    const english = assess({ description: 'No bleeding, the dog is limping' });
    expect(english.category).toBe('MODERATE');
    expect(english.reasons.find((r) => r.sign === 'small_wound')?.status).toBe('negated');
    expect(english.assessmentDetails).toContain('said not to be there: small wound ("bleeding")');
    expect(categoryOf('कुत्ता लंगड़ा रहा है, खून नहीं बह रहा')).toBe('MODERATE');
    expect(categoryOf('रक्त नाही, पण कुत्रा लंगडत आहे')).toBe('MODERATE');
    expect(categoryOf('khoon nahi hai, bas langda raha hai')).toBe('MODERATE');
    // A negation does not reach past its clause.
    expect(categoryOf('No collar, bleeding heavily')).toBe('CRITICAL');
  });

  test('a negation inside the sign\'s own words is the sign ("cannot stand", "खड़ा नहीं हो")', () => {
    expect(categoryOf('The dog cannot stand')).toBe('CRITICAL');
    expect(categoryOf('कुत्ता खड़ा नहीं हो पा रहा')).toBe('CRITICAL');
    expect(categoryOf('kutta uth nahi pa raha')).toBe('CRITICAL');
  });

  test('time: an old, healed injury counts as LOW, but fresh words and maggots keep it', () => {
    const old = assess({ description: 'Old healed wound on the leg, walks fine' });
    expect(old.category).toBe('LOW');
    expect(old.reasons[0]).toMatchObject({ sign: 'small_wound', status: 'old', category: 'LOW' });
    expect(categoryOf('पैर का फ्रैक्चर पुराना है')).toBe('LOW');
    expect(categoryOf('jakhm purani hai, bhar gayi')).toBe('LOW');
    expect(categoryOf('Old wound, but fresh bleeding today and a deep cut')).toBe('HIGH');
    expect(categoryOf('The old wound is now full of maggots')).toBe('HIGH');
    // "scared" is not "scar".
    expect(categoryOf('Hit by a bike, scared and hiding')).toBe('HIGH');
  });

  test('old does not soften what is never old: not breathing stays CRITICAL', () => {
    expect(categoryOf('Old dog, not breathing')).toBe('CRITICAL');
  });

  test('more signs and a young animal raise the score inside the category', () => {
    expect(assess({ signs: ['hit_by_vehicle'] }).score).toBe(7);
    expect(assess({ signs: ['hit_by_vehicle', 'broken_bone'] }).score).toBe(8);
    expect(assess({ description: 'puppy limping' }).score).toBe(5);
    expect(assess({ signs: ['breathing', 'heavy_bleeding', 'seizures', 'limping'] }).score).toBe(
      10,
    );
  });

  test('nothing recognised is MODERATE (seen the same day); said to be well is LOW', () => {
    const unknown = assess({ description: 'A dog near the bus stop' });
    expect(unknown).toMatchObject({ category: 'MODERATE', score: 4 });
    expect(unknown.assessmentDetails).toMatch(/no sign recognised/);
    expect(categoryOf('Healthy puppy, needs a home')).toBe('LOW');
    expect(assess({}).category).toBe('MODERATE');
  });

  test('the animal description is read too', () => {
    expect(
      assess({ animalDescription: 'Brown dog with a broken leg', description: 'Near the gate' })
        .category,
    ).toBe('HIGH');
  });

  test('fast enough to run on every keystroke: 1,000 assessments well under a second', () => {
    const text =
      'Brown dog hit by a scooter near the market, bleeding from the leg, cannot stand. कुत्ते को गाड़ी ने टक्कर मारी';
    const started = performance.now();
    for (let i = 0; i < 1000; i++) assess({ description: text, signs: ['hit_by_vehicle'] });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
