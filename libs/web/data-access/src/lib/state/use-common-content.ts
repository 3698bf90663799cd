import { contentApi } from '../api/content.api';
import { useAppSelector } from '../store';
import { selectCommonContent, selectCommonContentLoaded } from './common-content.slice';

/** Loads the content lists once on layout load while they are still at default (§7). */
export function useCommonContent() {
  const loaded = useAppSelector(selectCommonContentLoaded);
  contentApi.useCommonContentQuery(undefined, { skip: loaded });
  return useAppSelector(selectCommonContent);
}
