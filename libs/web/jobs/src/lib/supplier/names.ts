import { useCommonContent } from '@fachwerk/web/data-access';
import { useMemo } from 'react';

/** Names of common-content ids (services, skills, languages) in the UI language; unknown ids stay as they are. */
export function useCatalogueNames() {
  const content = useCommonContent();
  return useMemo(() => {
    const index = (items: { _id: string; name: string }[]) =>
      new Map(items.map((item) => [item._id, item.name]));
    const services = index(content.serviceList);
    const skills = index(content.skills);
    const languages = index(content.languageList);
    const name = (map: Map<string, string>) => (id: string) => map.get(id) ?? id;
    return {
      content,
      service: name(services),
      skill: name(skills),
      language: name(languages),
    };
  }, [content]);
}
