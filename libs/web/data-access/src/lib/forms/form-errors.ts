import { get, type FieldErrors, type FieldPath, type FieldValues, type UseFormSetError } from 'react-hook-form';

/** The message of the error at a field path (`contactPerson.0.email`), if any. */
export function errorText(errors: FieldErrors, path: string): string | undefined {
  const error = get(errors, path) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message ? error.message : undefined;
}

/** The API's validation errors (`errors`: field path → localised messages), first message per path. */
export function serverErrorMessages(error: unknown): Record<string, string> {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(Object.entries(errors).flatMap(([path, messages]) => (Array.isArray(messages) && messages[0] ? [[path, messages[0]]] : [])));
}

/**
 * Shows the API's validation errors beside their fields (type `server`; like any error they go as
 * soon as the field is valid again) and focuses the first; answers the paths it set. `toPath` maps a
 * server path to the form's (or to null to leave it out).
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  toPath: (path: string) => string | null = (path) => path,
): string[] {
  const paths: string[] = [];
  for (const [serverPath, message] of Object.entries(serverErrorMessages(error))) {
    const path = toPath(serverPath);
    if (path === null || paths.includes(path)) continue;
    setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: paths.length === 0 });
    paths.push(path);
  }
  return paths;
}
