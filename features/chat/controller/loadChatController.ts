import type { createChatController } from './createChatController';

/**
 * Loads the controller (and @livechat/widget-core with it) on demand, so neither is part of the
 * initial bundle. Import the controller only through this function in shipped code.
 */
export async function loadChatController(): Promise<typeof createChatController> {
  const module = await import('./createChatController');
  return module.createChatController;
}
