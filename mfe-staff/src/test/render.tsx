// One render helper for every remote's component tests lives in shared-contracts.
export * from '@app/dev-kit/testing';
