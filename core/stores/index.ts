import './errors';

export { chainStock, shortfallCode } from './chain-stock';
export { getStore, type StorePage } from './get-store';
export { listTownStores, type StoreCard, type TownWithStores } from './list-town-stores';
export { listTownsWithStores, type TownStores } from './list-towns-with-stores';
export { type StoreInput, saveStore, storeInput } from './save-store';
export { getStaffStore, listStaffStores, listStoreTowns } from './staff-stores';
