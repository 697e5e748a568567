import { configureStore } from '@reduxjs/toolkit';
import { api } from '../shared/api/baseApi';
import { rundownUiSlice } from '../features/rundown/rundownUiSlice';
import { clipboardSlice } from '../features/clipboard/clipboardSlice';

export function makeStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [rundownUiSlice.reducerPath]: rundownUiSlice.reducer,
      [clipboardSlice.reducerPath]: clipboardSlice.reducer,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
