// The app's severity assessment of a report: a transparent, versioned rubric the report form
// runs as a preview and the incidents service runs as the authority (POST
// /api/incidents/assess, and every POST /api/incidents/create). Pure TypeScript without
// dependencies, imported as '@rescue/contracts/assessment' so pages that do not preview carry
// none of it.
//
// Sources (docs/decisions/0005-severity-rubric.md says how each is used):
// - Veterinary Triage List (VTL): Ruys LJ, Gunning M, Teske E, Robben JH, Sigrist NE.
//   "Evaluation of a veterinary triage list modified from a human five-point triage system in
//   485 dogs and cats." J Vet Emerg Crit Care 2012;22(3):303-312, doi:10.1111/j.1476-4431.2012.00736.x.
//   Five levels by presenting complaint: red immediate (0 min), orange very urgent (15),
//   yellow urgent (30-60), green standard (120), blue non-urgent (240).
// - Animal Trauma Triage (ATT) score: Rockar RA, Drobatz KS, Shofer FS. "Development of a
//   scoring system for the veterinary trauma patient." J Vet Emerg Crit Care 1994;4(2):77-83.
//   Six parts (perfusion, cardiac, respiratory, eye/muscle/integument, skeletal, neurological)
//   graded 0-3, summed: the grades add up.
// - Manchester Triage System (Mackway-Jones K, ed. Emergency Triage, 3rd ed., 2014): the human
//   system VTL adapts; "when unsure, the higher category".
// - "How to triage", The Veterinary Nurse 2018;9(5) (VTL and ATT tables side by side), and
//   emergency lists of the same kind (collapse, profuse blood loss, heat stroke, seizures,
//   recent toxin immediate; minor wounds, vomiting standard; lameness and skin non-urgent).
// - Myiasis (maggot wounds), common in Indian street animals, is treated the same day by
//   rescue groups: counted with deep wounds as HIGH, and never as old.
export * from './signs';
export { assess, RUBRIC_VERSION } from './assess';
export type { Assessment, AssessmentInput, AssessmentReason } from './assess';
export { normalise } from './text';
// The API's schemas (zod, which the contracts' main entry already brings to every page).
export * from './schemas';
