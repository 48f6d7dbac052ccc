export * from './schema/accounts';
export * from './schema/catalog';
export * from './schema/checkout';
export * from './schema/content';
export * from './schema/loyalty';
export * from './schema/orders';
export * from './schema/shopping';
export * from './schema/stores';
