/** The cashier (README.md here): the deposit and cash-out screen that composes the payment subjects. */
export { Cashier } from './Cashier';
