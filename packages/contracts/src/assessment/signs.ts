// The signs a reporter can see at the roadside, in plain words, each with the triage category
// it points to on its own. Keys are stable: the report form sends them, stored assessments
// name them, and a new rubric version may add signs but never renames or reuses a key.
//
// The category of each sign follows the published triage systems cited in ./index.ts: the
// Veterinary Triage List (VTL; Ruys et al. 2012, a Manchester-triage adaptation: immediate,
// very urgent, urgent, standard, non-urgent) and the Animal Trauma Triage score (ATT; Rockar,
// Drobatz & Shofer 1994: perfusion, cardiac, respiratory, eye/muscle/integument, skeletal and
// neurological, each graded 0 to 3). Our CRITICAL is VTL's immediate (or an ATT grade 3 in
// the respiratory, perfusion or neurological part), HIGH its very urgent, MODERATE urgent and
// standard together, LOW non-urgent.

import {
  REPORTABLE_SEVERITY_CATEGORIES,
  SEVERITY_HIGH_THRESHOLD,
  SEVERITY_MODERATE_THRESHOLD,
  SEVERITY_SCORE_MAX,
} from '../domain';

/** The triage categories of the rubric: the contracts' reportable severity categories. */
export const ASSESSMENT_CATEGORIES = REPORTABLE_SEVERITY_CATEGORIES;
export type AssessmentCategory = (typeof ASSESSMENT_CATEGORIES)[number];

export const SIGN_KEYS = [
  'breathing',
  'unconscious',
  'heavy_bleeding',
  'seizures',
  'poisoning',
  'heat_stroke',
  'hit_by_vehicle',
  'broken_bone',
  'deep_wound',
  'eye_injury',
  'trapped',
  'difficult_birth',
  'limping',
  'small_wound',
  'weak_hungry',
  'skin_disease',
] as const;
export type SignKey = (typeof SIGN_KEYS)[number];

export interface SignDefinition {
  key: SignKey;
  /** What the report form shows beside the tick box. */
  label: string;
  category: AssessmentCategory;
  /** The guidance the category comes from, for the reasons and the decision record. */
  basis: string;
  /**
   * "Old wound, healed": an injury of this kind described as old no longer counts as its
   * category but as LOW (VTL: a chronic, stable problem is non-urgent).
   */
  canBeOld: boolean;
}

export const SIGNS: readonly SignDefinition[] = [
  {
    key: 'breathing',
    label: 'Not breathing or struggling to breathe',
    category: 'CRITICAL',
    basis: 'VTL immediate: absent or laboured breathing; ATT respiratory grade 3',
    canBeOld: false,
  },
  {
    key: 'unconscious',
    label: 'Unconscious or cannot stand',
    category: 'CRITICAL',
    basis: 'VTL immediate: collapse, unresponsive; ATT neurological grade 3',
    canBeOld: false,
  },
  {
    key: 'heavy_bleeding',
    label: 'Heavy bleeding',
    category: 'CRITICAL',
    basis: 'VTL immediate: uncontrolled haemorrhage; ATT perfusion grade 3',
    canBeOld: false,
  },
  {
    key: 'seizures',
    label: 'Fits or seizures',
    category: 'CRITICAL',
    basis: 'VTL immediate: seizing now; ATT neurological',
    canBeOld: false,
  },
  {
    key: 'poisoning',
    label: 'Suspected poisoning',
    category: 'CRITICAL',
    basis: 'VTL very urgent to immediate: toxin ingestion with signs (foaming, tremors)',
    canBeOld: false,
  },
  {
    key: 'heat_stroke',
    label: 'Heat stroke',
    category: 'CRITICAL',
    basis: 'VTL immediate: hyperthermia',
    canBeOld: false,
  },
  {
    key: 'hit_by_vehicle',
    label: 'Hit by a vehicle',
    category: 'HIGH',
    basis: 'VTL very urgent: road traffic accident (high-energy trauma, hidden injuries)',
    canBeOld: true,
  },
  {
    key: 'broken_bone',
    label: 'Broken bone or cannot use a limb',
    category: 'HIGH',
    basis: 'ATT skeletal grade 2-3: fracture, non-weight-bearing; VTL very urgent',
    canBeOld: true,
  },
  {
    key: 'deep_wound',
    label: 'Deep or maggot-infested wound',
    category: 'HIGH',
    basis:
      'ATT integument grade 2-3: deep or contaminated wound, burns; myiasis needs treatment the same day',
    canBeOld: true,
  },
  {
    key: 'eye_injury',
    label: 'Eye injury',
    category: 'HIGH',
    basis: 'VTL very urgent: ocular trauma, proptosis; ATT eye',
    canBeOld: true,
  },
  {
    key: 'trapped',
    label: 'Trapped',
    category: 'HIGH',
    basis: 'Cannot escape danger (drain, well, wire): rescue before triage, VTL very urgent',
    canBeOld: false,
  },
  {
    key: 'difficult_birth',
    label: 'Giving birth with difficulty',
    category: 'HIGH',
    basis: 'VTL very urgent: dystocia',
    canBeOld: false,
  },
  {
    key: 'limping',
    label: 'Limping',
    category: 'MODERATE',
    basis: 'ATT skeletal grade 1: weight-bearing lameness; VTL standard',
    canBeOld: true,
  },
  {
    key: 'small_wound',
    label: 'Small wound',
    category: 'MODERATE',
    basis: 'ATT integument grade 1: superficial wound, minor bleeding; VTL standard',
    canBeOld: true,
  },
  {
    key: 'weak_hungry',
    label: 'Weak or hungry',
    category: 'MODERATE',
    basis: 'VTL standard: weak, thin or unwell but standing',
    canBeOld: false,
  },
  {
    key: 'skin_disease',
    label: 'Skin disease',
    category: 'LOW',
    basis: 'VTL non-urgent: mange, itching, hair loss',
    canBeOld: false,
  },
];

export const SIGNS_BY_KEY: Readonly<Record<SignKey, SignDefinition>> = Object.fromEntries(
  SIGNS.map((sign) => [sign.key, sign]),
) as Record<SignKey, SignDefinition>;

export const isSignKey = (value: string): value is SignKey =>
  (SIGN_KEYS as readonly string[]).includes(value);

/** The ranks of the categories, lowest first. */
export const categoryRank = (category: AssessmentCategory): number =>
  ASSESSMENT_CATEGORIES.indexOf(category);

/** CRITICAL holds the top two scores of the high band, HIGH the rest of it. */
const CRITICAL_BASE = SEVERITY_SCORE_MAX - 1;

/**
 * The scores of each category, inside the contracts' bands (domain.ts: 7 or more high, 4 to
 * below 7 moderate, below 4 low): the first is the category's, more signs add up to the last.
 */
export const CATEGORY_SCORES: Readonly<Record<AssessmentCategory, { base: number; max: number }>> =
  {
    CRITICAL: { base: CRITICAL_BASE, max: SEVERITY_SCORE_MAX },
    HIGH: { base: SEVERITY_HIGH_THRESHOLD, max: CRITICAL_BASE - 1 },
    MODERATE: { base: SEVERITY_MODERATE_THRESHOLD, max: SEVERITY_HIGH_THRESHOLD - 1 },
    LOW: { base: 2, max: SEVERITY_MODERATE_THRESHOLD - 1 },
  };
