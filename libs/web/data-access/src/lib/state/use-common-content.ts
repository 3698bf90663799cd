import { contentApi } from '../../api/cms.api';
import { selectLanguage } from '../session/session.slice';
import { useAppSelector } from '../store';
import { selectCommonContent, selectCommonContentLanguage } from './common-content.slice';

/** Loads the content lists once on layout load (§7), and again when the UI language changes. */
export function useCommonContent() {
  const language = useAppSelector(selectLanguage);
  const loadedIn = useAppSelector(selectCommonContentLanguage);
  contentApi.useCommonContentQuery(language, { skip: loadedIn === language });
  return useAppSelector(selectCommonContent);
}
