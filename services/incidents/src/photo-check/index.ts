export { loadPhotoCheckConfig, type PhotoCheckConfig } from './config';
export { Detector, PHOTO_CHECK_MODEL, COCO_ANIMALS, type Detection } from './detector';
export { summarise, ANIMAL_MIN_SCORE, SUGGEST_MIN_SCORE, type StoredPhotoCheck } from './summary';
export { startPhotoCheck, PhotoCheckWorker } from './worker';
export { photoCheckView } from './view';
