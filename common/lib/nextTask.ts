/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (input,
 * rendering), so two pieces of start-up work never make one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
