// The Redux store every front end (and each remote running alone) builds: the api cache, auth and UI state.
import { combineReducers, configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api/api';
import { authSlice } from './auth-slice';

export { authSlice, selectAuthChecked, selectCurrentUser } from './auth-slice';
export type { AuthState, CurrentUser, CurrentUserProfile, CurrentUserSocialAccount } from './auth-slice';

export const UI_STORAGE_KEY = 'coachwork.ui';

export interface UiState {
  sidebarOpen: boolean;
  settingsOpen: boolean;
}

/** Spec §2: the sidebar starts open, the settings dialog closed. */
export const UI_DEFAULTS: UiState = { sidebarOpen: true, settingsOpen: false };

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    // Private modes and sandboxed frames throw on access.
    return undefined;
  }
}

export function loadUiState(): UiState {
  try {
    const raw = storage()?.getItem(UI_STORAGE_KEY);
    const saved: unknown = raw ? JSON.parse(raw) : undefined;
    if (typeof saved !== 'object' || saved === null) return UI_DEFAULTS;
    const { sidebarOpen, settingsOpen } = saved as Partial<Record<keyof UiState, unknown>>;
    return {
      sidebarOpen: typeof sidebarOpen === 'boolean' ? sidebarOpen : UI_DEFAULTS.sidebarOpen,
      settingsOpen: typeof settingsOpen === 'boolean' ? settingsOpen : UI_DEFAULTS.settingsOpen,
    };
  } catch {
    return UI_DEFAULTS;
  }
}

export function saveUiState(state: UiState): void {
  try {
    storage()?.setItem(UI_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // A full or blocked storage only costs the remembered layout.
  }
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: UI_DEFAULTS,
  reducers: {
    setSidebarOpen(state, action: PayloadAction<boolean>) {
      state.sidebarOpen = action.payload;
    },
    toggleSidebar(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    setSettingsOpen(state, action: PayloadAction<boolean>) {
      state.settingsOpen = action.payload;
    },
  },
  selectors: {
    selectSidebarOpen: (state) => state.sidebarOpen,
    selectSettingsOpen: (state) => state.settingsOpen,
  },
});

export const { selectSidebarOpen, selectSettingsOpen } = uiSlice.selectors;

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.reducerPath]: authSlice.reducer,
  [uiSlice.reducerPath]: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { ui: loadUiState(), ...preloadedState },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  let savedUi = store.getState().ui;
  store.subscribe(() => {
    const { ui } = store.getState();
    if (ui === savedUi) return;
    savedUi = ui;
    saveUiState(ui);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
