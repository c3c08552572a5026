/** The mock back end for Node (Vitest): the default handlers behind msw's request interception. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
