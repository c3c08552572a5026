/** Public surface of currency conversion: its form, loaded in a chunk of its own by the cashier. */
export { ConversionForm } from './ConversionForm';
