export type { ChurnResult, ChurnSpec } from './churn';
export { type RegularPurchase, vietnamDayStart } from './dataset';
export type { Fault, FaultEffect } from './faults';
export { KiotVietSimulator, type RecordedRequest, type SimulatorOptions } from './server';
export { type StoreSize, type StoreSizeName, storeSizes } from './sizes';
