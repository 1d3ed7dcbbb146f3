/**
 * The React context that hands the controller (./controller.ts) to components, and its hook.
 */
import { createContext, useContext } from 'react';
import type { Controller } from './controller';

/** The context; the App provides it. */
export const ControllerContext = createContext<Controller | null>(null);

/** The controller. Throws (a programming error) when used outside the App's provider. */
export function useController(): Controller {
  const controller = useContext(ControllerContext);
  if (controller === null) throw new Error('useController outside <ControllerContext.Provider>');
  return controller;
}
