export { ENERGY_DRINK } from './constants';
export { changeEnergy, currentEnergy, energyAt, findEnergy } from './repository';
export { managerEnergy } from './tables';
