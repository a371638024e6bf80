import { api } from '@arbora/shared/api';
import type { Home } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { toHomeView, type HomeView } from './home-view';

/** GET /v1/home: the home CMS page and the blocks around it, as the home page reads them. */
export const getHome = (): Promise<HomeView> => api.get<Home>('/home').then(toHomeView);

export const homeQuery = () => queryOptions({ queryKey: ['content', 'home'], queryFn: getHome });

export const useHome = () => useSuspenseQuery(homeQuery()).data;
