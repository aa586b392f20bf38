import { createContext, useContext } from 'react';
import type { NgoProfileResponse } from '@rescue/contracts';
import { useApiData, type ApiData } from '@rescue/web-kit';
import { fetchNgoProfile } from '../api/ngo-api';
import { useToken } from './use-token';

/** The profile the verification gate loaded, shared with the screens below it. */
export const NgoProfileContext = createContext<ApiData<NgoProfileResponse> | null>(null);

/** The logged-in NGO's profile: the gate's when there is one, else loaded here. */
export function useNgoProfile(): ApiData<NgoProfileResponse> {
  const shared = useContext(NgoProfileContext);
  const token = useToken();
  const own = useApiData(fetchNgoProfile, shared ? null : token && `profile:${token}`);
  return shared ?? own;
}
