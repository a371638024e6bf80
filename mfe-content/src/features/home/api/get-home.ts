import { api } from '@arbora/shared/api';
import type { Home } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** GET /v1/home: the home CMS page and the blocks around it. */
export const getHome = () => api.get<Home>('/home');

export const homeQuery = () => queryOptions({ queryKey: ['content', 'home'], queryFn: getHome });

export const useHome = () => useSuspenseQuery(homeQuery()).data;
