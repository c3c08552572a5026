/** The mock back end for Node (Vitest): the default handlers behind msw's request interception. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { localeHandlers } from './locales';

export const server = setupServer(...handlers, ...localeHandlers);
