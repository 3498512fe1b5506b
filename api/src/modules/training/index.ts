export { latestTrainingOf } from './repository';
export { mintLimit, trainingRefusal } from './rules';
