// Demo content: realistic enough that a newcomer sees a living app on first start.
import {
  CITIES,
  destinationPoint,
  type City,
  type Role,
  type SeverityCategory,
} from '@rescue/contracts';

export const DEMO_PASSWORD = 'rescue-demo-2026';
/** Every demo account's email ends with it: all share the published password above. */
export const DEMO_EMAIL_DOMAIN = '@demo.rescue.org';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  city: string;
  phoneNumber: string;
  address: string;
  ngoDetails?: { registrationNumber: string; organizationType: string; operatingAreas: string[] };
  volunteerDetails?: { availability: string; skills: string[]; experience: string };
}

/**
 * The documented demo operator (README): made by the seed through the auth service's own
 * admin-account code, since the admin role is never chosen at sign-up.
 */
export const DEMO_ADMIN = {
  name: 'Rescue Network Operator',
  email: 'admin@demo.rescue.org',
} as const;

/** The first three are the documented demo accounts, one per role. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'ngo',
    name: 'Paws & Claws Rescue Trust',
    email: 'ngo@demo.rescue.org',
    city: 'Pune',
    phoneNumber: '+91 20 2612 0000',
    address: '4 North Main Road, Koregaon Park',
    ngoDetails: {
      registrationNumber: 'MH/2019/0042117',
      organizationType: 'Trust',
      operatingAreas: ['Pune', 'Mumbai', 'Nashik'],
    },
  },
  {
    role: 'volunteer',
    name: 'Asha Kulkarni',
    email: 'volunteer@demo.rescue.org',
    city: 'Pune',
    phoneNumber: '+91 98220 11223',
    address: 'Flat 7, Sai Residency, Kothrud',
    volunteerDetails: {
      availability: 'both',
      skills: ['first aid', 'animal handling', 'driving'],
      experience: '3 years with street dogs',
    },
  },
  {
    role: 'user',
    name: 'Rahul Mehta',
    email: 'user@demo.rescue.org',
    city: 'Mumbai',
    phoneNumber: '+91 99300 44556',
    address: '21 Hill Road, Bandra West',
  },
  {
    role: 'volunteer',
    name: 'Imran Shaikh',
    email: 'imran.volunteer@demo.rescue.org',
    city: 'Mumbai',
    phoneNumber: '+91 98670 33445',
    address: 'Andheri East',
    volunteerDetails: {
      availability: 'weekend',
      skills: ['transport', 'feeding'],
      experience: '1 year',
    },
  },
  {
    role: 'volunteer',
    name: 'Priya Nair',
    email: 'priya.volunteer@demo.rescue.org',
    city: 'Bangalore',
    phoneNumber: '+91 98450 22110',
    address: 'Indiranagar',
    volunteerDetails: {
      availability: 'weekdays',
      skills: ['veterinary assistant'],
      experience: '5 years at a clinic',
    },
  },
  {
    role: 'volunteer',
    name: 'Vikram Singh',
    email: 'vikram.volunteer@demo.rescue.org',
    city: 'Delhi',
    phoneNumber: '+91 98110 77889',
    address: 'Lajpat Nagar',
    volunteerDetails: { availability: 'both', skills: ['animal handling'], experience: '2 years' },
  },
  {
    role: 'user',
    name: 'Sneha Iyer',
    email: 'sneha@demo.rescue.org',
    city: 'Chennai',
    phoneNumber: '+91 94440 55667',
    address: 'T. Nagar',
  },
  {
    role: 'user',
    name: 'Arjun Das',
    email: 'arjun@demo.rescue.org',
    city: 'Kolkata',
    phoneNumber: '+91 98300 12345',
    address: 'Salt Lake',
  },
];

export interface DemoIncident {
  type: string;
  animal: string;
  description: string;
  place: string;
  category: Exclude<SeverityCategory, 'PENDING'>;
  score: number;
  details: string;
}

/** Templates combined with the 16 cities; the seed varies them so no two incidents read alike. */
export const INCIDENT_TEMPLATES: DemoIncident[] = [
  {
    type: 'dog',
    animal: 'Brown street dog limping on the front left leg',
    description: 'Dog hit by a two-wheeler near the signal, cannot put weight on its leg',
    place: 'near the bus stop on Station Road',
    category: 'HIGH',
    score: 8,
    details: 'Possible fracture, conscious and alert, needs transport to a vet',
  },
  {
    type: 'cat',
    animal: 'Young tabby cat with an eye infection',
    description: 'Kitten with swollen, crusted eyes sitting under a parked car',
    place: 'behind the vegetable market',
    category: 'MODERATE',
    score: 5,
    details: 'Eye discharge in both eyes, eating, needs drops and a check-up',
  },
  {
    type: 'cow',
    animal: 'Cow with a plastic bag stuck in its mouth',
    description: 'Stray cow chewing plastic, bloated belly, walking slowly',
    place: 'at the garbage point near the temple',
    category: 'HIGH',
    score: 7,
    details: 'Risk of rumen impaction, needs a vet to examine the abdomen',
  },
  {
    type: 'bird',
    animal: 'Pigeon tangled in kite string',
    description: 'Pigeon hanging from a tree branch, wing wrapped in manja',
    place: 'in the park next to the school',
    category: 'CRITICAL',
    score: 9,
    details: 'Deep cut on the wing, losing blood, needs rescue from height',
  },
  {
    type: 'dog',
    animal: 'Puppy with mange and skin wounds',
    description: 'Puppy about three months old with bald patches and open sores',
    place: 'outside the railway colony gate',
    category: 'MODERATE',
    score: 4,
    details: 'Skin infection, thin but active, needs treatment and deworming',
  },
  {
    type: 'monkey',
    animal: 'Monkey with an electric shock injury',
    description: 'Monkey fell from a transformer and is lying on the roadside',
    place: 'on the main road near the power station',
    category: 'CRITICAL',
    score: 10,
    details: 'Burns on hands and tail, breathing fast, urgent care needed',
  },
  {
    type: 'goat',
    animal: 'Goat with a deep cut on its hind leg',
    description: 'Injured goat separated from its herd, bleeding from the leg',
    place: 'by the highway service lane',
    category: 'MODERATE',
    score: 6,
    details: 'Laceration about 5 cm, needs cleaning and stitches',
  },
  {
    type: 'dog',
    animal: 'Senior dog unable to stand',
    description: 'Old dog lying in the sun for two days, not eating',
    place: 'near the municipal hospital',
    category: 'HIGH',
    score: 7,
    details: 'Weak and dehydrated, possible paralysis of the hind legs',
  },
  {
    type: 'cat',
    animal: 'Cat stuck in a drain',
    description: 'Cat crying from inside a covered storm drain since morning',
    place: 'in the lane behind the post office',
    category: 'LOW',
    score: 3,
    details: 'Appears unhurt, needs the grate lifted to get it out',
  },
  {
    type: 'donkey',
    animal: 'Donkey with an overloaded-cart wound',
    description: 'Working donkey with harness sores, left tied without water',
    place: 'at the construction site near the bridge',
    category: 'MODERATE',
    score: 5,
    details: 'Open sores on the back, dehydrated, owner not present',
  },
  {
    type: 'bird',
    animal: 'Kite with a broken wing',
    description: 'Black kite on the ground, cannot fly, crows attacking it',
    place: 'on the terrace of the community hall',
    category: 'HIGH',
    score: 8,
    details: 'Wing hanging at an angle, needs a bird rescue team',
  },
  {
    type: 'dog',
    animal: 'Dog with a collar grown into its neck',
    description: 'Abandoned pet dog with a tight collar cutting into the skin',
    place: 'near the housing society entrance',
    category: 'HIGH',
    score: 7,
    details: 'Embedded collar wound with maggots, needs sedation and care',
  },
];

/**
 * Where a seeded animal is: two reports in three at a scattered point 0.8 to 4.5 km from the
 * city's centre (a golden-angle spiral: deterministic, no two alike) with a phone's accuracy of
 * 8 to 40 m; the third without a pin, so at the centre and approximate, as a reporter who never
 * placed one.
 */
export function seededPlace(
  city: City,
  index: number,
): { coordinates: [number, number]; accuracyMeters: number } | { approximate: true } {
  if (Math.floor(index / CITIES.length) % 3 === 2) return { approximate: true };
  const bearing = (index * 137.508) % 360;
  const km = 0.8 + ((index * 7) % 38) / 10;
  return {
    coordinates: destinationPoint([city.longitude, city.latitude], bearing, km),
    accuracyMeters: 8 + ((index * 13) % 33),
  };
}
