/** zod for shipped code (`zod/mini`, without generated code): see contract/zod.ts. */
export { z } from '@contract/zod';
