import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, PlatformStore, RootState } from './state';

/**
 * Typed hooks: the only way components reach the store (plain react-redux hooks are banned by
 * lint). They are typed by the platform's `RootState`, which each feature extends with its slice
 * (store/state.ts), so they import nothing above this floor.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<PlatformStore>();
