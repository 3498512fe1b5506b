export { ENERGY_DRINK } from './constants';
export { changeEnergy, currentEnergy, energyAt } from './repository';
export { managerEnergy } from './tables';
