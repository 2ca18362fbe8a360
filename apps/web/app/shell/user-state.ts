import { createContext, useContext } from 'react';

/** What the chrome needs to know about the shopper; logged out until an account provides it. */
export interface UserState {
  isLoggedIn: boolean;
}

export const UserStateContext = createContext<UserState>({ isLoggedIn: false });

export function useUserState(): UserState {
  return useContext(UserStateContext);
}
