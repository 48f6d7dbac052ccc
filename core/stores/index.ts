import './errors';

export { chainStock, shortfallCode } from './chain-stock';
export { getStore, type StorePage } from './get-store';
export { listTownStores, type StoreCard, type TownWithStores } from './list-town-stores';
export { listTownsWithStores, type TownStores } from './list-towns-with-stores';
