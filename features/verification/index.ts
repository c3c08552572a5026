/** The identity-verification gate, loaded in its own chunk by ../Cashier.tsx. */
export { VerificationGate } from './VerificationGate';
